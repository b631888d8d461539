// Uploaded pictures on disk: DATA_DIR/uploads/<sha256>.<ext>, named by their content, so the same picture is kept once
// and a name never changes what it serves (the app can cache it for a year).
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { UPLOAD_NAME, UPLOAD_TYPES, type UploadExtension } from "../contracts/admin-uploads";
import { dataDir } from "../config";

export function uploadsDir(): string {
  return path.join(dataDir(), "uploads");
}

/** Stores the bytes (once per content) and answers the file name. */
export async function storeUpload(bytes: Uint8Array, extension: UploadExtension): Promise<{ name: string; created: boolean }> {
  const name = `${createHash("sha256").update(bytes).digest("hex")}.${extension}`;
  const dir = uploadsDir();
  const target = path.join(dir, name);
  const exists = await stat(target).then(
    (info) => info.isFile(),
    () => false,
  );
  if (exists) return { name, created: false };
  await mkdir(dir, { recursive: true });
  // Written aside and renamed: a reader never sees half a file, and two uploads of the same picture end the same.
  const temporary = path.join(dir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    await writeFile(temporary, bytes, { mode: 0o644 });
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return { name, created: true };
}

/** A stored upload's bytes and content type; null for a name that is not an upload's or a file that is not there. */
export async function readUpload(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!UPLOAD_NAME.test(name)) return null;
  const extension = name.slice(name.lastIndexOf(".") + 1) as UploadExtension;
  try {
    const bytes = await readFile(path.join(uploadsDir(), name));
    return { bytes, contentType: UPLOAD_TYPES[extension] };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
