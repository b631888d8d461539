// Migration 0018 (admin chalets: minimum nights, archive) over a database holding chalets written before it: each
// keeps every field, takes stays of one night or more as before, is on sale, and refuses a minimum outside 1–30.
import { describe, expect, it } from "vitest";
import { requirePostgres } from "../support/db";
import { migratedOver } from "./migration-support";

const postgres = await requirePostgres();
const TAG = "0018_chalet_admin";

const OLD_ROWS = `insert into cities (slug, name_ar, name_en, country_ar, country_en, country_code, timezone)
    values ('riyadh', 'الرياض', 'Riyadh', 'السعودية', 'Saudi Arabia', 'SA', 'Asia/Riyadh');
  insert into chalets (city, district_ar, district_en, name_ar, name_en, description_ar, description_en, lat, lng, capacity, bedrooms, bathrooms,
    private_pool, rating, families_only, no_parties, security_deposit, check_in_from, check_in_until, check_out_from, check_out_until,
    nightly_price, weekend_price, free_cancellation_days)
  values ('riyadh', 'الثمامة', 'Al Thumamah', 'شاليه قديم', 'Old Chalet', 'وصف', 'About', 24.9, 46.8, 10, 2, 2, true, 90, true, true, 50000,
    '16:00', '23:00', '08:00', '12:00', 100000, 150000, 3);`;

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`migration ${TAG} over older chalets on ${kind}`, () => {
    const migrated = migratedOver(kind, TAG, OLD_ROWS);

    it("keeps the chalet as it was, on sale, taking stays of one night or more", async () => {
      expect(
        await migrated().rows(
          `select name_en, nightly_price::int as nightly, min_nights, archived_at is null as on_sale, updated_at is not null as dated from chalets`,
        ),
      ).toEqual([{ name_en: "Old Chalet", nightly: 100000, min_nights: 1, on_sale: true, dated: true }]);
    });

    it("refuses a minimum outside 1–30 nights", async () => {
      await expect(migrated().exec(`update chalets set min_nights = 0`)).rejects.toThrow();
      await expect(migrated().exec(`update chalets set min_nights = 31`)).rejects.toThrow();
      await migrated().exec(`update chalets set min_nights = 30`);
    });
  });
}
