// A hotel's and a chalet's page as every visitor sees it (no dates: what it is, its room types and their "from"
// prices), and which of them are on sale (the sitemap): cached by tag, revalidated by the admin's writes
// (lib/cache/public-content.ts). Dated prices and rooms left are read per request (lib/provider/stays.ts).
import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { isBuildPhase } from "@/lib/cache/build-phase";
import { CONTENT_TAG_NAMES } from "@/lib/cache/tags";
import type { Locale } from "@/lib/i18n/routing";
import { chaletDetails, hotelDetails, stayListedResponse } from "@/provider/contracts/stays";
import { providerRequest, ProviderRequestError } from "./client";
import { toChaletPage, toHotelPage, type ChaletPage, type HotelPage, type StayKind } from "./stays";

const KNOWABLE_ID = /^[1-9]\d{0,8}$/;

/** 404 from the provider: the id is unknown (or the hotel archived); anything else is a failure and throws. */
const isMissing = (error: unknown) => error instanceof ProviderRequestError && error.status === 404;

/**
 * A hotel without dates, "missing" when the provider does not know it or it is archived (the page's 404), or
 * "pending" while the build prerenders without the provider.
 */
export async function getHotelShowcase(id: string, locale: Locale): Promise<HotelPage | "missing" | "pending"> {
  "use cache";
  cacheTag(CONTENT_TAG_NAMES.stays, CONTENT_TAG_NAMES.hotel(id));
  if (isBuildPhase()) {
    cacheLife("placeholder");
    return "pending";
  }
  // Only ids the provider could know are asked for; anything else is missing without a call.
  if (!KNOWABLE_ID.test(id)) {
    cacheLife("content");
    return "missing";
  }
  try {
    const wire = await providerRequest("hotels", `api/Hotels/${id}`, { locale, schema: hotelDetails });
    cacheLife("content");
    return toHotelPage(wire);
  } catch (error) {
    if (!isMissing(error)) throw error;
    // An id not known yet may be a hotel an admin adds in a minute (the add revalidates the stays tag anyway).
    cacheLife("inventory");
    return "missing";
  }
}

/** A chalet without dates; an archived one is "missing" here (off sale: its page answers 404 and leaves the sitemap). */
export async function getChaletShowcase(id: string, locale: Locale): Promise<ChaletPage | "missing" | "pending"> {
  "use cache";
  cacheTag(CONTENT_TAG_NAMES.stays, CONTENT_TAG_NAMES.chalet(id));
  if (isBuildPhase()) {
    cacheLife("placeholder");
    return "pending";
  }
  if (!KNOWABLE_ID.test(id)) {
    cacheLife("content");
    return "missing";
  }
  try {
    const wire = await providerRequest("chalets", `api/Chalets/${id}`, { locale, schema: chaletDetails });
    cacheLife("content");
    return wire.archived ? "missing" : toChaletPage(wire);
  } catch (error) {
    if (!isMissing(error)) throw error;
    cacheLife("inventory");
    return "missing";
  }
}

export type ListedStay = { kind: StayKind; id: number; updatedAt: Date | undefined };

/** Every hotel and chalet on sale, for the sitemap; [] while the build prerenders. */
export async function getListedStays(): Promise<ListedStay[]> {
  "use cache";
  cacheTag(CONTENT_TAG_NAMES.stays);
  if (isBuildPhase()) {
    cacheLife("placeholder");
    return [];
  }
  const [hotels, chalets] = await Promise.all([
    providerRequest("hotels", "api/Hotels/Listed", { schema: stayListedResponse }),
    providerRequest("chalets", "api/Chalets/Listed", { schema: stayListedResponse }),
  ]);
  cacheLife("content");
  const listed = (kind: StayKind) => (row: { id: number; updatedAt: string | null }) => ({
    kind,
    id: row.id,
    updatedAt: row.updatedAt ? new Date(row.updatedAt) : undefined,
  });
  return [...hotels.map(listed("hotel")), ...chalets.map(listed("chalet"))];
}
