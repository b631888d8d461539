// Cache lifetimes of the app's 'use cache' data functions (next.config.mjs registers them as cacheLife profiles).
// Public content changes only when an admin edits it, and every such write revalidates its tag at once: the
// lifetimes below are only the safety net for edits made behind the app's back.
/** @type {Record<string, { stale: number; revalidate: number; expire: number }>} */
export const cacheLifeProfiles = {
  // Pages, social links, offers, destinations: refreshed in the background after an hour, never older than a day.
  content: { stale: 300, revalidate: 3600, expire: 86_400 },
  // What shows places left (offers lists and pages): a booking or a cancellation through the app revalidates at once,
  // but a hold that runs out gives its places back in the provider's sweep, which the app does not hear of.
  inventory: { stale: 300, revalidate: 60, expire: 86_400 },
  // The price calendar above flight results (lib/provider/price-calendar.ts), per route, cabin, day and party: a fare an
  // admin changes or a flight that fills shows within a minute in the background, and never after five; the details
  // page and the booking price the flight again, so a stale day misleads for at most that long and charges nothing.
  fares: { stale: 60, revalidate: 60, expire: 300 },
  // Search answers (flight, hotel and chalet results: lib/provider/flight-search.ts, stays.ts), per normalised query
  // and language: fares, seats and rooms left as the provider had them up to a minute before, refreshed in the
  // background after that minute and never served after five. As on every metasearch, the price is checked again
  // where it is charged: the flight's page, the booking form and the booking itself read the provider fresh. An
  // admin's edit of a flight, hotel, chalet or their rates expires these answers at once (lib/cache/public-content.ts).
  search: { stale: 60, revalidate: 60, expire: 300 },
  // A search the provider could not answer (outage, timeout): kept a second at most, so the next visitor asks again.
  searchFailure: { stale: 0, revalidate: 1, expire: 1 },
  // What the search forms and filters choose from, whatever the query (airports, cities, a city's amenities and
  // stars): an admin's write to them expires the tag at once; otherwise refreshed hourly, never older than a day.
  vocabulary: { stale: 300, revalidate: 3600, expire: 86_400 },
  // Exchange rates: the provider updates them at most hourly.
  rates: { stale: 300, revalidate: 3600, expire: 86_400 },
  // What a build records instead of provider data (the build never reaches the provider): the first request after
  // a start refreshes it, and it can never be served after five minutes. Five minutes is also the shortest `stale`
  // and `expire` Next still puts in a prerendered page; anything shorter would make the page render per request.
  placeholder: { stale: 300, revalidate: 1, expire: 300 },
  // A provider failure at run time: tried again in the background after a minute, never kept past five.
  failure: { stale: 300, revalidate: 60, expire: 300 },
};
