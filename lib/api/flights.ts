// GET flight-backend api/Flights/:id/Seats for the booking form's seat map (the flight itself comes from the server).
import { queryOptions } from "@tanstack/react-query";
import { seatMapResponse } from "@/provider/contracts/flights";
import { seatMapFromWire } from "@/lib/flights/booking/seat-map";
import type { SeatMapView } from "@/lib/flights/booking/types";
import type { Locale } from "@/lib/i18n/routing";
import { bffFetch, BffError } from "./bff-client";
import { queryKeys } from "./keys";
import { seatMapEndpoint } from "@/lib/endpoints";

/** The plane's seats as the map draws them, or null when the flight is unknown (the provider's 404). */
export async function getSeatMap(flightId: string, locale: Locale): Promise<SeatMapView | null> {
  try {
    return seatMapFromWire(await bffFetch(...seatMapEndpoint(flightId), { locale, schema: seatMapResponse }), locale);
  } catch (error) {
    if (error instanceof BffError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

// Short-lived: others take seats all the time. A seat taken meanwhile is refused by the provider (SEAT_TAKEN),
// and the form then refetches the map.
export const seatMapQuery = (flightId: string, locale: Locale) =>
  queryOptions({ queryKey: queryKeys.seatMap(flightId, locale), queryFn: () => getSeatMap(flightId, locale), staleTime: 30_000 });
