// The signed-in user's bookings of every kind, read on the service that booked each (lib/reservations/kinds.ts) and
// mapped to the kind's view (lib/reservations/*-map.ts): one reservation reader, one document (ticket or voucher)
// reader and the list of All Reservations. Every kind answers 404 for unknown, someone else's or another kind's.
import "server-only";
import { cache } from "react";
import type { z } from "zod";
import { offerReservationResponse, offerVoucherResponse } from "@/provider/contracts/offer-reservations";
import { reservationListResponse, reservationResponse, ticketResponse } from "@/provider/contracts/reservations";
import { stayReservationResponse, stayVoucherResponse } from "@/provider/contracts/stays";
import { taxiReservationResponse, taxiVoucherResponse } from "@/provider/contracts/taxis";
import { getProviderToken } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/routing";
import { documentWirePath, kindService, reservationWirePath, type BookingKind } from "@/lib/reservations/kinds";
import { mapOfferReservation, mapOfferVoucher, type OfferReservationView, type OfferVoucherView } from "@/lib/reservations/offer-reservations-map";
import { mapReservationList, type AnyReservationView } from "@/lib/reservations/reservation-kinds";
import { mapReservation, mapTicket, type ReservationView, type TicketView } from "@/lib/reservations/reservations-map";
import {
  mapStayReservation,
  mapStayVoucher,
  mapTaxiReservation,
  mapTaxiVoucher,
  type StayReservationView,
  type StayVoucherView,
  type TaxiReservationView,
  type TaxiVoucherView,
} from "@/lib/reservations/stay-or-taxi-reservations-map";
import { providerRequest, ProviderRequestError } from "./client";
import { flightReservationsEndpoint } from "@/lib/endpoints";

/** Each kind's reservation view, and its printable document once paid. */
export type ReservationViews = {
  flight: ReservationView;
  offer: OfferReservationView;
  hotel: StayReservationView;
  chalet: StayReservationView;
  taxi: TaxiReservationView;
};
export type DocumentViews = { flight: TicketView; offer: OfferVoucherView; hotel: StayVoucherView; chalet: StayVoucherView; taxi: TaxiVoucherView };

type Reader<V> = { schema: z.ZodType; map: (wire: never, locale: Locale) => V };
const reader = <S extends z.ZodType, V>(schema: S, map: (wire: z.infer<S>, locale: Locale) => V): Reader<V> => ({ schema, map });

const RESERVATION: { [K in BookingKind]: Reader<ReservationViews[K]> } = {
  flight: reader(reservationResponse, mapReservation),
  offer: reader(offerReservationResponse, mapOfferReservation),
  hotel: reader(stayReservationResponse, mapStayReservation),
  chalet: reader(stayReservationResponse, mapStayReservation),
  taxi: reader(taxiReservationResponse, mapTaxiReservation),
};

const DOCUMENT: { [K in BookingKind]: Reader<DocumentViews[K]> } = {
  flight: reader(ticketResponse, mapTicket),
  offer: reader(offerVoucherResponse, mapOfferVoucher),
  hotel: reader(stayVoucherResponse, mapStayVoucher),
  chalet: reader(stayVoucherResponse, mapStayVoucher),
  taxi: reader(taxiVoucherResponse, mapTaxiVoucher),
};

const isNotFound = (error: unknown) => error instanceof ProviderRequestError && error.status === 404;

async function userToken(): Promise<string> {
  const token = await getProviderToken();
  // Pages guard with requireUser first; a missing token here is a session that just ended.
  if (!token) throw new ProviderRequestError(401, "unauthorized", "UNAUTHORIZED");
  return token;
}

async function read<V>(kind: BookingKind, path: string, { schema, map }: Reader<V>, locale: Locale): Promise<V> {
  const wire = await providerRequest(kindService(kind), path, { token: await userToken(), locale, schema });
  return (map as (wire: unknown, locale: Locale) => V)(wire, locale);
}

/** The caller's reservation of this kind, or null when it does not exist, is someone else's or another kind's. */
export const readReservation = cache(async <K extends BookingKind>(kind: K, id: string, locale: Locale): Promise<ReservationViews[K] | null> => {
  try {
    return await read(kind, reservationWirePath(id), RESERVATION[kind] as Reader<ReservationViews[K]>, locale);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});

export type DocumentResult<K extends BookingKind> =
  | { kind: "document"; document: DocumentViews[K] }
  /** The reservation exists but is not confirmed and paid yet. */
  | { kind: "unavailable" }
  | { kind: "notFound" }
  | { kind: "error" };

/** The e-ticket or voucher of a paid booking (TICKET_NOT_AVAILABLE / VOUCHER_NOT_AVAILABLE before that). */
export async function readDocument<K extends BookingKind>(kind: K, id: string, locale: Locale): Promise<DocumentResult<K>> {
  try {
    return { kind: "document", document: await read(kind, documentWirePath(kind, id), DOCUMENT[kind] as Reader<DocumentViews[K]>, locale) };
  } catch (error) {
    if (isNotFound(error)) return { kind: "notFound" };
    if (error instanceof ProviderRequestError && (error.code === "TICKET_NOT_AVAILABLE" || error.code === "VOUCHER_NOT_AVAILABLE"))
      return { kind: "unavailable" };
    console.error(`${kind} document load failed`, error);
    return { kind: "error" };
  }
}

/** Every reservation of the caller, of every kind, newest first (flight-backend lists them all). */
export async function listReservations(locale: Locale): Promise<AnyReservationView[]> {
  const wire = await providerRequest(...flightReservationsEndpoint(), { token: await userToken(), locale, schema: reservationListResponse });
  return mapReservationList(wire, locale);
}
