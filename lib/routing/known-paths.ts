// Every page of the app as a pattern over its locale-less path. proxy.ts answers anything else with the static 404
// page; a test keeps this list in step with the page files under app/[locale]/.
const SEGMENT = "[^/]+";

export const KNOWN_PAGES: readonly string[] = [
  "/",
  "/about-us",
  "/terms-and-conditions",
  "/privacy-policy",
  "/login",
  "/register",
  "/forget-password",
  "/reset-password",
  "/confirm-email",
  "/profile",
  "/all-reservations",
  "/favorites",
  "/flight-search",
  "/offers",
  "/offers/search",
  "/search",
  "/search/airport-taxi",
  "/search/airport-taxi/book",
  "/offer/[offerId]",
  "/flight/[id]",
  "/flight/[id]/booking",
  "/flight/[id]/booking/reservation/[reservationId]",
  "/flight/[id]/booking/reservation/[reservationId]/ticket",
  "/offer/[offerId]/reservation/[id]",
  "/offer/[offerId]/reservation/[id]/ticket",
  "/hotel/[id]",
  "/chalet/[id]",
  "/hotel/[id]/reservation/[reservationId]",
  "/hotel/[id]/reservation/[reservationId]/voucher",
  "/chalet/[id]/reservation/[reservationId]",
  "/chalet/[id]/reservation/[reservationId]/voucher",
  "/airport-taxi/reservation/[reservationId]",
  "/airport-taxi/reservation/[reservationId]/voucher",
  "/admin",
  "/admin/dashboard",
  "/admin/dashboard/flights",
  "/admin/dashboard/flight/add",
  "/admin/dashboard/flight/edit/[id]",
  "/admin/dashboard/audit",
  "/admin/dashboard/airports",
  "/admin/dashboard/airports/add",
  "/admin/dashboard/airports/edit/[id]",
  "/admin/dashboard/companies",
  "/admin/dashboard/companies/add",
  "/admin/dashboard/companies/edit/[id]",
  "/admin/dashboard/meals",
  "/admin/dashboard/meals/add",
  "/admin/dashboard/meals/edit/[id]",
  "/admin/dashboard/planes",
  "/admin/dashboard/planes/add",
  "/admin/dashboard/planes/edit/[id]",
  "/admin/dashboard/offers",
  "/admin/dashboard/offers/add",
  "/admin/dashboard/offers/edit/[id]",
  "/admin/dashboard/destinations",
  "/admin/dashboard/addtionalPages",
];

const PATTERNS = KNOWN_PAGES.map((page) => new RegExp(`^${page.replace(/\[[^\]]+\]/g, SEGMENT)}/?$`));

/** Whether a locale-less path (no query) is one of the app's pages. */
export function isKnownPage(pathname: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(pathname));
}
