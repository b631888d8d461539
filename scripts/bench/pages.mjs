// The public pages the benchmarks and the first-load JS budget cover, each with the budget it is held to
// (× the bare Next page's first-load JS). Add a public page here when it ships (e.g. /offers, in both languages).
export const BUDGETS = {
  // The flight search home carries the search form (its popovers, airport search and schema load when first used).
  // 1.31 since issue 25's fares in the date picker (the form's wiring to them; the calendar and its fares load when it
  // opens): 171.2 and 172.9 KiB in two runs on 2026-11-27, the inline payload moving with the day's popular
  // destinations (14.6 vs 16.3 KiB), against 172.8 at 1.3.
  home: 1.31,
  // Pages served from cache: little beyond the framework and the layout.
  static: 1.15,
  // The footer pages (about us, terms, privacy) are static pages whose own text, long and edited by the admin, rides
  // twice in the document (HTML and React payload, which counts as inline script), with what they tell crawlers
  // (canonical, hreflang, Open Graph, JSON-LD): 0.1-1.2 KiB over `static` today. 1.163 since issue 9 (Arabic terms
  // 154.5 KiB); these pages carry no form words, so splitting Validation did not move them. 1.165 since issue 22: the
  // menu's "توصيل المطار" (was "السيارات") and the footer's checked links put Arabic terms at 154.7 KiB (all inline).
  content: 1.165,
  // A cached list (/offers): the same scripts as a static page plus the price component (1.2 KiB), and twelve cards
  // and the filters form whose markup rides twice (HTML and React payload): 4-5 KiB of inline payload over `static`.
  // 1.201 since issue 22: the filters fold into one line on a phone (a 0.1 KiB script opens them at desktop width).
  // 1.202 since issue 26's installable app: the manifest link and the session read's hand-off to the offline worker
  // (loaded after the page) on every page put /offers at 159.6 KiB, the limit to the tenth.
  list: 1.202,
  // An offer's page (cached): the static page's scripts plus the booking form as first drawn (its fields, the live
  // price, the session check) and the heart; react-hook-form, zod and React Query load when the form is first touched.
  // Raised from 1.35 by issue 9's field-error keys (180.7 KiB in Arabic); the admin's now sit in AdminValidation,
  // which no traveller's page carries (179.7 KiB). 1.38 since issue 22's dated offers: the form's words for the trip
  // (check-in, nights, passport names, the trip's dates in the terms) and the calendar's labels ride in the payload, and
  // the trip fields' date helpers in the form; the fields themselves and the calendar load after first paint (next/dynamic):
  // 183.0 KiB in Arabic. What would cut it: sending Validation's words with the first Book instead of in the page (2.9 KiB).
  // 1.385 since issue 26's installable app (the manifest link, the worker's hand-off in the session read): 184.0 KiB.
  // A hotel's or chalet's cached page (issue 26 point 4) is held to it too: the static page's scripts plus the dates
  // form (its calendar field), the gallery and the heart. It had its own class (1.395×) while it imported the booking
  // form it never draws there (a client component a server module imports rides in the page's entry): the box without
  // dates is now its own module (components/stays/details/stay-booking-box.tsx): 176.4-177.8 KiB, 1.33-1.34×, on 2026-11-27.
  // 1.39 since issue 27's first step: `/offer/1` measured 184.1-184.2 KiB against 184.1 in two builds of 2026-11-27
  // (scripts 168.1, inline payload 16.1; 184.0 the day before). The shared client code that moved (lib/format/money.ts
  // keeping one Intl.NumberFormat per locale and currency, among others) was not weighed piece by piece.
  detail: 1.39,
  // Account forms rendered per request: react-hook-form, zod, next-auth's client and React Query load with them
  // (1.74-1.82× today). A ceiling that stops them growing, not the target: docs/product.md says what would reach 1.15×.
  // They send only the namespaces their forms read (Auth, Validation, Errors), not every public one: 253.1 → 242.1 KiB
  // for the Arabic login, and a new page's words no longer ride on them.
  forms: 1.84,
};

const both = (path, budget) => [
  { path, budget },
  { path: path === "/" ? "/en" : `/en${path}`, budget },
];

export const PUBLIC_PAGES = [
  ...both("/", "home"),
  ...both("/about-us", "content"),
  ...both("/terms-and-conditions", "content"),
  ...both("/privacy-policy", "content"),
  // The help page: six answers (text riding twice like the footer pages') and the support contacts read per request.
  ...both("/help", "content"),
  ...both("/offers", "list"),
  // What the offline worker answers for a page it did not keep (issue 26): a static page plus the list of kept tickets
  // read in the browser (its component, 1.4 KiB external). Measured 153.1 KiB in Arabic, 0.3 over `static`: held to
  // `content`'s ceiling.
  ...both("/offline", "content"),
  // The first seeded offer (the Umrah package; the seed dates offers from today, so it is always current).
  ...both("/offer/1", "detail"),
  // The first seeded hotel and chalet (cached, like an offer's page; their dated prices are rendered per request).
  ...both("/hotel/1", "detail"),
  ...both("/chalet/1", "detail"),
  ...both("/login", "forms"),
  ...both("/register", "forms"),
  ...both("/forget-password", "forms"),
  // The contact form: the same libraries as the account forms, with its own namespace (Support) instead of Auth.
  ...both("/contact-us", "forms"),
];

/** `--pages=/,/en/about-us` (or BENCH_PAGES) narrows a run to some pages of the list; `none` skips them all. */
export function selectedPages(argv = process.argv, env = process.env) {
  const option = argv.find((arg) => arg.startsWith("--pages="))?.slice("--pages=".length) ?? env.BENCH_PAGES;
  if (!option) return PUBLIC_PAGES;
  if (option === "none") return [];
  const wanted = option
    .split(",")
    .map((path) => path.trim())
    .filter(Boolean);
  const unknown = wanted.filter((path) => !PUBLIC_PAGES.some((page) => page.path === path));
  if (unknown.length) throw new Error(`not in scripts/bench/pages.mjs: ${unknown.join(", ")}`);
  return PUBLIC_PAGES.filter((page) => wanted.includes(page.path));
}
