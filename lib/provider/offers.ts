// The offers catalogue from offer-backend (list, facets, one offer), cached by tag and mapped to the app's own types.
import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { isBuildPhase } from "@/lib/cache/build-phase";
import { CONTENT_TAG_NAMES } from "@/lib/cache/tags";
import type { Locale } from "@/lib/i18n/routing";
import {
  offerDetails,
  offerFacetsResponse,
  offerListResponse,
  type OfferDetails,
  type OfferFacetsResponse,
  type OfferListQuery,
  type OfferListResponse,
  type OfferType,
} from "@/provider/contracts/offers";
import { offerTermsOfOffer, type OfferTerms } from "@/lib/offers/offer-terms";
import { toOfferView, type OfferPlace, type OfferView } from "@/lib/offers/offer-view";
import { providerRequest, ProviderRequestError } from "./client";

export { safeImage, toOfferView, type OfferPlace, type OfferView } from "@/lib/offers/offer-view";

export type OfferDetailsView = OfferView & {
  /** What the price includes and the conditions, one paragraph per line of the provider's text. */
  terms: string[];
  /** The cancellation terms a booking made now would store. */
  cancellation: OfferTerms;
};

export type OfferList = { items: OfferView[]; total: number; page: number; pageSize: number; pageCount: number };

export type OfferFacets = {
  types: { type: OfferType; count: number }[];
  destinations: (OfferPlace & { count: number })[];
  tags: { tag: string; count: number }[];
  price: { min: number; max: number } | null;
};

export function toOfferDetailsView(wire: OfferDetails): OfferDetailsView {
  return {
    ...toOfferView(wire),
    terms: wire.terms
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    cancellation: offerTermsOfOffer(wire.cancellation),
  };
}

export function toOfferList(wire: OfferListResponse): OfferList {
  return { items: wire.items.map(toOfferView), total: wire.total, page: wire.page, pageSize: wire.pageSize, pageCount: wire.pageCount };
}

export function toOfferFacets(wire: OfferFacetsResponse): OfferFacets {
  return {
    types: wire.types,
    destinations: wire.destinations.map((d) => ({ code: d.code, city: d.city, country: d.country, count: d.count })),
    tags: wire.tags,
    price: wire.price,
  };
}

/** The parsed query as the provider reads it: lists comma-separated, defaults left out so equal searches share a key. */
export function offerListParams(query: OfferListQuery): Record<string, string | number | undefined> {
  return {
    type: query.type?.length ? [...query.type].sort().join(",") : undefined,
    destination: query.destination?.length ? [...query.destination].sort().join(",") : undefined,
    tags: query.tags?.length ? [...query.tags].sort().join(",") : undefined,
    q: query.q,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    sort: query.sort === "featured" ? undefined : query.sort,
    page: query.page === 1 ? undefined : query.page,
    pageSize: query.pageSize,
    includeExpired: query.includeExpired ? "true" : undefined,
  };
}

/**
 * One page of offers for a parsed query (lib's URL parser validates the address first, so the provider's 400 is a
 * bug and throws), or "pending" while the build prerenders without the provider.
 */
export async function getOffers(query: OfferListQuery, locale: Locale): Promise<OfferList | "pending"> {
  "use cache";
  cacheTag(CONTENT_TAG_NAMES.offers);
  if (isBuildPhase()) {
    cacheLife("placeholder");
    return "pending";
  }
  const wire = await providerRequest("offer-backend", "api/Offers", { locale, query: offerListParams(query), schema: offerListResponse });
  cacheLife("inventory");
  return toOfferList(wire);
}

/** What the filters offer (types, destinations, tags, price range of the current offers). */
export async function getOfferFacets(locale: Locale): Promise<OfferFacets | "pending"> {
  "use cache";
  cacheTag(CONTENT_TAG_NAMES.offers);
  if (isBuildPhase()) {
    cacheLife("placeholder");
    return "pending";
  }
  const wire = await providerRequest("offer-backend", "api/Offers/Facets", { locale, schema: offerFacetsResponse });
  cacheLife("content");
  return toOfferFacets(wire);
}

/**
 * One offer (expired ones too: their page says booking is over), "missing" when the provider does not know the id
 * (the route then answers 404 "offer not found"), or "pending" while the build prerenders.
 */
export async function getOffer(id: string, locale: Locale): Promise<OfferDetailsView | "missing" | "pending"> {
  "use cache";
  cacheTag(CONTENT_TAG_NAMES.offer(id));
  if (isBuildPhase()) {
    cacheLife("placeholder");
    return "pending";
  }
  // Only ids the provider could know are asked for; anything else is missing without a call.
  if (!/^[1-9]\d{0,8}$/.test(id)) {
    cacheLife("content");
    return "missing";
  }
  // An id not known yet may be an offer an admin creates in a minute: "missing" is kept as briefly as places are.
  try {
    const wire = await providerRequest("offer-backend", `api/Offers/${id}`, { locale, schema: offerDetails });
    cacheLife("inventory");
    return toOfferDetailsView(wire);
  } catch (error) {
    if (error instanceof ProviderRequestError && error.status === 404) {
      cacheLife("inventory");
      return "missing";
    }
    throw error;
  }
}
