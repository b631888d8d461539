// The process's upload storage, as the environment configures it (./storage-config.ts): the data folder by default,
// the database with DATABASE_URL, S3-compatible object storage with UPLOADS_S3_BUCKET. A shared backend also serves,
// and copies over, what an earlier version left in DATA_DIR/uploads.
import { UPLOAD_TYPES, type UploadExtension } from "../contracts/admin-uploads";
import { fileBackend } from "./file-storage";
import { postgresBackend } from "./postgres-storage";
import { s3Backend } from "./s3-storage";
import { carryingOver, contentAddressed, type StoredUpload, type UploadStorage } from "./storage";
import { uploadStorageConfig } from "./storage-config";

export { uploadsDir } from "./file-storage";

const globalStore = globalThis as unknown as { __uploadStorage?: { key: string; storage: UploadStorage } };

/** The configured storage, made once per configuration (tests change the environment between files). */
export function uploadStorage(): UploadStorage {
  const config = uploadStorageConfig();
  const key = JSON.stringify(config);
  if (globalStore.__uploadStorage?.key === key) return globalStore.__uploadStorage.storage;
  const backend = config.kind === "files" ? fileBackend() : carryingOver(config.kind === "postgres" ? postgresBackend() : s3Backend(config), fileBackend());
  const storage = contentAddressed(backend);
  globalStore.__uploadStorage = { key, storage };
  return storage;
}

/** Stores the bytes (once per content) and answers the file name. */
export function storeUpload(bytes: Uint8Array, extension: UploadExtension): Promise<{ name: string; created: boolean }> {
  return uploadStorage().put(bytes, UPLOAD_TYPES[extension]);
}

/** A stored upload's bytes and content type; null for a name that is not an upload's or a picture not kept. */
export function readUpload(name: string): Promise<StoredUpload | null> {
  return uploadStorage().get(name);
}
