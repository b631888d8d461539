// A page rendered per request cannot change its status once Next has sent the prerendered shell ahead of it, so a
// notFound() there reaches the visitor as a 200 with an empty error document. For the pages named by an id, proxy.ts
// asks the provider (through the app's own BFF, with the visitor's cookies) whether the flight or reservation exists,
// and answers a missing one with the prerendered 404 page of its kind. One small extra request per such page view.
import { KIND_REGISTRY, kindOfRoute, kindService, reservationWirePath, type BookingKind } from "@/lib/reservations/kinds";

const BY_ID = /^\/flight\/([^/]+)(?:\/booking(?:\/reservation\/([^/]+)(?:\/(?:ticket|invoice|credit-note))?)?)?\/?$/;
/** An offer's reservation, its voucher, invoice and credit note: the reservation is asked of offer-backend, which booked it. */
const OFFER_RESERVATION = /^\/offer\/[^/]+\/reservation\/([^/]+)(?:\/(?:ticket|invoice|credit-note))?\/?$/;
/** A hotel's, chalet's or taxi's reservation, its voucher, invoice and credit note, asked of the service that booked it. */
const KIND_RESERVATION = /^\/(?:(hotel|chalet)\/[^/]+|(airport-taxi))\/reservation\/([^/]+)(?:\/(?:voucher|invoice|credit-note))?\/?$/;
/** A hotel's or a chalet's page. */
const STAY = /^\/(hotel|chalet)\/([^/]+)\/?$/;
const TIMEOUT_MS = 3000;

/**
 * Flights found in the last minute. A flight's answer is the same for everyone (no session in it), and the booking form
 * renders it again itself: without this, each view of a flight's page or booking form read the flight twice, once here
 * through the BFF (issue 27). A minute is the search answers' own lifetime; a flight an admin removes within it is
 * answered by its page's "not found" message until then, and as a 404 after. Only found flights are kept: a missing id
 * is asked again every time, as are reservations (whose answer is the visitor's).
 */
const FOUND_FLIGHT_MS = 60_000;
const MAX_FOUND_FLIGHTS = 2_000;
const foundFlights = new Map<string, number>();

function recentlyFound(path: string, now: number): boolean {
  const until = foundFlights.get(path);
  if (until === undefined) return false;
  if (until > now) return true;
  foundFlights.delete(path);
  return false;
}

function rememberFound(path: string, now: number) {
  if (foundFlights.size >= MAX_FOUND_FLIGHTS) foundFlights.clear();
  foundFlights.set(path, now + FOUND_FLIGHT_MS);
}

/**
 * An offer's page is prerendered the first time an id is asked for and kept by Next (on disk): without this check a
 * made-up id would be rendered and stored too, one file per id anyone cares to type. The server's page cache answers
 * the offers it holds before proxy.ts runs, so the check costs a provider read only on a cache miss.
 */
const OFFER = /^\/offer\/([^/]+)\/?$/;

export type MissingKind = "flight" | "reservation" | "offer" | "stay";

type Lookup = {
  path: string;
  kind: MissingKind;
  service?: (typeof KIND_REGISTRY)[BookingKind]["service"];
  /** Found, but off sale all the same (an archived chalet, which the provider still answers for its bookings). */
  offSale?: (found: unknown) => boolean;
};

const archived = (found: unknown) => (found as { archived?: unknown } | null)?.archived === true;

/** The provider lookup that decides whether a locale-less path names something that does not exist. */
export function lookupFor(localePath: string): Lookup | null {
  const booking = OFFER_RESERVATION.exec(localePath);
  if (booking) return { kind: "reservation", service: kindService("offer"), path: reservationWirePath(booking[1]!) };
  const stay = KIND_RESERVATION.exec(localePath);
  if (stay) {
    const kind = kindOfRoute(stay[1] ?? stay[2]!)!;
    return { kind: "reservation", service: kindService(kind), path: reservationWirePath(stay[3]!) };
  }
  const offer = OFFER.exec(localePath);
  if (offer) return { kind: "offer", service: "offer-backend", path: `api/Offers/${encodeURIComponent(offer[1]!)}` };
  const stayPage = STAY.exec(localePath);
  if (stayPage) {
    const [, kind, id] = stayPage;
    return kind === "hotel"
      ? { kind: "stay", service: "hotels", path: `api/Hotels/${encodeURIComponent(id!)}` }
      : { kind: "stay", service: "chalets", path: `api/Chalets/${encodeURIComponent(id!)}`, offSale: archived };
  }
  const match = BY_ID.exec(localePath);
  if (!match) return null;
  const [, flightId, reservationId] = match;
  if (reservationId) return { kind: "reservation", path: `api/Reservations/${encodeURIComponent(reservationId)}` };
  return { kind: "flight", path: `api/Flights/${encodeURIComponent(flightId!)}` };
}

/**
 * "flight" or "reservation" when the provider answers 404 (or 400: a malformed id) or what it found is off sale (an
 * archived chalet: its page answers 404 like an archived hotel's), null otherwise: found, a guest
 * (the page sends them to sign in) or a provider that cannot answer now (the page says so).
 */
export async function missingResource(localePath: string, request: Request, port: string): Promise<MissingKind | null> {
  const lookup = lookupFor(localePath);
  if (!lookup) return null;
  const flight = lookup.kind === "flight";
  if (flight && recentlyFound(lookup.path, Date.now())) return null;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/${lookup.service ?? "flight-backend"}/${lookup.path}`, {
      headers: { cookie: request.headers.get("cookie") ?? "", accept: "application/json" },
      cache: "no-store",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok && lookup.offSale) return lookup.offSale(await response.json().catch(() => null)) ? lookup.kind : null;
    await response.body?.cancel();
    if (response.ok && flight) rememberFound(lookup.path, Date.now());
    return response.status === 404 || response.status === 400 ? lookup.kind : null;
  } catch {
    return null;
  }
}
