// The admin catalogue's records: where each lives on the provider and how its list is queried. Only lib/provider and
// lib/api read the paths; pages and components name a record by its key.
import type { ProviderService } from "@/lib/endpoints";
import {
  adminAirport,
  adminCompany,
  adminMeal,
  adminPlane,
  adminPlaneSummary,
  airportListQuery,
  airportRequest,
  companyListQuery,
  companyRequest,
  mealListQuery,
  mealRequest,
  planeListQuery,
  planeRequest,
} from "@/provider/contracts/admin-catalogue";

export const CATALOGUE = {
  airports: { path: "api/Admin/Airports", listQuery: airportListQuery, row: adminAirport, record: adminAirport, request: airportRequest },
  companies: { path: "api/Admin/Companies", listQuery: companyListQuery, row: adminCompany, record: adminCompany, request: companyRequest },
  meals: { path: "api/Admin/Meals", listQuery: mealListQuery, row: adminMeal, record: adminMeal, request: mealRequest },
  planes: { path: "api/Admin/Planes", listQuery: planeListQuery, row: adminPlaneSummary, record: adminPlane, request: planeRequest },
} as const;

export type CatalogueKey = keyof typeof CATALOGUE;
export const CATALOGUE_SERVICE = "flight-backend" satisfies ProviderService;

/** The list state a page's URL holds, read with the provider's own rules (unknown sorts fall back, bad pages are 1). */
export function listStateOf(key: CatalogueKey, searchParams: Record<string, string | string[] | undefined>) {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const raw = { q: first(searchParams.q), sort: first(searchParams.sort), dir: first(searchParams.dir), page: first(searchParams.page) };
  const parsed = CATALOGUE[key].listQuery.safeParse(raw);
  if (parsed.success) return parsed.data as ListState;
  // A query too long or a page out of range: the list from its start, the search kept out.
  return CATALOGUE[key].listQuery.parse({ sort: raw.sort, dir: raw.dir }) as ListState;
}
export type ListState = { q?: string; sort: string; dir: "asc" | "desc"; page: number };
/** A list with its own narrowing beside the search (the bookings' kind, status and days), kept in its links. */
export type FilteredListState = ListState & { filters?: Record<string, string | undefined> };
