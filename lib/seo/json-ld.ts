// schema.org descriptions of the site and its pages (JSON-LD), built from app data; components/seo/json-ld.tsx writes
// them into the page. URLs are absolute on APP_URL.
import { appUrl } from "@/lib/http/app-origin";
import { localizedPath, type PathTarget } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import type { OfferView } from "@/lib/provider/offers";
import type { ChaletPage, HotelPage } from "@/lib/provider/stays";

export type JsonLd = Record<string, unknown>;

const absolute = (path: PathTarget, locale: Locale) => appUrl(localizedPath(path, locale)).href;

/** The company behind the site; `sameAs` lists its social profiles. */
export function organization({ name, locale, sameAs }: { name: string; locale: Locale; sameAs: string[] }): JsonLd {
  return {
    "@type": "Organization",
    "@id": `${appUrl("/").href}#organization`,
    name,
    url: absolute("/", locale),
    logo: appUrl("/icon.svg").href,
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The site, with the search a visitor can start from a search engine (offers by destination or words). */
export function website({ name, locale }: { name: string; locale: Locale }): JsonLd {
  return {
    "@type": "WebSite",
    "@id": `${appUrl("/").href}#website`,
    name,
    url: absolute("/", locale),
    inLanguage: locale,
    publisher: { "@id": `${appUrl("/").href}#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absolute("/offers/search", locale)}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/**
 * One page of the site as what it is (`AboutPage` for about us, `WebPage` for terms and privacy), in its language, part
 * of the WebSite. Kept short on purpose: it rides twice in a cached page (HTML and React payload).
 */
export function webPage({ type, name, path, locale }: { type: "AboutPage" | "WebPage"; name: string; path: PathTarget; locale: Locale }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": type,
    name,
    url: absolute(path, locale),
    inLanguage: locale,
    isPartOf: { "@id": `${appUrl("/").href}#website` },
  };
}

/** Home › … › this page. `items` are [name, locale-less path]. */
export function breadcrumbs(items: [string, PathTarget][], locale: Locale): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map(([name, path], index) => ({ "@type": "ListItem", position: index + 1, name, item: absolute(path, locale) })),
  };
}

/** What an offer sells: a Product (or a TouristTrip for packages and flights) with its Offer: price in SAR, dates, stock. */
export function offerProduct(offer: OfferView, locale: Locale): JsonLd {
  const url = absolute(`/offer/${offer.id}`, locale);
  const availability =
    offer.status === "soldOut"
      ? "SoldOut"
      : offer.status === "expired"
        ? "Discontinued"
        : offer.status === "upcoming"
          ? "PreOrder"
          : offer.availability < 5
            ? "LimitedAvailability"
            : "InStock";
  const trip = offer.type === "package" || offer.type === "flight";
  return {
    "@type": trip ? ["Product", "TouristTrip"] : "Product",
    "@id": `${url}#offer`,
    name: offer.title,
    description: offer.description,
    url,
    ...(offer.image ? { image: offer.image.startsWith("/") ? appUrl(offer.image).href : offer.image } : {}),
    brand: { "@type": "Brand", name: offer.providerName },
    ...(offer.tags.length ? { keywords: offer.tags.join(", ") } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: (offer.price / 100).toFixed(2),
      priceCurrency: "SAR",
      availability: `https://schema.org/${availability}`,
      validFrom: offer.startDate,
      validThrough: offer.endDate,
      seller: { "@type": "Organization", name: offer.providerName },
      ...(offer.originalPrice && offer.saving
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              priceType: "https://schema.org/StrikethroughPrice",
              price: (offer.originalPrice / 100).toFixed(2),
              priceCurrency: "SAR",
            },
          }
        : {}),
    },
  };
}

const riyals = (minor: number) => (minor / 100).toFixed(2);
const absoluteImage = (url: string) => (url.startsWith("/") ? appUrl(url).href : url);

/**
 * A hotel (`Hotel`) or a chalet (`LodgingBusiness`: schema.org has no chalet, and `VacationRental` wants a host's
 * listing data the site does not keep) as every visitor sees it: address, position, stars, photos, amenities, the
 * check-in and check-out times and the range of its nightly prices in SAR. No `aggregateRating`: the guest rating has
 * no count of reviews behind it, and Google's rules want one.
 */
export function lodging(
  stay: ({ kind: "hotel" } & HotelPage) | ({ kind: "chalet" } & ChaletPage),
  { locale, amenities }: { locale: Locale; /** The amenities' names in the page's language. */ amenities: string[] },
): JsonLd {
  const url = absolute(`/${stay.kind}/${stay.id}`, locale);
  const prices = stay.kind === "hotel" ? stay.rooms.flatMap((room) => [room.nightlyPrice, room.weekendPrice]) : [stay.nightlyPrice, stay.weekendPrice];
  const low = prices.length ? Math.min(...prices) : null;
  const high = prices.length ? Math.max(...prices) : null;
  return {
    "@type": stay.kind === "hotel" ? "Hotel" : "LodgingBusiness",
    "@id": `${url}#lodging`,
    name: stay.name,
    url,
    ...(stay.photos.length ? { image: stay.photos.slice(0, 6).map(absoluteImage) } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: stay.kind === "hotel" ? stay.address : stay.district,
      addressLocality: stay.city,
    },
    geo: { "@type": "GeoCoordinates", latitude: stay.position.lat, longitude: stay.position.lng },
    ...(stay.kind === "hotel" ? { starRating: { "@type": "Rating", ratingValue: stay.stars, bestRating: 5 } } : {}),
    ...(low !== null && high !== null
      ? { priceRange: low === high ? `SAR ${riyals(low)}` : `SAR ${riyals(low)}–${riyals(high)}`, currenciesAccepted: "SAR" }
      : {}),
    ...(amenities.length ? { amenityFeature: amenities.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })) } : {}),
    checkinTime: stay.kind === "hotel" ? stay.checkInTime : stay.rules.checkIn.from,
    checkoutTime: stay.kind === "hotel" ? stay.checkOutTime : stay.rules.checkOut.until,
  };
}

/** One document holding several descriptions. */
export function graph(...nodes: JsonLd[]): JsonLd {
  return { "@context": "https://schema.org", "@graph": nodes };
}
