/** Cache tags of public content and of search answers; the BFF revalidates them after admin writes (lib/cache/public-content.ts). */
export const CONTENT_TAG_NAMES = {
  socialLinks: "content:social-links",
  rates: "content:currency-rates",
  page: (slug: string) => `content:page:${slug}`,
  /** Every offers list and the offers' facets: any offer written, created or booked makes them stale. */
  offers: "content:offers",
  /** One offer's details page. */
  offer: (id: number | string) => `content:offer:${id}`,
  destinations: "content:destinations",
  /** Which hotels and chalets are on sale (the sitemap): adding, archiving or restoring one makes it stale. */
  stays: "content:stays",
  /** One hotel's page as every visitor sees it (what it is and its room types with their "from" prices). */
  hotel: (id: number | string) => `content:hotel:${id}`,
  /** One chalet's page as every visitor sees it. */
  chalet: (id: number | string) => `content:chalet:${id}`,
  /** Every cached flight search answer, price calendar and airport lookup: an admin's flight or catalogue write. */
  flightSearch: "search:flights",
  /** Every cached hotel and chalet search answer, and the cities and filters they offer: an admin's stay write. */
  staySearch: "search:stays",
} as const;
