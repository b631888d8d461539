"use client";

import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { seatMapQuery } from "@/lib/api/flights";
import { seatIndex } from "@/lib/flights/booking/seat-map";
import type { FlightView } from "@/lib/flights/booking/types";
import type { Locale } from "@/lib/i18n/routing";
import { useLoadWhenIdle } from "./use-load-when-idle";

/**
 * The booking's seat maps (a round trip's return one too; a one-way booking asks for none), loaded in the browser: the
 * page does not send them, only the second step shows them. They load once the browser is idle after the page took
 * over, or at once on `loadSeatsNow` (the traveller left the first step first).
 */
export function useSeatMaps(flight: FlightView, returnFlight: FlightView | null, locale: Locale) {
  const [load, loadSeatsNow] = useLoadWhenIdle();
  const seatQuery = useQuery({ ...seatMapQuery(flight.id, locale), enabled: load });
  const returnSeatQuery = useQuery({ ...seatMapQuery(returnFlight?.id ?? "", locale), enabled: load && returnFlight !== null });
  const seatMap = seatQuery.data ?? null;
  const returnSeatMap = returnFlight ? (returnSeatQuery.data ?? null) : null;
  const seatsById = useMemo(() => seatIndex(seatMap?.cabins ?? []), [seatMap]);
  const returnSeatsById = useMemo(() => (returnFlight ? seatIndex(returnSeatMap?.cabins ?? []) : undefined), [returnFlight, returnSeatMap]);
  return { seatQuery, seatMap, seatsById, returnSeatQuery, returnSeatMap, returnSeatsById, loadSeatsNow };
}
