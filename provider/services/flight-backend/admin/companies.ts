// Admin: airlines (SPEC "companies": code, names and location in both languages, logo).
import { sql } from "drizzle-orm";
import { adminCompany, companyListQuery, companyRequest } from "../../../contracts/admin-catalogue";
import { codeTaken, registerCatalogueCrud } from "../../../admin/crud";
import { companies } from "../../../db/schema";
import type { Service } from "../../../http/service";

const FLIGHT_COUNT = sql`(select count(*)::int from flights f where f.company_id = c.id)`;

export function registerAdminCompanyRoutes(svc: Service): void {
  registerCatalogueCrud(svc, {
    entity: "company",
    path: "api/Admin/Companies",
    names: ["airlines", "airline"],
    table: companies,
    columns: sql`c.id, c.code, c.name_ar as "nameAr", c.name_en as "nameEn", c.location_ar as "locationAr", c.location_en as "locationEn",
      c.logo, ${FLIGHT_COUNT} as "flightCount"`,
    from: sql`companies c`,
    idColumn: sql`c.id`,
    search: (p) => sql`c.code ilike ${p} or c.name_ar ilike ${p} or c.name_en ilike ${p} or c.location_ar ilike ${p} or c.location_en ilike ${p}`,
    orderBy: (locale) => {
      const l = sql.raw(locale === "en" ? "en" : "ar");
      return { code: sql`c.code`, name: sql`c.name_${l}`, location: sql`c.location_${l}`, flights: FLIGHT_COUNT };
    },
    listQuery: companyListQuery,
    item: adminCompany,
    request: companyRequest,
    clashes: { companies_code_key: codeTaken },
  });
}
