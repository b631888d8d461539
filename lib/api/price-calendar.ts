// GET /api/price-calendar for the flight date picker and the strip above the flight results: the lowest fare of each day
// around a day, for a route, cabin and party. The app's own route (app/api/price-calendar) answers it from a cached
// provider call; in the browser the two share an answer only when they ask for the same window.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { priceCalendarDay, type PriceCalendarDay } from "@/provider/contracts/flights";
import type { FareClass, Party } from "@/provider/contracts/flight-rules";
import type { Locale } from "@/lib/i18n/routing";
import { BffError, CONNECTION_FALLBACK_MESSAGE } from "./bff-client";
import { queryKeys } from "./keys";

export type PickerFaresQuery = Party & { from: string; to: string; date: string; cabin: FareClass };

const answer = z.object({ date: z.string(), days: z.array(priceCalendarDay) });

function searchOf(query: PickerFaresQuery): URLSearchParams {
  const { from, to, date, adults, children, infants, cabin } = query;
  return new URLSearchParams({ from, to, date, adults: String(adults), children: String(children), infants: String(infants), cabin });
}

/** The days of the window around `query.date`, each `past`, `none` or `available` with its price in SAR minor units. */
export async function getPickerFares(query: PickerFaresQuery, locale: Locale, signal?: AbortSignal): Promise<PriceCalendarDay[]> {
  let response: Response;
  try {
    response = await fetch(`/api/price-calendar?${searchOf(query)}&locale=${locale}`, { headers: { accept: "application/json" }, signal });
  } catch (error) {
    throw new BffError(error instanceof Error && error.message ? error.message : CONNECTION_FALLBACK_MESSAGE, 0, "NETWORK");
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = (data && typeof data === "object" ? data : {}) as { message?: unknown; code?: unknown };
    throw new BffError(typeof body.message === "string" ? body.message : CONNECTION_FALLBACK_MESSAGE, response.status, String(body.code ?? response.status));
  }
  const parsed = answer.safeParse(data);
  if (!parsed.success) throw new BffError(CONNECTION_FALLBACK_MESSAGE, 502, "BAD_RESPONSE");
  return parsed.data.days;
}

export const pickerFaresQuery = (query: PickerFaresQuery, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.priceCalendar(searchOf(query).toString()),
    queryFn: ({ signal }) => getPickerFares(query, locale, signal),
    // As long as the server keeps it: a month seen again within a minute is not asked for again.
    staleTime: 60_000,
    // A picker without fares still picks days: no retry that would paint them late.
    retry: false,
  });
