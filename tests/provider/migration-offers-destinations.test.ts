// Migration 0002 (offers' terms, destinations, the arrival index) over a database holding offers written before it:
// nothing is lost, the old offers get empty terms, and the catalogue answers them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, useDatabase, type Handle } from "@/provider/db/client";
import { call } from "./call";
import { requirePostgres } from "../support/db";
import { foldersBefore, migratedOver, openRaw, type Raw } from "./migration-support";

const postgres = await requirePostgres();
const TAG = "0003_offers_terms_destinations";

const OLD_OFFER = `insert into offers (title_ar, title_en, description_ar, description_en, type, destination, price, start_date, end_date, availability, provider_name)
  values ('عرض قديم', 'Old offer', 'وصف', 'Description', 'hotel', 'JED', 50000, current_date, current_date + 10, 3, 'Rahhal')`;

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`migration ${TAG} over older rows on ${kind}`, () => {
    const migrated = migratedOver(kind, TAG, OLD_OFFER);

    it("keeps the offer, with empty terms, and adds the destinations table and the arrival index", async () => {
      expect(await migrated().rows("select title_en, terms_ar, terms_en from offers")).toEqual([{ title_en: "Old offer", terms_ar: "", terms_en: "" }]);
      expect(await migrated().rows("select count(*)::int as n from destinations")).toEqual([{ n: 0 }]);
      expect(await migrated().rows("select indexname from pg_indexes where indexname = 'flights_arrival_departure_idx'")).toEqual([
        { indexname: "flights_arrival_departure_idx" },
      ]);
      await expect(
        migrated().exec(
          "insert into destinations (airport_code, city_ar, city_en, country_ar, country_en) values ('jed', 'جدة', 'Jeddah', 'السعودية', 'Saudi Arabia')",
        ),
      ).rejects.toThrow();
    });
  });
}

describe.skipIf(!postgres)("the catalogue over a migrated older offer", () => {
  let handle: Handle;
  let raw: Raw;
  beforeAll(async () => {
    raw = await openRaw("postgres");
    await raw.migrate(foldersBefore(TAG));
    await raw.exec(OLD_OFFER);
    handle = await openDatabase({ databaseUrl: raw.url!, seed: false });
    useDatabase(handle);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await raw?.close();
  });

  it("answers the old offer with empty terms and its city unknown (no airports yet)", async () => {
    const list = await call<{ items: { title: string; destinationCity: string | null; status: string }[] }>("/offer-backend/api/Offers", { locale: "en" });
    expect(list.json.items).toEqual([expect.objectContaining({ title: "Old offer", destinationCity: null, status: "active" })]);
  });
});
