// Migration 0013 (transfer suppliers, airports' meeting points) over an airport and a transfer written before it: both
// keep their rows, with no supplier and no meeting point (null), which the reservation reader answers as null.
import { describe, expect, it } from "vitest";
import { requirePostgres } from "../support/db";
import { migratedOver } from "./migration-support";

const postgres = await requirePostgres();
const TAG = "0013_taxi_suppliers_meeting_points";

const OLD_ROWS = `insert into airports (id, code, name_ar, name_en, city_ar, city_en, country_ar, country_en, country_code, timezone)
    values (901, 'OLD', 'مطار قديم', 'Old Airport', 'الرياض', 'Riyadh', 'السعودية', 'Saudi Arabia', 'SA', 'Asia/Riyadh');
  insert into taxi_transfers (id, airport_id, area, area_ar, area_en, vehicle_class, passenger_group, vehicle_ar, vehicle_en, max_passengers,
      max_bags, price, distance_km, duration_minutes, free_waiting_minutes, meet_and_greet, child_seats, vehicles_per_slot)
    values (901, 901, 'olaya', 'العليا', 'Al Olaya', 'sedan', '1-3', 'كامري', 'Camry', 3, 3, 12000, 35, 40, 60, true, 1, 2);`;

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`migration ${TAG} over an older transfer on ${kind}`, () => {
    const migrated = migratedOver(kind, TAG, OLD_ROWS);

    it("keeps the airport and the transfer, with no meeting point and no supplier", async () => {
      expect(await migrated().rows(`select code, meeting_point_ar, meeting_point_en from airports where id = 901`)).toEqual([
        { code: "OLD", meeting_point_ar: null, meeting_point_en: null },
      ]);
      expect(await migrated().rows(`select area, supplier_id from taxi_transfers where id = 901`)).toEqual([{ area: "olaya", supplier_id: null }]);
    });

    it("refuses a supplier phone that is not E.164", async () => {
      await expect(migrated().exec(`insert into taxi_suppliers (name_ar, name_en, phone) values ('س', 'S', '0550100202')`)).rejects.toThrow(
        /taxi_suppliers_phone_e164/,
      );
      await migrated().exec(`insert into taxi_suppliers (name_ar, name_en, phone) values ('س', 'S', '+966550100202')`);
    });
  });
}
