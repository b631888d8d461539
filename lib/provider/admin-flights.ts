// Admin flights read on the server with the admin's token: the list, one flight's edit shape, and the catalogue the
// form chooses from (every page of the admin lists, read at once).
import "server-only";
import { adminPage, type AdminPage } from "@/provider/contracts/admin";
import { adminFlight, flightPage, type AdminFlight, type AdminFlightSummary } from "@/provider/contracts/admin-flights";
import type { z } from "zod";
import { CATALOGUE, type CatalogueKey, type ListState } from "@/lib/admin/catalogue";
import type { FlightFormOptions } from "@/lib/admin/flights";
import type { Locale } from "@/lib/i18n/routing";
import { providerRequest, ProviderRequestError } from "./client";
import { adminFlightsEndpoint } from "@/lib/endpoints";

export function listAdminFlights(token: string, locale: Locale, state: ListState): Promise<AdminPage<AdminFlightSummary>> {
  return providerRequest(...adminFlightsEndpoint(), { token, locale, query: state, schema: flightPage });
}

/** The flight as the edit form holds it, or null when there is none (the page answers 404). */
export async function getAdminFlight(token: string, locale: Locale, id: string): Promise<AdminFlight | null> {
  try {
    return await providerRequest(...adminFlightsEndpoint(id), { token, locale, schema: adminFlight });
  } catch (error) {
    if (error instanceof ProviderRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

type Row<K extends CatalogueKey> = z.infer<(typeof CATALOGUE)[K]["row"]>;

/** Every row of a catalogue list, page after page (the first answer says how many there are). */
async function everyRow<K extends CatalogueKey>(key: K, sort: string, token: string, locale: Locale): Promise<Row<K>[]> {
  const schema = adminPage(CATALOGUE[key].row as unknown as z.ZodType<Row<K>>);
  const read = (page: number) => providerRequest(CATALOGUE[key].service, CATALOGUE[key].path, { token, locale, query: { sort, page }, schema });
  const first = await read(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, i) => read(i + 2)));
  return [first, ...rest].flatMap((page) => page.items);
}

export async function getFlightFormOptions(token: string, locale: Locale): Promise<FlightFormOptions> {
  const [airports, companies, planes, meals] = await Promise.all([
    everyRow("airports", "code", token, locale),
    everyRow("companies", "code", token, locale),
    everyRow("planes", "model", token, locale),
    everyRow("meals", "name", token, locale),
  ]);
  return {
    airports: airports.map(({ id, code, nameAr, nameEn, timezone }) => ({ id, code, nameAr, nameEn, timezone })),
    companies: companies.map(({ id, code, nameAr, nameEn }) => ({ id, code, nameAr, nameEn })),
    planes: planes.map(({ id, model, seats }) => ({ id, model, seats })),
    meals: meals.map(({ id, nameAr, nameEn, price }) => ({ id, nameAr, nameEn, price })),
  };
}
