// Where uploaded pictures are kept: one interface, three backends (the data folder, the database, S3-compatible
// object storage), chosen by ./storage-config.ts. Every backend is content-addressed: a picture is kept once under
// `<sha256>.<ext>`, so putting it again changes nothing and a name never changes what it serves (cached for a year).
import { createHash } from "node:crypto";
import { UPLOAD_NAME, UPLOAD_TYPES, type UploadExtension } from "../contracts/admin-uploads";

export type StoredUpload = { bytes: Uint8Array; contentType: string };

/** What a backend does: keep bytes under a name they were given, and give them back. */
export interface UploadBackend {
  readonly kind: "files" | "postgres" | "s3";
  /** Keeps the bytes under `name` unless something is already there (the same content: the name is its hash);
   * answers whether it wrote them. */
  write(name: string, bytes: Uint8Array, contentType: string): Promise<boolean>;
  /** The bytes kept under `name`, or null. Only ever called with a valid upload name. */
  read(name: string): Promise<StoredUpload | null>;
}

export interface UploadStorage {
  readonly kind: UploadBackend["kind"];
  /** Keeps a picture of `contentType` (one of UPLOAD_TYPES) and answers its name; idempotent. */
  put(bytes: Uint8Array, contentType: string): Promise<{ name: string; created: boolean }>;
  /** The picture called `name`; null for a name that is not an upload's (checked before any read) or not kept. */
  get(name: string): Promise<StoredUpload | null>;
}

const EXTENSIONS = new Map<string, UploadExtension>(Object.entries(UPLOAD_TYPES).map(([extension, type]) => [type, extension as UploadExtension]));

export const extensionOfName = (name: string) => name.slice(name.lastIndexOf(".") + 1) as UploadExtension;

/** `<sha256 of the bytes>.<extension of the type>`. */
export function uploadName(bytes: Uint8Array, contentType: string): string {
  const extension = EXTENSIONS.get(contentType);
  if (!extension) throw new TypeError(`not an upload type: ${contentType}`);
  return `${createHash("sha256").update(bytes).digest("hex")}.${extension}`;
}

export function contentAddressed(backend: UploadBackend): UploadStorage {
  return {
    kind: backend.kind,
    async put(bytes, contentType) {
      const name = uploadName(bytes, contentType);
      return { name, created: await backend.write(name, bytes, contentType) };
    },
    async get(name) {
      if (!UPLOAD_NAME.test(name)) return null;
      return backend.read(name);
    },
  };
}

/**
 * A shared backend that also serves what an earlier version kept in the data folder (before uploads were shared,
 * they were always written there, with DATABASE_URL too): a name it lacks is looked up there once, and copied over
 * when found, so pictures that pages already link to keep working after the switch.
 */
export function carryingOver(shared: UploadBackend, legacy: UploadBackend): UploadBackend {
  return {
    kind: shared.kind,
    write: (name, bytes, contentType) => shared.write(name, bytes, contentType),
    async read(name) {
      const found = await shared.read(name);
      if (found) return found;
      const old = await legacy.read(name);
      if (old) await shared.write(name, old.bytes, old.contentType);
      return old;
    },
  };
}
