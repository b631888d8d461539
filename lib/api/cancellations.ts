// Cancelling a booking of any kind through the BFF, on the service that booked it (lib/reservations/kinds.ts): the
// quote (GET …/Reservations/{id}/Cancellation: the stored terms and what cancelling now costs) and the cancel
// (POST …/Cancel). Every kind answers the same quote and the same core fields, so one client serves them all.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { cancellationQuote } from "@/provider/contracts/booking-core";
import { RESERVATION_STATUSES, type ReservationStatus } from "@/provider/contracts/reservations";
import type { Locale } from "@/lib/i18n/routing";
import { kindService, reservationWirePath, type BookingKind } from "@/lib/reservations/kinds";
import { mapCancellationQuote, type CancellationView } from "@/lib/reservations/reservations-map";
import { bffFetch } from "./bff-client";
import { queryKeys } from "./keys";

export async function getCancellationQuote(kind: BookingKind, id: string, locale: Locale): Promise<CancellationView> {
  return mapCancellationQuote(await bffFetch(kindService(kind), `${reservationWirePath(id)}/Cancellation`, { locale, schema: cancellationQuote }));
}

/** The core of every kind's answer that a cancel needs to confirm (the rest of the answer is the kind's own). */
const cancelled = z.object({ status: z.enum(RESERVATION_STATUSES) });

/** Cancels under the terms it was booked with; throws BffError CANCELLATION_CLOSED or RESERVATION_NOT_CANCELLABLE (409). */
export async function cancelBooking(kind: BookingKind, id: string, locale: Locale): Promise<ReservationStatus> {
  return (await bffFetch(kindService(kind), `${reservationWirePath(id)}/Cancel`, { method: "POST", locale, schema: cancelled })).status;
}

// The fee depends on the clock (deadline): read afresh each time the dialog opens, and never retried on its own.
export const cancellationQuoteQuery = (kind: BookingKind, id: string, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.reservations.cancellation(id, locale, kind),
    queryFn: () => getCancellationQuote(kind, id, locale),
    staleTime: 0,
    retry: false,
  });
