// Admin: airports (code, names, city and country in both languages, time zone, picture, transfers' meeting point).
import { sql } from "drizzle-orm";
import { adminAirport, airportListQuery, airportRequest } from "../../../contracts/admin-catalogue";
import { codeTaken, registerCatalogueCrud } from "../../../admin/crud";
import { hasTaxRules } from "../../../contracts/taxes";
import { airports } from "../../../db/schema";
import type { Db } from "../../../db/client";
import { ProviderError } from "../../../http/errors";
import type { Service } from "../../../http/service";
import { rowsOf } from "../../search-flight/rows";

/** Flights that depart from, arrive at or stop at airport `a`. */
const FLIGHT_COUNT = sql`(select count(*)::int from flights f where f.departure_airport_id = a.id or f.arrival_airport_id = a.id
  or exists (select 1 from flight_stops s where s.flight_id = f.id and s.airport_id = a.id))`;

/**
 * Offers and the home page's destinations name an airport by its code (an offer may name one before it is in the
 * catalogue), so a used code cannot change: renaming it would leave them on the old code. Flights refer by id.
 */
async function refuseCodeChangeInUse(tx: Pick<Db, "execute">, before: { code: string }, body: { code: string }): Promise<void> {
  if (body.code === before.code) return;
  const used = await tx.execute(
    sql`select (select count(*)::int from offers where origin = ${before.code} or destination = ${before.code})
      + (select count(*)::int from destinations where airport_code = ${before.code}) as n`,
  );
  const n = Number(rowsOf<{ n: number }>(used)[0]?.n ?? 0);
  if (n > 0) throw new ProviderError(409, "AIRPORT_CODE_IN_USE", { code: "airportCodeInUse" });
}

/**
 * Transfers are priced with the taxes of their airport's country (COUNTRY_TAXES): an airport with transfers cannot move
 * to a country without rules, or every search listing them would fail.
 */
async function refuseUntaxedCountryWithTransfers(
  tx: Pick<Db, "execute">,
  before: { id: number; countryCode: string },
  body: { countryCode: string },
): Promise<void> {
  if (body.countryCode === before.countryCode || hasTaxRules(body.countryCode)) return;
  const used = await tx.execute(sql`select count(*)::int as n from taxi_transfers where airport_id = ${before.id}`);
  if (Number(rowsOf<{ n: number }>(used)[0]?.n ?? 0) > 0) throw new ProviderError(409, "AIRPORT_COUNTRY_UNTAXED", { countryCode: "countryNoTaxRules" });
}

export function registerAdminAirportRoutes(svc: Service): void {
  registerCatalogueCrud(svc, {
    entity: "airport",
    path: "api/Admin/Airports",
    names: ["airports", "airport"],
    table: airports,
    columns: sql`a.id, a.code, a.name_ar as "nameAr", a.name_en as "nameEn", a.city_ar as "cityAr", a.city_en as "cityEn",
      a.country_ar as "countryAr", a.country_en as "countryEn", a.country_code as "countryCode", a.timezone, a.image,
      a.meeting_point_ar as "meetingPointAr", a.meeting_point_en as "meetingPointEn",
      ${FLIGHT_COUNT} as "flightCount"`,
    from: sql`airports a`,
    idColumn: sql`a.id`,
    search: (p) =>
      sql`a.code ilike ${p} or a.name_ar ilike ${p} or a.name_en ilike ${p} or a.city_ar ilike ${p} or a.city_en ilike ${p} or a.country_ar ilike ${p} or a.country_en ilike ${p}`,
    orderBy: (locale) => {
      const l = sql.raw(locale === "en" ? "en" : "ar");
      return { code: sql`a.code`, name: sql`a.name_${l}`, city: sql`a.city_${l}`, country: sql`a.country_${l}`, flights: FLIGHT_COUNT };
    },
    listQuery: airportListQuery,
    item: adminAirport,
    request: airportRequest,
    clashes: { airports_code_key: codeTaken },
    checkEdit: async (tx, before, body) => {
      await refuseCodeChangeInUse(tx, before, body);
      await refuseUntaxedCountryWithTransfers(tx, before, body);
    },
  });
}
