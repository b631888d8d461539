// Migration 0016 (uploads kept in the database) over a database of before it: the table appears empty, the rows
// already there stay, and it keeps a picture's bytes exactly, once per hash.
import { describe, expect, it } from "vitest";
import { requirePostgres } from "../support/db";
import { migratedOver } from "./migration-support";

const postgres = await requirePostgres();
const TAG = "0016_uploads_table";
const HASH = "a".repeat(64);

const OLD_ROWS = `insert into audit_log (user_email, entity, entity_id, action, after)
  values ('admin@example.com', 'upload', '${HASH}.png', 'create', '{"path": "/uploads/${HASH}.png"}');`;

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`migration ${TAG} on ${kind}`, () => {
    const migrated = migratedOver(kind, TAG, OLD_ROWS);

    it("adds an empty uploads table and keeps the audit trail of the pictures uploaded before", async () => {
      expect(await migrated().rows(`select count(*)::int as n from uploads`)).toEqual([{ n: 0 }]);
      expect(await migrated().rows(`select entity_id from audit_log where entity = 'upload'`)).toEqual([{ entity_id: `${HASH}.png` }]);
    });

    it("keeps every byte (0x00 and 0xff included) and one row per hash", async () => {
      await migrated().exec(`insert into uploads (sha256, content_type, size, content) values ('${HASH}', 'image/png', 4, '\\x00ff8950'::bytea)`);
      expect(await migrated().rows(`select encode(content, 'hex') as hex, size, created_at is not null as dated from uploads`)).toEqual([
        { hex: "00ff8950", size: 4, dated: true },
      ]);
      await expect(
        migrated().exec(`insert into uploads (sha256, content_type, size, content) values ('${HASH}', 'image/png', 1, '\\x00'::bytea)`),
      ).rejects.toThrow();
    });
  });
}
