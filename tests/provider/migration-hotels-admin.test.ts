// Migration 0017 (admin hotels, issue 24 point 1) over a hotel and room type written before it: the room sleeps adults
// only (adults = capacity), the hotel has no policies and is on sale, and the new date rules refuse overlapping ranges.
import { describe, expect, it } from "vitest";
import { requirePostgres } from "../support/db";
import { migratedOver } from "./migration-support";

const postgres = await requirePostgres();
const TAG = "0017_hotels_admin";

const OLD_ROWS = `insert into cities (slug, name_ar, name_en, country_ar, country_en, country_code, timezone) values ('jeddah', 'جدة', 'Jeddah', 'السعودية', 'Saudi Arabia', 'SA', 'Asia/Riyadh');
  insert into hotels (id, city, name_ar, name_en, description_ar, description_en, address_ar, address_en, lat, lng, stars, rating, landmark, landmark_km, airport_km)
  values (7, 'jeddah', 'فندق قديم', 'Old Hotel', 'وصف', 'About', 'عنوان', 'Address', 21.5, 39.1, 4, 80, 'corniche', 1, 20);
  insert into hotel_room_types (id, hotel_id, name_ar, name_en, capacity, bed_type, board, size_sqm, nightly_price, weekend_price, refundable, free_cancellation_days)
  values (70, 7, 'غرفة عائلية', 'Family Room', 4, 'family', 'breakfast', 40, 50000, null, true, 3);`;

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`migration ${TAG} over an older hotel on ${kind}`, () => {
    const migrated = migratedOver(kind, TAG, OLD_ROWS);

    it("keeps the room type sleeping adults only, the hotel on sale with no policies", async () => {
      const [room] = await migrated().rows<Record<string, unknown>>("select capacity, adults, archived_at from hotel_room_types where id = 70");
      expect(room).toEqual({ capacity: 4, adults: 4, archived_at: null });
      const [hotel] = await migrated().rows<Record<string, unknown>>("select policies_ar, policies_en, archived_at from hotels where id = 7");
      expect(hotel).toEqual({ policies_ar: "", policies_en: "", archived_at: null });
    });

    it("refuses a second date rule overlapping the first for the same room type", async () => {
      await migrated().exec(
        "insert into hotel_room_rates (room_type_id, from_date, to_date, closed, price) values (70, '2030-05-01', '2030-05-03', true, null)",
      );
      await expect(
        migrated().exec("insert into hotel_room_rates (room_type_id, from_date, to_date, closed, price) values (70, '2030-05-03', '2030-05-04', false, 60000)"),
      ).rejects.toThrow();
      await migrated().exec(
        "insert into hotel_room_rates (room_type_id, from_date, to_date, closed, price) values (70, '2030-05-04', '2030-05-04', false, 60000)",
      );
    });
  });
}
