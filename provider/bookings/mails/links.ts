// Where a booking mail points: the app's own pages for the reservation (SPEC's routes, app/[locale]/**/reservation/**),
// absolute on APP_URL and in the traveller's language (Arabic unprefixed, English under /en).
import { providerConfig } from "../../config";
import type { ProviderLocale } from "../../http/locale";
import type { BookingKind } from "../core";

/**
 * The reservation's page per kind, as the app's folders name it. The first bracket is the booked item (flight,
 * offer, hotel, chalet), the last the reservation; a taxi's page has the reservation alone.
 */
export const RESERVATION_ROUTES: Record<BookingKind, string> = {
  flight: "/flight/[id]/booking/reservation/[reservationId]",
  offer: "/offer/[offerId]/reservation/[id]",
  hotel: "/hotel/[id]/reservation/[reservationId]",
  chalet: "/chalet/[id]/reservation/[reservationId]",
  taxi: "/airport-taxi/reservation/[reservationId]",
};

/** The printable page under the reservation's: a flight's or an offer's ticket, every other kind's voucher. */
export const PRINTABLE_SEGMENT: Record<BookingKind, "ticket" | "voucher"> = {
  flight: "ticket",
  offer: "ticket",
  hotel: "voucher",
  chalet: "voucher",
  taxi: "voucher",
};

export type LinkTarget = {
  kind: BookingKind;
  reservationId: string;
  /** The flight, offer, hotel or chalet; null for a taxi. */ itemId: string | number | null;
};

function reservationPath({ kind, reservationId, itemId }: LinkTarget): string {
  const brackets = RESERVATION_ROUTES[kind].match(/\[[^\]]+\]/g) ?? [];
  const values = brackets.length === 2 ? [String(itemId), reservationId] : [reservationId];
  let i = 0;
  return RESERVATION_ROUTES[kind].replace(/\[[^\]]+\]/g, () => encodeURIComponent(values[i++] ?? ""));
}

const base = (locale: ProviderLocale) => `${providerConfig.appUrl}${locale === "en" ? "/en" : ""}`;

/** The ticket or voucher page: what the confirmation mail links to. */
export function printableLink(target: LinkTarget, locale: ProviderLocale): string {
  return `${base(locale)}${reservationPath(target)}/${PRINTABLE_SEGMENT[target.kind]}`;
}

/** The reservation's own page (its state, the fee and the refund once cancelled): what the cancellation mail links to. */
export function reservationLink(target: LinkTarget, locale: ProviderLocale): string {
  return `${base(locale)}${reservationPath(target)}`;
}

/** The tax invoice's page (and its credit note's) under the reservation's: the same address for every kind. */
export function invoiceLink(target: LinkTarget, locale: ProviderLocale, document: "invoice" | "credit-note" = "invoice"): string {
  return `${base(locale)}${reservationPath(target)}/${document}`;
}
