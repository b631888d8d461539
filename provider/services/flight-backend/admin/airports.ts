// Admin: airports (code, names, city and country in both languages, time zone, picture).
import { sql } from "drizzle-orm";
import { adminAirport, airportListQuery, airportRequest } from "../../../contracts/admin-catalogue";
import { codeTaken, registerCatalogueCrud } from "../../../admin/crud";
import { airports } from "../../../db/schema";
import type { Service } from "../../../http/service";

/** Flights that depart from, arrive at or stop at airport `a`. */
const FLIGHT_COUNT = sql`(select count(*)::int from flights f where f.departure_airport_id = a.id or f.arrival_airport_id = a.id
  or exists (select 1 from flight_stops s where s.flight_id = f.id and s.airport_id = a.id))`;

export function registerAdminAirportRoutes(svc: Service): void {
  registerCatalogueCrud(svc, {
    entity: "airport",
    path: "api/Admin/Airports",
    names: ["airports", "airport"],
    table: airports,
    columns: sql`a.id, a.code, a.name_ar as "nameAr", a.name_en as "nameEn", a.city_ar as "cityAr", a.city_en as "cityEn",
      a.country_ar as "countryAr", a.country_en as "countryEn", a.country_code as "countryCode", a.timezone, a.image,
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
  });
}
