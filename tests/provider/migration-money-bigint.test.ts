// Migration 0007 (money as bigint) over a database holding a paid reservation, its payment and a priced catalogue made
// before it: every amount stays as it was, every money column is now a bigint that takes a sum past 2³¹, and the
// catalogue the admin cannot edit yet refuses a price past MAX_PRICE.
import { describe, expect, it } from "vitest";
import { requirePostgres } from "../support/db";
import { migratedOver } from "./migration-support";

const postgres = await requirePostgres();
const TAG = "0007_money_bigint";
const USER = "00000000-0000-4000-8000-0000000000aa";
const RESERVATION = "00000000-0000-4000-8000-0000000000b1";

// Written as the app wrote them then; the offer is not what is tested, so foreign keys are off while they are written.
// The user exists, as every reservation's does (a later migration gives payments their reservation's user, with a
// foreign key), and so do the room type's hotel and city: a later migration updates every room type (0017 sets its
// adults), and that update failed on the orphan room type's foreign key (CI, 2026-11-27).
const OLD_ROWS = `set session_replication_role = replica;
  insert into users (id, name, email, phone_number, password_hash) values ('${USER}', 'Layla', 'layla.old@example.com', '+966500000099', 'x');
  insert into reservations (id, kind, reference, user_id, status, payment_status, hold_expires_at, base, tax, service_fees, discount, extras, total,
    cancellation_deadline, free_cancellation_until, cancellation_fee_percent, cancellation_fee, refund_amount)
  values ('${RESERVATION}', 'offer', 'OLD234', '${USER}', 'cancelled', 'refunded', now(), 2147483000, 0, 0, 0, 0, 2147483000, now() + interval '9 days', null, 10, 214748300, 1932734700);
  insert into reservation_offers (reservation_id, kind, offer_id, traveler_count, unit_price, lead_full_name, lead_email, lead_phone)
  values ('${RESERVATION}', 'offer', 7, 20, 107374150, 'Layla Hassan', 'layla@example.com', '+966501234567');
  insert into payments (reservation_id, idempotency_key, provider, status, amount) values ('${RESERVATION}', 'key_old_payment', 'sandbox', 'succeeded', 2147483000);
  insert into cities (slug, name_ar, name_en, country_ar, country_en, country_code, timezone) values ('jeddah', 'جدة', 'Jeddah', 'السعودية', 'Saudi Arabia', 'SA', 'Asia/Riyadh');
  insert into hotels (id, city, name_ar, name_en, description_ar, description_en, address_ar, address_en, lat, lng, stars, rating, landmark, landmark_km, airport_km)
  values (1, 'jeddah', 'فندق', 'Hotel', 'وصف', 'About', 'عنوان', 'Address', 21.5, 39.2, 4, 80, 'corniche', 1, 20);
  insert into hotel_room_types (id, hotel_id, name_ar, name_en, capacity, bed_type, board, size_sqm, nightly_price, weekend_price, refundable, free_cancellation_days)
  values (900, 1, 'غرفة', 'Room', 2, 'king', 'breakfast', 30, 40000, null, false, null);
  set session_replication_role = origin;`;

const MONEY_COLUMNS = [
  ["reservations", "base"],
  ["reservations", "tax"],
  ["reservations", "service_fees"],
  ["reservations", "discount"],
  ["reservations", "extras"],
  ["reservations", "total"],
  ["reservations", "cancellation_fee_amount"],
  ["reservations", "cancellation_fee"],
  ["reservations", "refund_amount"],
  ["payments", "amount"],
  ["reservation_travelers", "price"],
  ["reservation_extras", "unit_price"],
  ["reservation_extras", "total"],
  ["reservation_offers", "unit_price"],
  ["reservation_offers", "unit_original_price"],
  ["reservation_stays", "nightly_price"],
  ["reservation_stays", "weekend_price"],
  ["reservation_stays", "security_deposit"],
  ["reservation_taxis", "unit_price"],
  ["flights", "tax"],
  ["flights", "service_fees"],
  ["flights", "discount"],
  ["flights", "profit"],
  ["flights", "seat_selection_price"],
  ["flights", "booking_ticket_price"],
  ["flight_classes", "price"],
  ["flight_tickets", "price"],
  ["flight_tickets", "edit_fees"],
  ["flight_bags", "price"],
  ["meals", "price"],
  ["offers", "price"],
  ["offers", "original_price"],
  ["hotel_room_types", "nightly_price"],
  ["hotel_room_types", "weekend_price"],
  ["chalets", "nightly_price"],
  ["chalets", "weekend_price"],
  ["chalets", "security_deposit"],
  ["taxi_transfers", "price"],
] as const;

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`migration ${TAG} over older amounts on ${kind}`, () => {
    const migrated = migratedOver(kind, TAG, OLD_ROWS);

    it("keeps every amount, now in bigint columns", async () => {
      const [r] = await migrated().rows<Record<string, string>>(
        `select r.total::text as total, r.cancellation_fee::text as fee, r.refund_amount::text as refund, o.unit_price::text as unit, p.amount::text as paid,
           (select nightly_price::text from hotel_room_types where id = 900) as nightly
         from reservations r join reservation_offers o on o.reservation_id = r.id join payments p on p.reservation_id = r.id`,
      );
      expect(r).toEqual({ total: "2147483000", fee: "214748300", refund: "1932734700", unit: "107374150", paid: "2147483000", nightly: "40000" });
      const types = await migrated().rows<{ table_name: string; column_name: string; data_type: string }>(
        `select table_name, column_name, data_type from information_schema.columns where table_schema = 'public'
           and (table_name, column_name) in (${MONEY_COLUMNS.map(([t, c]) => `('${t}', '${c}')`).join(", ")})`,
      );
      expect(types).toHaveLength(MONEY_COLUMNS.length);
      expect(types.filter((t) => t.data_type !== "bigint")).toEqual([]);
    });

    it("holds a total past 2³¹ exactly, and refuses a catalogue price past MAX_PRICE", async () => {
      await migrated().exec(`update reservations set total = 55260000000, base = 55260000000 where id = '${RESERVATION}'`);
      const [r] = await migrated().rows<{ total: string }>(`select total::text as total from reservations where id = '${RESERVATION}'`);
      expect(r!.total).toBe("55260000000");
      await expect(migrated().exec("update hotel_room_types set nightly_price = 100000001 where id = 900")).rejects.toThrow(/hotel_room_types_prices_max/);
      await migrated().exec("update hotel_room_types set nightly_price = 100000000 where id = 900");
    });
  });
}
