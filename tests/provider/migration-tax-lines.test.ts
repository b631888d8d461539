// Migration 0011 (tax lines) over a hotel, a taxi and an offer booked before it: the stay and the ride keep the
// Saudi VAT 15 % they were charged, as a named line of their tax; the offer (its taxes are in its price) gets none.
import { describe, expect, it } from "vitest";
import { requirePostgres } from "../support/db";
import { migratedOver } from "./migration-support";

const postgres = await requirePostgres();
const TAG = "0011_reservation_tax_lines";
const USER = "00000000-0000-4000-8000-0000000000ac";
const ids = { hotel: "00000000-0000-4000-8000-0000000000c1", taxi: "00000000-0000-4000-8000-0000000000c2", offer: "00000000-0000-4000-8000-0000000000c3" };

// The reservations' detail rows are not what is tested: the deferred detail trigger and foreign keys are off.
const reservation = (kind: keyof typeof ids, ref: string, base: number, tax: number, fee: number) =>
  `insert into reservations (id, kind, reference, user_id, status, payment_status, hold_expires_at, base, tax, service_fees, discount, extras, total,
    cancellation_deadline, cancellation_fee_percent)
  values ('${ids[kind]}', '${kind}', '${ref}', '${USER}', 'confirmed', 'paid', now(), ${base}, ${tax}, ${fee}, 0, 0, ${base + tax + fee}, now() + interval '9 days', 0);`;
const OLD_ROWS = `set session_replication_role = replica;
  insert into users (id, name, email, phone_number, password_hash) values ('${USER}', 'Layla', 'layla.tax@example.com', '+966500000098', 'x');
  ${reservation("hotel", "OLDHT1", 120_000, 18_900, 6_000)}
  ${reservation("taxi", "OLDTX1", 12_000, 1_890, 600)}
  ${reservation("offer", "OLDOF1", 300_000, 0, 0)}
  set session_replication_role = origin;`;

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`migration ${TAG} over older bookings on ${kind}`, () => {
    const migrated = migratedOver(kind, TAG, OLD_ROWS);

    it("names the stay's and the ride's tax Saudi VAT 15 %, and leaves the offer without lines", async () => {
      const rows = await migrated().rows<{ kind: string; tax_lines: unknown }>(`select kind::text, tax_lines from reservations order by reference`);
      expect(rows).toEqual([
        { kind: "hotel", tax_lines: [{ code: "vat", percent: 15, amount: 18_900 }] },
        { kind: "offer", tax_lines: null },
        { kind: "taxi", tax_lines: [{ code: "vat", percent: 15, amount: 1_890 }] },
      ]);
    });
  });
}
