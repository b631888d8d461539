// Uploads in the database (table `uploads`): one row per content, keyed by its SHA-256, shared by every instance on
// the database. The default with DATABASE_URL.
import { eq } from "drizzle-orm";
import { UPLOAD_TYPES } from "../contracts/admin-uploads";
import { getDb, type Db } from "../db/client";
import { uploads } from "../db/schema";
import { extensionOfName, type UploadBackend } from "./storage";

const hashOf = (name: string) => name.slice(0, name.indexOf("."));

export function postgresBackend(db: () => Promise<Db> = getDb): UploadBackend {
  return {
    kind: "postgres",
    async write(name, bytes, contentType) {
      const inserted = await (
        await db()
      )
        .insert(uploads)
        .values({ sha256: hashOf(name), contentType, size: bytes.byteLength, content: bytes })
        .onConflictDoNothing({ target: uploads.sha256 })
        .returning({ sha256: uploads.sha256 });
      return inserted.length > 0;
    },
    async read(name) {
      const [row] = await (
        await db()
      )
        .select({ contentType: uploads.contentType, content: uploads.content })
        .from(uploads)
        .where(eq(uploads.sha256, hashOf(name)));
      // The same bytes under another extension is another name: not this picture.
      if (!row || row.contentType !== UPLOAD_TYPES[extensionOfName(name)]) return null;
      return { bytes: row.content, contentType: row.contentType };
    },
  };
}
