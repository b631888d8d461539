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
import { adminTransfer, transferListQuery, transferRequest } from "@/provider/contracts/admin-transfers";

/** Where the flights' catalogue lives; a record elsewhere names its own service (the transfers, on taxis). */
export const CATALOGUE_SERVICE = "flight-backend" satisfies ProviderService;
const flightBackend = CATALOGUE_SERVICE as ProviderService;

export const CATALOGUE = {
  airports: {
    service: flightBackend,
    path: "api/Admin/Airports",
    listQuery: airportListQuery,
    row: adminAirport,
    record: adminAirport,
    request: airportRequest,
  },
  companies: {
    service: flightBackend,
    path: "api/Admin/Companies",
    listQuery: companyListQuery,
    row: adminCompany,
    record: adminCompany,
    request: companyRequest,
  },
  meals: { service: flightBackend, path: "api/Admin/Meals", listQuery: mealListQuery, row: adminMeal, record: adminMeal, request: mealRequest },
  planes: { service: flightBackend, path: "api/Admin/Planes", listQuery: planeListQuery, row: adminPlaneSummary, record: adminPlane, request: planeRequest },
  // Issue 24 point 3: one row per airport, zone and vehicle class.
  transfers: {
    service: "taxis" as ProviderService,
    path: "api/Admin/Transfers",
    listQuery: transferListQuery,
    row: adminTransfer,
    record: adminTransfer,
    request: transferRequest,
  },
} as const;

export type CatalogueKey = keyof typeof CATALOGUE;

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
