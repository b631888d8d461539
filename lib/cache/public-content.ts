// Which cache tags a successful provider write makes stale. The BFF calls this after every mutating request, so an
// admin's edit shows on the cached public pages at once.
import type { ProviderService } from "@/lib/endpoints";
import { CONTENT_TAG_NAMES } from "./tags";

type Rule = { service: ProviderService; path: RegExp; tags: (match: RegExpExecArray) => string[] };

const RULES: readonly Rule[] = [
  { service: "flight-backend", path: /^api\/Footer\/SocialMedia$/i, tags: () => [CONTENT_TAG_NAMES.socialLinks] },
  { service: "flight-backend", path: /^api\/Pages\/([a-z-]+)$/i, tags: (m) => [CONTENT_TAG_NAMES.page(m[1]!.toLowerCase())] },
  // A new offer changes the lists; a write to one offer or below it (an edit, a booking that takes places) changes
  // the lists and its page.
  { service: "offer-backend", path: /^api\/Offers\/?$/i, tags: () => [CONTENT_TAG_NAMES.offers] },
  { service: "offer-backend", path: /^api\/Offers\/(\d+)(?:\/.*)?$/i, tags: (m) => [CONTENT_TAG_NAMES.offers, CONTENT_TAG_NAMES.offer(Number(m[1]))] },
  { service: "offer-backend", path: /^api\/Destinations(?:\/.*)?$/i, tags: () => [CONTENT_TAG_NAMES.destinations] },
  // The admin's offers and destinations (the sitemap reads the offers lists' data, so it follows them).
  { service: "offer-backend", path: /^api\/Admin\/Offers\/?$/i, tags: () => [CONTENT_TAG_NAMES.offers] },
  { service: "offer-backend", path: /^api\/Admin\/Offers\/(\d+)$/i, tags: (m) => [CONTENT_TAG_NAMES.offers, CONTENT_TAG_NAMES.offer(Number(m[1]))] },
  { service: "offer-backend", path: /^api\/Admin\/Destinations(?:\/.*)?$/i, tags: () => [CONTENT_TAG_NAMES.destinations] },
  // The admin's hotels and chalets: a new one joins the sitemap; a write to one or below it (its room types, closed
  // dates and prices, archiving, restoring) changes its cached page and may take it off sale or put it back.
  // Bookings change only rooms left and dated prices, which the cached pages do not show.
  { service: "hotels", path: /^api\/Admin\/Hotels\/?$/i, tags: () => [CONTENT_TAG_NAMES.stays] },
  { service: "hotels", path: /^api\/Admin\/Hotels\/(\d+)(?:\/.*)?$/i, tags: (m) => [CONTENT_TAG_NAMES.stays, CONTENT_TAG_NAMES.hotel(Number(m[1]))] },
  // A room type's edit or archiving answers with its hotel but names only the room type: every stay's page carries
  // the stays tag too, so this refreshes them all (admin writes are rare; the pages render again on demand).
  { service: "hotels", path: /^api\/Admin\/RoomTypes\/\d+$/i, tags: () => [CONTENT_TAG_NAMES.stays] },
  { service: "chalets", path: /^api\/Admin\/Chalets\/?$/i, tags: () => [CONTENT_TAG_NAMES.stays] },
  { service: "chalets", path: /^api\/Admin\/Chalets\/(\d+)(?:\/.*)?$/i, tags: (m) => [CONTENT_TAG_NAMES.stays, CONTENT_TAG_NAMES.chalet(Number(m[1]))] },
  // Home's destinations show the "from" price of upcoming flights: adding, editing or cancelling a flight moves it, and
  // so it moves the cached search answers and price calendars. (A flight's page and its booking form are not cached.)
  { service: "flight-backend", path: /^api\/Admin\/Flights(?:\/.*)?$/i, tags: () => [CONTENT_TAG_NAMES.destinations, CONTENT_TAG_NAMES.flightSearch] },
  // Airports, airlines and planes (names, seats) as the search answers and the airport lookups show them.
  { service: "flight-backend", path: /^api\/Admin\/(?:Airports|Companies|Planes)(?:\/.*)?$/i, tags: () => [CONTENT_TAG_NAMES.flightSearch] },
  // Any write to a hotel, a chalet, their room types or their dated rates changes the cached search answers.
  {
    service: "hotels",
    path: /^api\/Admin\/(?:Hotels|RoomTypes|RoomRates)(?:\/.*)?$/i,
    tags: () => [CONTENT_TAG_NAMES.staySearch],
  },
  { service: "chalets", path: /^api\/Admin\/(?:Chalets|ChaletRates)(?:\/.*)?$/i, tags: () => [CONTENT_TAG_NAMES.staySearch] },
];

/**
 * Writes to private data that still change what public pages show, known only from the provider's answer: booking an
 * offer takes its places and cancelling gives them back, and the answer names the offer.
 */
type AnswerRule = { service: ProviderService; path: RegExp; tags: (answer: unknown) => string[] };

function bookedOfferId(answer: unknown): number | null {
  const offer = (answer as { offer?: { id?: unknown } } | null)?.offer;
  return typeof offer?.id === "number" && Number.isSafeInteger(offer.id) && offer.id > 0 ? offer.id : null;
}

const ANSWER_RULES: readonly AnswerRule[] = [
  {
    service: "offer-backend",
    path: /^api\/Reservations(?:\/[^/]+\/Cancel)?$/i,
    tags: (answer) => {
      const id = bookedOfferId(answer);
      return id === null ? [] : [CONTENT_TAG_NAMES.offers, CONTENT_TAG_NAMES.offer(id)];
    },
  },
];

function answerRule(method: string, service: string, path: string): AnswerRule | undefined {
  if (method !== "POST") return undefined;
  return ANSWER_RULES.find((rule) => rule.service === service && rule.path.test(path));
}

/** Whether the BFF must read a successful answer to know which public tags it made stale (see publicTagsForAnswer). */
export const answerNamesPublicContent = (method: string, service: string, path: string): boolean => answerRule(method, service, path) !== undefined;

/** Tags a successful write made stale, read from the provider's JSON answer; none when the answer names nothing. */
export function publicTagsForAnswer(method: string, service: string, path: string, answer: unknown): string[] {
  return answerRule(method, service, path)?.tags(answer) ?? [];
}

/** The offer a booking's or a cancellation's answer names (its places changed), or null. */
export const offerOfAnswer = (answer: unknown): number | null => bookedOfferId(answer);

/** Tags to revalidate after `method service/path` succeeded; none for reads or for writes to private data. */
export function publicTagsForWrite(method: string, service: string, path: string): string[] {
  if (method === "GET" || method === "HEAD") return [];
  return RULES.flatMap((rule) => {
    if (rule.service !== service) return [];
    const match = rule.path.exec(path);
    return match ? rule.tags(match) : [];
  });
}
