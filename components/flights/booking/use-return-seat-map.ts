"use client";

import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { seatMapQuery } from "@/lib/api/flights";
import { seatIndex } from "@/lib/flights/booking/seat-map";
import type { FlightView } from "@/lib/flights/booking/types";
import type { Locale } from "@/lib/i18n/routing";

/** A round trip's return seat map (prefetched by the page like the outbound's); a one-way booking asks for none. */
export function useReturnSeatMap(returnFlight: FlightView | null, locale: Locale) {
  const query = useQuery({ ...seatMapQuery(returnFlight?.id ?? "", locale), enabled: returnFlight !== null });
  const seatMap = returnFlight ? (query.data ?? null) : null;
  const seatsById = useMemo(() => (returnFlight ? seatIndex(seatMap?.cabins ?? []) : undefined), [returnFlight, seatMap]);
  return { query, seatMap, seatsById };
}
