// The pages rendered per request that `npm run bench:pages` measures beside the data call each one makes (issue 27):
// the results a traveller spends the trip on. Each page's `data` is the BFF request of the provider call the page's
// server render makes for it (the same query), so "ratio" says how much of the page's cost is the render itself.
// Dates are a week ahead in Riyadh (the seed dates its flights and stays from today), two nights, one or two guests.
// The flight booking form (signed in: it asks for login first) is for the first flight of that search, `{flight}` in
// its path until the run finds it (scripts/bench/session.mjs), and its data call is that flight's details.

const DAY = 86_400_000;

/** yyyy-mm-dd in Riyadh, `days` from today. */
export function riyadhDay(days, now = Date.now()) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Riyadh" }).format(new Date(now + days * DAY));
}

/** The per-request pages in both languages, each with the BFF path of its own data call. */
export function requestPages(now = Date.now()) {
  const date = riyadhDay(7, now);
  const checkOut = riyadhDay(9, now);
  const flight = new URLSearchParams({ from: "RUH", to: "JED", date, adults: "1", children: "0", infants: "0", cabin: "economy" });
  const hotel = new URLSearchParams({ category: "hotel", city: "riyadh", checkIn: date, checkOut, guests: "2", rooms: "1" });
  const chalet = new URLSearchParams({ category: "chalet", city: "riyadh", checkIn: date, checkOut, guests: "2" });
  const hotelData = new URLSearchParams({ city: "riyadh", checkIn: date, checkOut, guests: "2", rooms: "1" });
  const chaletData = new URLSearchParams({ city: "riyadh", checkIn: date, checkOut, guests: "2" });
  const pages = [
    { name: "flight results", path: `/flight-search?${flight}`, data: `/api/search-flight/api/Flights/Search?${flight}` },
    { name: "hotel results", path: `/search?${hotel}`, data: `/api/hotels/api/Hotels/Search?${hotelData}` },
    { name: "chalet results", path: `/search?${chalet}`, data: `/api/chalets/api/Chalets/Search?${chaletData}` },
    {
      name: "booking form",
      path: "/flight/{flight}/booking?adults=1&children=0&infants=0&cabin=economy",
      data: "/api/flight-backend/api/Flights/{flight}?",
      signedIn: true,
    },
  ];
  return pages.flatMap((page) => [
    { ...page, path: page.path, locale: "ar" },
    { ...page, path: `/en${page.path}`, locale: "en", data: `${page.data}${page.data.endsWith("?") ? "" : "&"}lang=en` },
  ]);
}

/** The page with `{flight}` replaced by a flight id. */
export const withFlight = (page, flightId) => ({ ...page, path: page.path.replace("{flight}", flightId), data: page.data.replace("{flight}", flightId) });

/** `--request-pages=flight,hotel` (or BENCH_REQUEST_PAGES) narrows them by the first word of their name; `none` skips them. */
export function selectedRequestPages(argv = process.argv, env = process.env, now = Date.now()) {
  const option = argv.find((arg) => arg.startsWith("--request-pages="))?.slice("--request-pages=".length) ?? env.BENCH_REQUEST_PAGES;
  const pages = requestPages(now);
  if (!option) return pages;
  if (option === "none") return [];
  const wanted = option.split(",").map((word) => word.trim());
  const unknown = wanted.filter((word) => !pages.some((page) => page.name.split(" ")[0] === word));
  if (unknown.length) throw new Error(`not in scripts/bench/request-pages.mjs: ${unknown.join(", ")}`);
  return pages.filter((page) => wanted.includes(page.name.split(" ")[0]));
}

/** Bytes of the inline RSC payload (`self.__next_f.push(…)` scripts) inside a page's HTML. */
export function inlinePayloadBytes(html) {
  let bytes = 0;
  for (const match of html.matchAll(/<script(?:\s[^>]*)?>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)) bytes += Buffer.byteLength(match[1]);
  return bytes;
}
