// The one registry of booking kinds in the app: which provider service books each kind, the wire path of its
// reservations there, the page route segment of the kind, and the printable document it issues once paid. Every
// shared piece (the BFF clients of lib/api, the server readers of lib/provider, the 404 lookups of proxy.ts, the
// reservation pages, vouchers and All Reservations cards) reads it; a sixth kind starts here
// (docs/adding-a-booking-kind.md). No imports beyond types: the browser loads it with a heart or a payment form.
import type { BookingKind } from "@/provider/contracts/booking-core";
import type { ProviderService } from "@/lib/endpoints";

export type { BookingKind };

type KindEntry = {
  /** The provider service that books it (lib/endpoints.ts names them all). */
  service: ProviderService;
  /** The first segment of its pages: /flight/…, /offer/…, /hotel/…, /chalet/…, /airport-taxi/…. */
  route: "flight" | "offer" | "hotel" | "chalet" | "airport-taxi";
  /** The printable document once paid: a flight's e-ticket, a voucher for every other kind (offers say "ticket" in their path). */
  document: "ticket" | "voucher";
  /** The document's segment after the reservation's page path. */
  documentSegment: "ticket" | "voucher";
  /** The provider's path for the document after the reservation's wire path. */
  documentWire: "Ticket" | "Voucher";
};

export const KIND_REGISTRY = {
  flight: { service: "flight-backend", route: "flight", document: "ticket", documentSegment: "ticket", documentWire: "Ticket" },
  offer: { service: "offer-backend", route: "offer", document: "voucher", documentSegment: "ticket", documentWire: "Voucher" },
  hotel: { service: "hotels", route: "hotel", document: "voucher", documentSegment: "voucher", documentWire: "Voucher" },
  chalet: { service: "chalets", route: "chalet", document: "voucher", documentSegment: "voucher", documentWire: "Voucher" },
  taxi: { service: "taxis", route: "airport-taxi", document: "voucher", documentSegment: "voucher", documentWire: "Voucher" },
} as const satisfies Record<BookingKind, KindEntry>;

export const BOOKING_KIND_LIST = Object.keys(KIND_REGISTRY) as BookingKind[];

export type KindService<K extends BookingKind> = (typeof KIND_REGISTRY)[K]["service"];

export const kindService = <K extends BookingKind>(kind: K): KindService<K> => KIND_REGISTRY[kind].service;

/** A reservation on the service that booked it: every kind answers read, pay, quote and cancel under this path. */
export const reservationWirePath = (id: string) => `api/Reservations/${encodeURIComponent(id)}`;

/** The printable document's wire path (…/Ticket for flights, …/Voucher for every other kind). */
export const documentWirePath = (kind: BookingKind, id: string) => `${reservationWirePath(id)}/${KIND_REGISTRY[kind].documentWire}`;

/** The kind whose reservation pages start with this route segment (proxy.ts's 404 lookups). */
export const kindOfRoute = (route: string): BookingKind | null => BOOKING_KIND_LIST.find((kind) => KIND_REGISTRY[kind].route === route) ?? null;
