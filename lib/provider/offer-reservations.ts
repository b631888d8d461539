// The signed-in user's offer reservations and vouchers on offer-backend, mapped to view types (./offer-reservations-map).
import "server-only";
import { cache } from "react";
import { offerReservationResponse, offerVoucherResponse } from "@/provider/contracts/offer-reservations";
import { getProviderToken } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/routing";
import { providerRequest, ProviderRequestError } from "./client";
import { mapOfferReservation, mapOfferVoucher, type OfferReservationView, type OfferVoucherView } from "@/lib/reservations/offer-reservations-map";

export * from "@/lib/reservations/offer-reservations-map";

const SERVICE = "offer-backend";
const path = (id: string) => `api/Reservations/${encodeURIComponent(id)}`;
const isNotFound = (error: unknown) => error instanceof ProviderRequestError && error.status === 404;

async function userToken(): Promise<string> {
  const token = await getProviderToken();
  // Pages guard with requireUser first; a missing token here is a session that just ended.
  if (!token) throw new ProviderRequestError(401, "unauthorized", "UNAUTHORIZED");
  return token;
}

/** The caller's offer reservation, or null when it does not exist, is someone else's or is a flight's (404 for all). */
export const getOfferReservation = cache(async (id: string, locale: Locale): Promise<OfferReservationView | null> => {
  try {
    const wire = await providerRequest(SERVICE, path(id), { token: await userToken(), locale, schema: offerReservationResponse });
    return mapOfferReservation(wire, locale);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});

export type VoucherResult =
  | { kind: "voucher"; voucher: OfferVoucherView }
  /** The reservation exists but is not confirmed and paid. */
  | { kind: "unavailable"; message: string }
  | { kind: "notFound" }
  | { kind: "error" };

export async function getOfferVoucher(id: string, locale: Locale): Promise<VoucherResult> {
  try {
    const wire = await providerRequest(SERVICE, `${path(id)}/Voucher`, { token: await userToken(), locale, schema: offerVoucherResponse });
    return { kind: "voucher", voucher: mapOfferVoucher(wire, locale) };
  } catch (error) {
    if (isNotFound(error)) return { kind: "notFound" };
    if (error instanceof ProviderRequestError && error.code === "VOUCHER_NOT_AVAILABLE") return { kind: "unavailable", message: error.message };
    console.error("voucher load failed", error);
    return { kind: "error" };
  }
}
