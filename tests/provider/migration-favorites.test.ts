// Migration 0004 (favorites of every kind) over a database holding flight favorites saved before it: every row stays,
// now of kind flight with an id of its own, and the new constraints hold (one reference, the one of its kind).
import { describe, expect, it } from "vitest";
import { requirePostgres } from "../support/db";
import { migratedOver } from "./migration-support";

const postgres = await requirePostgres();
const TAG = "0004_favorites_every_kind";
const USER = "00000000-0000-4000-8000-0000000000aa";
const FLIGHTS = ["00000000-0000-4000-8000-0000000000f1", "00000000-0000-4000-8000-0000000000f2"];

// Written as the app wrote them then; the user and the flights are not what is tested, so their foreign keys are off
// for this one statement (replica mode skips the referential triggers).
const OLD_FAVORITES = `set session_replication_role = replica;
  insert into favorites (user_id, flight_id, created_at) values ('${USER}', '${FLIGHTS[0]}', now() - interval '1 day'), ('${USER}', '${FLIGHTS[1]}', now());
  set session_replication_role = origin;`;

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`migration ${TAG} over older favorites on ${kind}`, () => {
    const migrated = migratedOver(kind, TAG, OLD_FAVORITES);

    it("keeps every favorite as a flight, each with an id", async () => {
      const rows = await migrated().rows<{ kind: string; flight_id: string; offer_id: number | null; has_id: boolean }>(
        "select kind::text, flight_id, offer_id, id is not null as has_id from favorites order by created_at",
      );
      expect(rows).toEqual(FLIGHTS.map((flight_id) => ({ kind: "flight", flight_id, offer_id: null, has_id: true })));
    });

    it("refuses a second copy of a saved flight, a kind without its reference and a row with two", async () => {
      const insert = (values: string) =>
        migrated().exec(`set session_replication_role = replica; insert into favorites (user_id, kind, flight_id, offer_id) values ${values}`);
      await expect(insert(`('${USER}', 'flight', '${FLIGHTS[0]}', null)`)).rejects.toThrow();
      await expect(insert(`('${USER}', 'offer', null, null)`)).rejects.toThrow();
      await expect(insert(`('${USER}', 'offer', '${FLIGHTS[0]}', 1)`)).rejects.toThrow();
      await expect(insert(`('${USER}', 'hotel', '${FLIGHTS[0]}', null)`)).rejects.toThrow();
      await migrated().exec("set session_replication_role = origin");
    });
  });
}
