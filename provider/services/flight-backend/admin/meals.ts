// Admin: meals on sale on flights (names in both languages, kind, price, picture).
import { sql } from "drizzle-orm";
import { adminMeal, mealListQuery, mealRequest } from "../../../contracts/admin-catalogue";
import { registerCatalogueCrud } from "../../../admin/crud";
import { meals } from "../../../db/schema";
import type { Service } from "../../../http/service";

const FLIGHT_COUNT = sql`(select count(*)::int from flight_meals fm where fm.meal_id = m.id)`;

export function registerAdminMealRoutes(svc: Service): void {
  registerCatalogueCrud(svc, {
    entity: "meal",
    path: "api/Admin/Meals",
    names: ["meals", "meal"],
    table: meals,
    columns: sql`m.id, m.name_ar as "nameAr", m.name_en as "nameEn", m.kind::text as kind, m.price, m.image, ${FLIGHT_COUNT} as "flightCount"`,
    from: sql`meals m`,
    idColumn: sql`m.id`,
    search: (p) => sql`m.name_ar ilike ${p} or m.name_en ilike ${p}`,
    orderBy: (locale) => ({ name: locale === "en" ? sql`m.name_en` : sql`m.name_ar`, kind: sql`m.kind`, price: sql`m.price`, flights: FLIGHT_COUNT }),
    listQuery: mealListQuery,
    item: adminMeal,
    request: mealRequest,
    clashes: {},
  });
}
