// Every React Query key of the app, in one place: the server's prefetch (lib/query/prefetch.ts) and the
// browser's hooks must build the same key for the same data, and a write invalidates by these prefixes.
import type { BookingKind } from "@/provider/contracts/booking-core";
import type { Locale } from "@/lib/i18n/routing";

export const queryKeys = {
  airports: (q: string, locale: Locale) => ["airports", "search", locale, q] as const,
  seatMap: (flightId: string, locale: Locale) => ["flights", flightId, "seats", locale] as const,
  /** The flight date picker's fares: no words in them, so one copy serves both languages. */
  priceCalendar: (query: string) => ["flights", "price-calendar", query] as const,
  favorites: {
    all: ["favorites"] as const,
    list: (locale: Locale) => ["favorites", "list", locale] as const,
  },
  savedTravellers: {
    all: ["saved-travellers"] as const,
    list: (locale: Locale) => ["saved-travellers", "list", locale] as const,
  },
  reservations: {
    all: ["reservations"] as const,
    list: (locale: Locale) => ["reservations", "list", locale] as const,
    detail: (id: string, locale: Locale) => ["reservations", "detail", id, locale] as const,
    /** Every kind's quote: the same view type under the same key shape. */
    cancellation: (id: string, locale: Locale, kind: BookingKind = "flight") => ["reservations", "cancellation", kind, id, locale] as const,
  },
};
