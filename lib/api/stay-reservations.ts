// Hotel, chalet and taxi reservations through the BFF (the server reads them in lib/provider/bookings.ts): read, cancellation
// quote and cancel on the service that booked each. Paying is the payment step every kind shares (./payments.ts).
import { queryOptions } from "@tanstack/react-query";
import { cancellationQuote } from "@/provider/contracts/booking-core";
import { stayReservationResponse } from "@/provider/contracts/stays";
import { taxiReservationResponse } from "@/provider/contracts/taxis";
import type { Locale } from "@/lib/i18n/routing";
import { mapCancellationQuote, type CancellationView } from "@/lib/reservations/reservations-map";
import { mapStayReservation, mapTaxiReservation, type KindBookingKind, type KindReservationView } from "@/lib/reservations/stay-reservations-map";
import { kindService, reservationWirePath } from "@/lib/reservations/kinds";
import { bffFetch } from "./bff-client";
import { queryKeys } from "./keys";

export async function getKindCancellationQuote(kind: KindBookingKind, id: string, locale: Locale): Promise<CancellationView> {
  const wire = await bffFetch(kindService(kind), `${reservationWirePath(id)}/Cancellation`, { locale, schema: cancellationQuote });
  return mapCancellationQuote(wire);
}

/** Cancels under the terms it was booked with; throws BffError CANCELLATION_CLOSED or RESERVATION_NOT_CANCELLABLE (409). */
export async function cancelKindReservation(kind: KindBookingKind, id: string, locale: Locale): Promise<KindReservationView> {
  const path = `${reservationWirePath(id)}/Cancel`;
  if (kind === "taxi") return mapTaxiReservation(await bffFetch("taxis", path, { method: "POST", locale, schema: taxiReservationResponse }), locale);
  return mapStayReservation(await bffFetch(kindService(kind), path, { method: "POST", locale, schema: stayReservationResponse }), locale);
}

// The fee depends on the clock (the free period, check-in or pickup): read afresh each time the dialog opens.
export const kindCancellationQuoteQuery = (kind: KindBookingKind) => (id: string, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.reservations.cancellation(id, locale, kind),
    queryFn: () => getKindCancellationQuote(kind, id, locale),
    staleTime: 0,
    retry: false,
  });
