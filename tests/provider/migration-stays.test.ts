// Migration 0006 (hotels, chalets, transfers) over a database holding reservations and favorites made before it:
// every row stays as it was (no fixed cancellation fee, the same detail), and the widened checks accept them.
import { describe, expect, it } from "vitest";
import { requirePostgres } from "../support/db";
import { migratedOver } from "./migration-support";

const postgres = await requirePostgres();
const TAG = "0006_stays_chalets_taxis";
const USER = "00000000-0000-4000-8000-0000000000aa";
const RESERVATION = "00000000-0000-4000-8000-0000000000b1";
const FLIGHT = "00000000-0000-4000-8000-0000000000f1";

// Written as the app wrote them then; the user, offer and flight are not what is tested, so foreign keys are off.
const OLD_ROWS = `set session_replication_role = replica;
  insert into reservations (id, kind, reference, user_id, status, payment_status, hold_expires_at, base, tax, service_fees, discount, extras, total,
    cancellation_deadline, free_cancellation_until, cancellation_fee_percent)
  values ('${RESERVATION}', 'offer', 'OLD234', '${USER}', 'confirmed', 'paid', now(), 24000, 0, 0, 0, 0, 24000, now() + interval '9 days', null, 10);
  insert into reservation_offers (reservation_id, kind, offer_id, traveler_count, unit_price, lead_full_name, lead_email, lead_phone)
  values ('${RESERVATION}', 'offer', 7, 2, 12000, 'Layla Hassan', 'layla@example.com', '+966501234567');
  insert into favorites (user_id, kind, flight_id) values ('${USER}', 'flight', '${FLIGHT}');
  insert into favorites (user_id, kind, offer_id) values ('${USER}', 'offer', 7);
  set session_replication_role = origin;`;

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`migration ${TAG} over older reservations and favorites on ${kind}`, () => {
    const migrated = migratedOver(kind, TAG, OLD_ROWS);

    it("keeps the reservation with its terms and detail, and the favorites", async () => {
      const [r] = await migrated().rows<Record<string, unknown>>(
        `select r.kind::text, r.reference, r.total::int as total, r.cancellation_fee_percent, r.cancellation_fee_amount::int as cancellation_fee_amount, o.traveler_count
         from reservations r join reservation_offers o on o.reservation_id = r.id`,
      );
      expect(r).toEqual({ kind: "offer", reference: "OLD234", total: 24000, cancellation_fee_percent: 10, cancellation_fee_amount: null, traveler_count: 2 });
      const favorites = await migrated().rows<{ kind: string }>("select kind::text from favorites order by kind");
      expect(favorites.map((f) => f.kind)).toEqual(["flight", "offer"]);
    });

    it("refuses a hotel favorite without its hotel, and a stay reservation without its detail", async () => {
      await expect(
        migrated().exec(`set session_replication_role = replica; insert into favorites (user_id, kind, offer_id) values ('${USER}', 'hotel', 7)`),
      ).rejects.toThrow();
      await migrated().exec("set session_replication_role = origin");
      await expect(
        migrated().exec(`begin; insert into users (id, name, email, phone_number, password_hash) values ('${USER}', 'L', 'l@example.com', '+966500000001', 'x');
          insert into reservations (kind, reference, user_id, hold_expires_at, base, tax, service_fees, discount, extras, total, cancellation_deadline, cancellation_fee_percent)
          values ('hotel', 'NEW234', '${USER}', now(), 1, 0, 0, 0, 0, 1, now(), 0); commit;`),
      ).rejects.toThrow(/detail/);
      await migrated()
        .exec("rollback")
        .catch(() => undefined);
    });
  });
}
