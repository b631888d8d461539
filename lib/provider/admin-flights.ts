// Admin flights read on the server with the admin's token: the list, one flight's edit shape, and the catalogue the
// form chooses from (every page of the admin lists, read at once).
import "server-only";
import { adminPage, type AdminPage } from "@/provider/contracts/admin";
import { adminAirport, adminCompany, adminMeal, adminPlaneSummary } from "@/provider/contracts/admin-catalogue";
import { adminFlight, flightPage, type AdminFlight, type AdminFlightSummary } from "@/provider/contracts/admin-flights";
import type { z } from "zod";
import type { ListState } from "@/lib/admin/catalogue";
import type { FlightFormOptions } from "@/lib/admin/flights";
import type { Locale } from "@/lib/i18n/routing";
import { providerRequest, ProviderRequestError } from "./client";

const SERVICE = "flight-backend";

export function listAdminFlights(token: string, locale: Locale, state: ListState): Promise<AdminPage<AdminFlightSummary>> {
  return providerRequest(SERVICE, "api/Admin/Flights", { token, locale, query: state, schema: flightPage });
}

/** The flight as the edit form holds it, or null when there is none (the page answers 404). */
export async function getAdminFlight(token: string, locale: Locale, id: string): Promise<AdminFlight | null> {
  try {
    return await providerRequest(SERVICE, `api/Admin/Flights/${encodeURIComponent(id)}`, { token, locale, schema: adminFlight });
  } catch (error) {
    if (error instanceof ProviderRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Every row of an admin list, page after page (the first answer says how many there are). */
async function everyRow<T>(path: string, item: z.ZodType<T>, sort: string, token: string, locale: Locale): Promise<T[]> {
  const schema = adminPage(item);
  const first = await providerRequest(SERVICE, path, { token, locale, query: { sort, page: 1 }, schema });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, i) => providerRequest(SERVICE, path, { token, locale, query: { sort, page: i + 2 }, schema })),
  );
  return [first, ...rest].flatMap((page) => page.items as T[]);
}

export async function getFlightFormOptions(token: string, locale: Locale): Promise<FlightFormOptions> {
  const [airports, companies, planes, meals] = await Promise.all([
    everyRow("api/Admin/Airports", adminAirport, "code", token, locale),
    everyRow("api/Admin/Companies", adminCompany, "code", token, locale),
    everyRow("api/Admin/Planes", adminPlaneSummary, "model", token, locale),
    everyRow("api/Admin/Meals", adminMeal, "name", token, locale),
  ]);
  return {
    airports: airports.map(({ id, code, nameAr, nameEn, timezone }) => ({ id, code, nameAr, nameEn, timezone })),
    companies: companies.map(({ id, code, nameAr, nameEn }) => ({ id, code, nameAr, nameEn })),
    planes: planes.map(({ id, model, seats }) => ({ id, model, seats })),
    meals: meals.map(({ id, nameAr, nameEn, price }) => ({ id, nameAr, nameEn, price })),
  };
}
