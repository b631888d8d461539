// Uploads in the data folder: DATA_DIR/uploads/<sha256>.<ext>. The embedded default, for one instance (several share
// it only on a shared volume).
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { UPLOAD_TYPES } from "../contracts/admin-uploads";
import { dataDir } from "../config";
import { extensionOfName, type UploadBackend } from "./storage";

export function uploadsDir(): string {
  return path.join(dataDir(), "uploads");
}

/** Files under `dir()` (read at each call: DATA_DIR is the folder of the moment). */
export function fileBackend(dir: () => string = uploadsDir): UploadBackend {
  return {
    kind: "files",
    async write(name, bytes) {
      const folder = dir();
      const target = path.join(folder, name);
      const exists = await stat(target).then(
        (info) => info.isFile(),
        () => false,
      );
      if (exists) return false;
      await mkdir(folder, { recursive: true });
      // Written aside and renamed: a reader never sees half a file, and two uploads of the same picture end the same.
      const temporary = path.join(folder, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
      try {
        await writeFile(temporary, bytes, { mode: 0o644 });
        await rename(temporary, target);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
      return true;
    },
    async read(name) {
      try {
        const bytes = await readFile(path.join(dir(), name));
        return { bytes, contentType: UPLOAD_TYPES[extensionOfName(name)] };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}
