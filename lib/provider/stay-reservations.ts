// The signed-in user's hotel, chalet and taxi reservations and vouchers, each on the service that booked it, mapped to
// view types (./stay-reservations-map).
import "server-only";
import { cache } from "react";
import { stayReservationResponse, stayVoucherResponse } from "@/provider/contracts/stays";
import { taxiReservationResponse, taxiVoucherResponse } from "@/provider/contracts/taxis";
import { getProviderToken } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/routing";
import { providerRequest, ProviderRequestError } from "./client";
import {
  KIND_SERVICE,
  kindReservationPath,
  mapStayReservation,
  mapStayVoucher,
  mapTaxiReservation,
  mapTaxiVoucher,
  type KindBookingKind,
  type KindVoucherView,
  type StayBookingKind,
  type StayReservationView,
  type TaxiReservationView,
} from "@/lib/reservations/stay-reservations-map";

export * from "@/lib/reservations/stay-reservations-map";

const isNotFound = (error: unknown) => error instanceof ProviderRequestError && error.status === 404;

async function userToken(): Promise<string> {
  const token = await getProviderToken();
  // Pages guard with requireUser first; a missing token here is a session that just ended.
  if (!token) throw new ProviderRequestError(401, "unauthorized", "UNAUTHORIZED");
  return token;
}

/**
 * The caller's hotel or chalet reservation, or null when it does not exist, is someone else's or is another kind's
 * (the service answers 404 for all three).
 */
export const getStayReservation = cache(async (kind: StayBookingKind, id: string, locale: Locale): Promise<StayReservationView | null> => {
  try {
    const wire = await providerRequest(KIND_SERVICE[kind], kindReservationPath(id), { token: await userToken(), locale, schema: stayReservationResponse });
    return mapStayReservation(wire, locale);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});

/** The caller's taxi reservation, or null (unknown, someone else's, another kind's). */
export const getTaxiReservation = cache(async (id: string, locale: Locale): Promise<TaxiReservationView | null> => {
  try {
    const wire = await providerRequest("taxis", kindReservationPath(id), { token: await userToken(), locale, schema: taxiReservationResponse });
    return mapTaxiReservation(wire, locale);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});

export type KindVoucherResult =
  | { kind: "voucher"; voucher: KindVoucherView }
  /** The reservation exists but is not confirmed and paid. */
  | { kind: "unavailable"; message: string }
  | { kind: "notFound" }
  | { kind: "error" };

export async function getKindVoucher(kind: KindBookingKind, id: string, locale: Locale): Promise<KindVoucherResult> {
  try {
    const token = await userToken();
    const path = `${kindReservationPath(id)}/Voucher`;
    const voucher: KindVoucherView =
      kind === "taxi"
        ? mapTaxiVoucher(await providerRequest("taxis", path, { token, locale, schema: taxiVoucherResponse }), locale)
        : mapStayVoucher(await providerRequest(KIND_SERVICE[kind], path, { token, locale, schema: stayVoucherResponse }), locale);
    return { kind: "voucher", voucher };
  } catch (error) {
    if (isNotFound(error)) return { kind: "notFound" };
    if (error instanceof ProviderRequestError && error.code === "VOUCHER_NOT_AVAILABLE") return { kind: "unavailable", message: error.message };
    console.error("voucher load failed", error);
    return { kind: "error" };
  }
}
