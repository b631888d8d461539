// Migration 0008 over payments and planes made before it: each payment's key now belongs to the reservation's owner
// (two users may then use the same key, one user still not twice), and plane models that differed only in case stay,
// the later ones renamed with their id, with the model unique whatever its case from then on.
import { describe, expect, it } from "vitest";
import { requirePostgres } from "../support/db";
import { migratedOver } from "./migration-support";

const postgres = await requirePostgres();
const TAG = "0008_scoped_keys_plane_models";
const ALICE = "00000000-0000-4000-8000-0000000000a1";
const BOB = "00000000-0000-4000-8000-0000000000a2";
const R1 = "00000000-0000-4000-8000-0000000000b1";
const R2 = "00000000-0000-4000-8000-0000000000b2";

const reservation = (id: string, user: string, reference: string) =>
  `insert into reservations (id, kind, reference, user_id, status, payment_status, hold_expires_at, base, tax, service_fees, discount, extras, total,
     cancellation_deadline, free_cancellation_until, cancellation_fee_percent)
   values ('${id}', 'offer', '${reference}', '${user}', 'confirmed', 'paid', now(), 1000, 0, 0, 0, 0, 1000, now() + interval '9 days', null, 10);`;

// The offers the reservations are of are not what is tested: their detail rows' checks are off while writing.
const OLD_ROWS = `set session_replication_role = replica;
  insert into users (id, name, email, phone_number, password_hash, email_confirmed) values
    ('${ALICE}', 'Alice', 'alice.0008@example.com', '+966500000801', 'x', true),
    ('${BOB}', 'Bob', 'bob.0008@example.com', '+966500000802', 'x', true);
  ${reservation(R1, ALICE, "MIG801")}
  ${reservation(R2, BOB, "MIG802")}
  insert into payments (reservation_id, idempotency_key, provider, status, amount) values
    ('${R1}', 'key_alice_0008', 'sandbox', 'succeeded', 1000), ('${R2}', 'key_bob_0008', 'sandbox', 'succeeded', 1000);
  insert into planes (id, model) values (801, 'A320neo'), (802, 'a320NEO'), (803, 'Boeing 777'), (804, 'A320NEO');
  set session_replication_role = origin;`;

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`migration ${TAG} on ${kind}`, () => {
    const migrated = migratedOver(kind, TAG, OLD_ROWS);

    it("gives each payment its reservation's owner, then scopes keys to the user", async () => {
      const rows = await migrated().rows<{ reservation_id: string; user_id: string }>("select reservation_id, user_id from payments order by reservation_id");
      expect(rows).toEqual([
        { reservation_id: R1, user_id: ALICE },
        { reservation_id: R2, user_id: BOB },
      ]);
      // Bob may use Alice's key; Alice may not use it twice.
      await migrated().exec(
        `insert into payments (reservation_id, user_id, idempotency_key, provider, status, amount) values ('${R2}', '${BOB}', 'key_alice_0008', 'sandbox', 'declined', 1000)`,
      );
      await expect(
        migrated().exec(
          `insert into payments (reservation_id, user_id, idempotency_key, provider, status, amount) values ('${R1}', '${ALICE}', 'key_alice_0008', 'sandbox', 'declined', 1000)`,
        ),
      ).rejects.toThrow(/payments_user_idempotency_key/);
    });

    it("keeps every plane, renames the later case-twins with their id, and refuses a model again in another case", async () => {
      const planes = await migrated().rows<{ id: number; model: string }>("select id, model from planes where id between 801 and 804 order by id");
      expect(planes).toEqual([
        { id: 801, model: "A320neo" },
        { id: 802, model: "a320NEO (802)" },
        { id: 803, model: "Boeing 777" },
        { id: 804, model: "A320NEO (804)" },
      ]);
      await expect(migrated().exec("insert into planes (model, model_ar) values ('BOEING 777', 'بوينغ 777')")).rejects.toThrow(/planes_model_key/);
    });
  });
}
