// Migration 0014 (a plane's model in Arabic) over planes saved before it: Airbus and Boeing get their Arabic names with
// the type number kept, a model of an unknown maker keeps its Latin name for the admin to write, and none is left empty;
// the seed's Arabic descriptions of hotels and chalets are put in Arabic grammar.
import { describe, expect, it } from "vitest";
import { requirePostgres } from "../support/db";
import { migratedOver } from "./migration-support";

const postgres = await requirePostgres();
const TAG = "0014_plane_model_ar";

const OLD_ROWS = `insert into planes (id, model) values (901, 'Airbus A330-300'), (902, 'Boeing 787-9'), (903, 'Sukhoi Superjet 100'),
    (904, 'boeing 737 MAX 8'), (905, 'Airbusy X1');
  insert into cities (slug, name_ar, name_en, country_ar, country_en, country_code, timezone) values ('old-city', 'الرياض', 'Riyadh', 'السعودية', 'Saudi Arabia', 'SA', 'Asia/Riyadh');
  insert into hotels (id, city, name_ar, name_en, description_ar, description_en, address_ar, address_en, lat, lng, stars, rating, landmark, landmark_km, airport_km)
    values (901, 'old-city', 'فندق', 'Hotel', 'فندق 2 نجوم في حي العليا في الرياض، بغرف مريحة.', 'A 2-star hotel', 'العليا', 'Olaya', 24.7, 46.6, 2, 80, 'city-centre', 1, 20),
      (902, 'old-city', 'فندق آخر', 'Other', 'فندق 4 نجوم في حي الملقا في الرياض.', 'A 4-star hotel', 'الملقا', 'Malqa', 24.7, 46.6, 4, 80, 'city-centre', 1, 20);
  insert into chalets (id, city, district_ar, district_en, name_ar, name_en, description_ar, description_en, lat, lng, capacity, bedrooms, bathrooms,
      private_pool, rating, families_only, no_parties, security_deposit, check_in_from, check_in_until, check_out_from, check_out_until,
      nightly_price, weekend_price, free_cancellation_days)
    values (901, 'old-city', 'بنبان', 'Banban', 'شاليه', 'Chalet', 'شاليه خاص في بنبان بـالرياض، 1 غرف نوم ومسبح.', 'A chalet', 24.7, 46.6, 10, 1, 2,
      true, 80, true, true, 50000, '16:00', '23:00', '08:00', '12:00', 100000, 140000, 3),
    (902, 'old-city', 'بنبان', 'Banban', 'شاليه 2', 'Chalet 2', 'شاليه خاص في بنبان بـالرياض، 2 غرف نوم ومسبح.', 'A chalet', 24.7, 46.6, 10, 2, 2,
      true, 80, true, true, 50000, '16:00', '23:00', '08:00', '12:00', 100000, 140000, 3),
    (903, 'old-city', 'بنبان', 'Banban', 'شاليه 3', 'Chalet 3', 'شاليه خاص في بنبان بـالرياض، 3 غرف نوم ومسبح.', 'A chalet', 24.7, 46.6, 10, 3, 2,
      true, 80, true, true, 50000, '16:00', '23:00', '08:00', '12:00', 100000, 140000, 3);`;

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`migration ${TAG} over older planes on ${kind}`, () => {
    const migrated = migratedOver(kind, TAG, OLD_ROWS);

    it("names each plane in Arabic: the maker in Arabic letters, the type as it was", async () => {
      expect(await migrated().rows(`select id, model_ar from planes where id between 901 and 905 order by id`)).toEqual([
        { id: 901, model_ar: "إيرباص A330-300" },
        { id: 902, model_ar: "بوينغ 787-9" },
        { id: 903, model_ar: "Sukhoi Superjet 100" },
        { id: 904, model_ar: "بوينغ 737 ماكس 8" },
        { id: 905, model_ar: "Airbusy X1" },
      ]);
    });

    it("says the seed's old Arabic descriptions in Arabic grammar: no digit before a singular or a dual, no tatweel after ب", async () => {
      expect(await migrated().rows(`select description_ar from chalets where id between 901 and 903 order by id`)).toEqual([
        { description_ar: "شاليه خاص في بنبان بالرياض، غرفة نوم واحدة ومسبح." },
        { description_ar: "شاليه خاص في بنبان بالرياض، غرفتا نوم ومسبح." },
        { description_ar: "شاليه خاص في بنبان بالرياض، 3 غرف نوم ومسبح." },
      ]);
      expect(await migrated().rows(`select description_ar from hotels where id between 901 and 902 order by id`)).toEqual([
        { description_ar: "فندق بنجمتين في حي العليا في الرياض، بغرف مريحة." },
        { description_ar: "فندق 4 نجوم في حي الملقا في الرياض." },
      ]);
    });

    it("requires the Arabic model of a new plane", async () => {
      await expect(migrated().exec(`insert into planes (model) values ('Test Jet')`)).rejects.toThrow(/model_ar/);
    });
  });
}
