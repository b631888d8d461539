// A hotel's or chalet's address with dates (`/hotel/12?checkIn=…&checkOut=…`) is answered by the per-request page
// `/[locale]/hotel/[id]/dates`, the plain address (`/hotel/12`, any other query) by the cached one. proxy.ts rewrites
// the first kind there, so the visitor's address (links, the dates form, sign-in's way back) stays the one they know.
import { routing, type Locale } from "@/lib/i18n/routing";

/** What the dated page reads from the address (lib/stays/details-query.ts): any of them makes the address dated. */
export const STAY_DATE_KEYS = ["checkIn", "checkOut", "guests", "rooms", "room"] as const;

const STAY_PAGE = /^(?:\/(ar|en))?\/(hotel|chalet)\/([^/]+)\/?$/;
const DATED_PAGE = /^(?:\/(ar|en))?\/(hotel|chalet)\/([^/]+)\/dates\/?$/;

/** The per-request page's path (`/ar/hotel/12/dates`) for a dated stay address, or null. */
export function datedStayTarget(pathname: string, query: URLSearchParams): { path: string; locale: Locale } | null {
  const match = STAY_PAGE.exec(pathname);
  if (!match || !STAY_DATE_KEYS.some((key) => query.has(key))) return null;
  const locale = (match[1] as Locale | undefined) ?? routing.defaultLocale;
  return { path: `/${locale}/${match[2]}/${match[3]}/dates`, locale };
}

/** `/hotel/12/dates` asked for directly: the stay's own address to send the visitor to (query kept), or null. */
export function datedStayAddress(pathname: string): string | null {
  const match = DATED_PAGE.exec(pathname);
  if (!match) return null;
  return `${match[1] ? `/${match[1]}` : ""}/${match[2]}/${match[3]}`;
}
