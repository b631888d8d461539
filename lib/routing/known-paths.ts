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
  "/offer/[offerId]",
  "/flight/[id]",
  "/flight/[id]/booking",
  "/flight/[id]/booking/reservation/[reservationId]",
  "/flight/[id]/booking/reservation/[reservationId]/ticket",
  "/offer/[offerId]/reservation/[id]",
  "/offer/[offerId]/reservation/[id]/ticket",
  "/admin",
  "/admin/dashboard",
];

const PATTERNS = KNOWN_PAGES.map((page) => new RegExp(`^${page.replace(/\[[^\]]+\]/g, SEGMENT)}/?$`));

/** Whether a locale-less path (no query) is one of the app's pages. */
export function isKnownPage(pathname: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(pathname));
}
