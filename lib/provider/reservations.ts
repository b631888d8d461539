// The signed-in user's reservations and tickets on flight-backend, mapped to view types (./reservations-map).
import "server-only";
import { cache } from "react";
import { reservationListResponse, reservationResponse, ticketResponse } from "@/provider/contracts/reservations";
import { getProviderToken } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/routing";
import { providerRequest, ProviderRequestError } from "./client";
import { mapReservationList, type AnyReservationView } from "@/lib/reservations/reservation-kinds";
import { mapReservation, mapTicket, type ReservationView, type TicketView } from "@/lib/reservations/reservations-map";

export * from "@/lib/reservations/reservations-map";

const isNotFound = (error: unknown) => error instanceof ProviderRequestError && error.status === 404;

async function userToken(): Promise<string> {
  const token = await getProviderToken();
  // Pages guard with requireUser first; a missing token here is a session that just ended.
  if (!token) throw new ProviderRequestError(401, "unauthorized", "UNAUTHORIZED");
  return token;
}

/** The caller's reservation, or null when it does not exist or belongs to someone else (the provider says 404 for both). */
export const getReservation = cache(async (id: string, locale: Locale): Promise<ReservationView | null> => {
  try {
    const wire = await providerRequest("flight-backend", `api/Reservations/${encodeURIComponent(id)}`, {
      token: await userToken(),
      locale,
      schema: reservationResponse,
    });
    return mapReservation(wire, locale);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});

/** Every reservation of the caller, of every kind, newest first. */
export async function listReservations(locale: Locale): Promise<AnyReservationView[]> {
  const wire = await providerRequest("flight-backend", "api/Reservations", {
    token: await userToken(),
    locale,
    schema: reservationListResponse,
  });
  return mapReservationList(wire, locale);
}

export type TicketResult =
  | { kind: "ticket"; ticket: TicketView }
  /** The reservation exists but is not confirmed and paid yet. */
  | { kind: "unavailable"; message: string }
  | { kind: "notFound" }
  | { kind: "error" };

export async function getTicket(id: string, locale: Locale): Promise<TicketResult> {
  try {
    const wire = await providerRequest("flight-backend", `api/Reservations/${encodeURIComponent(id)}/Ticket`, {
      token: await userToken(),
      locale,
      schema: ticketResponse,
    });
    return { kind: "ticket", ticket: mapTicket(wire, locale) };
  } catch (error) {
    if (isNotFound(error)) return { kind: "notFound" };
    if (error instanceof ProviderRequestError && error.code === "TICKET_NOT_AVAILABLE") return { kind: "unavailable", message: error.message };
    console.error("ticket load failed", error);
    return { kind: "error" };
  }
}
