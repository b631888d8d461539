// Migration 0015 (an offer's provider in Arabic) over offers saved before it: a seeded provider gets its Arabic name,
// another keeps its own for the admin to write, and a new offer must name it.
import { describe, expect, it } from "vitest";
import { requirePostgres } from "../support/db";
import { migratedOver } from "./migration-support";

const postgres = await requirePostgres();
const TAG = "0015_offer_provider_name_ar";

const OLD_ROWS = `insert into offers (title_ar, title_en, description_ar, description_en, type, destination, price, start_date, end_date, availability, provider_name)
  values ('عرض', 'Offer', 'وصف', 'Text', 'flight', 'JED', 10000, '2030-01-01', '2030-02-01', 5, 'flynas'),
    ('عرض 2', 'Offer 2', 'وصف', 'Text', 'hotel', 'JED', 10000, '2030-01-01', '2030-02-01', 5, 'Rahhal Holidays'),
    ('عرض 3', 'Offer 3', 'وصف', 'Text', 'hotel', 'JED', 10000, '2030-01-01', '2030-02-01', 5, 'Someone Else Tours');`;

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`migration ${TAG} over older offers on ${kind}`, () => {
    const migrated = migratedOver(kind, TAG, OLD_ROWS);

    it("names a seeded provider in Arabic and keeps another's name", async () => {
      expect(await migrated().rows(`select title_en, provider_name_ar from offers where title_en like 'Offer%' order by title_en`)).toEqual([
        { title_en: "Offer", provider_name_ar: "طيران ناس" },
        { title_en: "Offer 2", provider_name_ar: "رحّال للعطلات" },
        { title_en: "Offer 3", provider_name_ar: "Someone Else Tours" },
      ]);
    });
  });
}
