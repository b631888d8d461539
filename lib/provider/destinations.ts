// The home page's popular destinations from offer-backend, each with its "from" price, cached by tag.
import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { isBuildPhase } from "@/lib/cache/build-phase";
import { CONTENT_TAG_NAMES } from "@/lib/cache/tags";
import type { Locale } from "@/lib/i18n/routing";
import { destinationListResponse, type DestinationItem } from "@/provider/contracts/offers";
import { providerRequest, ProviderRequestError } from "./client";
import { safeImage } from "./offers";

export type DestinationView = {
  id: number;
  /** IATA code of the city's airport: the flight search's `to`. */
  code: string;
  city: string;
  country: string;
  image: string | null;
  /**
   * The cheapest bookable flight there: its adult price (SAR minor units), and the origin and date that prefill the
   * search. Null when no flight is on sale; the card then links to a search with only the destination.
   */
  from: { price: number; origin: string; originCity: string | null; date: string } | null;
};

export function toDestinationView(wire: DestinationItem): DestinationView {
  return {
    id: wire.id,
    code: wire.code,
    city: wire.city,
    country: wire.country,
    image: safeImage(wire.image),
    from:
      wire.fromPrice !== null && wire.origin !== null && wire.date !== null
        ? { price: wire.fromPrice, origin: wire.origin, originCity: wire.originCity, date: wire.date }
        : null,
  };
}

/** The destinations, and whether they are the build's stand-in (see lib/cache/build-phase.ts). */
export type Destinations = { destinations: DestinationView[]; fromBuild: boolean };

/** None when the provider cannot answer: the home page must never break for its destinations. */
export async function getDestinations(locale: Locale): Promise<Destinations> {
  "use cache";
  cacheTag(CONTENT_TAG_NAMES.destinations);
  if (isBuildPhase()) {
    cacheLife("placeholder");
    return { destinations: [], fromBuild: true };
  }
  try {
    const wire = await providerRequest("offer-backend", "api/Destinations", { locale, schema: destinationListResponse });
    cacheLife("content");
    return { destinations: wire.map(toDestinationView), fromBuild: false };
  } catch (error) {
    if (!(error instanceof ProviderRequestError)) console.error("[content] destinations", error);
    cacheLife("failure");
    return { destinations: [], fromBuild: false };
  }
}
