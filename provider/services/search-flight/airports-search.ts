// GET api/Airports/Search?q= — the from/to autocomplete: code, Arabic or English name, city or country.
import { sql } from "drizzle-orm";
import { airportSearchQuery, airportSearchResponse, type AirportSearchResult } from "../../contracts/flights";
import { getDb } from "../../db/client";
import type { Service } from "../../http/service";
import { airportRef, normalizeSearchText, rowsOf, type AirportRow } from "./rows";

const COLUMNS = sql.raw(`id, code, name_ar as "nameAr", name_en as "nameEn", city_ar as "cityAr", city_en as "cityEn",
  country_ar as "countryAr", country_en as "countryEn", country_code as "countryCode", timezone, image`);

export async function searchAirports(q: string, limit = 10): Promise<AirportSearchResult[]> {
  const db = await getDb();
  const needle = normalizeSearchText(q).replace(/[\\%_]/g, (c) => `\\${c}`);
  const result = needle
    ? await db.execute(sql`
        select ${COLUMNS} from airports
        where search_text like ${`%${needle}%`}
        order by
          case
            when code = ${needle.toUpperCase()} then 0
            when (' ' || search_text) like ${`% ${needle}%`} then 1
            else 2
          end,
          code
        limit ${limit}`)
    : // Nothing typed yet: the home country's airports first.
      await db.execute(sql`select ${COLUMNS} from airports order by (country_code = 'SA') desc, code limit ${limit}`);
  return rowsOf<AirportRow>(result).map((a) => ({ ...airportRef(a), id: a.id, image: a.image }));
}

export function registerAirportSearchRoutes(svc: Service): void {
  svc.get(
    "api/Airports/Search",
    {
      summary: "Airports matching a code, name, city or country (Arabic or English)",
      access: "public",
      query: airportSearchQuery,
      response: airportSearchResponse,
    },
    ({ query }) => searchAirports(query.q),
  );
}
