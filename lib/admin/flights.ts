// The admin flights list's state in the URL, read with the provider's own rules, and what the flight form needs to
// know about the catalogue (airports with their zones, airlines, planes with seats per class, meals).
import { flightListQuery } from "@/provider/contracts/admin-flights";
import type { ListState } from "./catalogue";

export function flightListState(searchParams: Record<string, string | string[] | undefined>): ListState {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const raw = { q: first(searchParams.q), sort: first(searchParams.sort), dir: first(searchParams.dir), page: first(searchParams.page) };
  const parsed = flightListQuery.safeParse(raw);
  // A query too long or a page out of range: the list from its start, the search kept out.
  return parsed.success ? parsed.data : flightListQuery.parse({ sort: raw.sort, dir: raw.dir });
}

export type FlightFormOptions = {
  airports: { id: number; code: string; nameAr: string; nameEn: string; timezone: string }[];
  companies: { id: number; code: string; nameAr: string; nameEn: string }[];
  planes: { id: number; model: string; seats: { first: number; business: number; economy: number } }[];
  meals: { id: number; nameAr: string; nameEn: string; price: number }[];
};
