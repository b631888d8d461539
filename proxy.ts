// The design's middleware (Next 16 names it proxy.ts): refuses malformed requests with a 4xx, then locale routing, the
// flight search and unknown-path rewrites, and an optimistic admin guard. The admin pages and the provider check the
// role again; this only saves a round trip.
import createIntlMiddleware from "next-intl/middleware";
import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { appUrl } from "./lib/http/app-origin";
import { nonceFor, wantsNonce, withNonceCsp } from "./lib/http/csp-nonce";
import { pinAlternateLinks, refuseMalformed } from "./lib/http/request-checks";
import { routing } from "./lib/i18n/routing";
import { isKnownPage } from "./lib/routing/known-paths";

const intl = createIntlMiddleware(routing);
const ADMIN_PATH = /^(?:\/(ar|en))?\/admin(?:\/|$)/;
const HOME_PATH = /^(?:\/(ar|en))?\/?$/;
const LOCALE_PREFIX = /^\/(ar|en)(?=\/|$)/;

export default async function proxy(request: NextRequest) {
  const refused = refuseMalformed(request);
  if (refused) return refused;
  const { pathname, search } = request.nextUrl;
  // The API is matched only for the checks above; locale routing is for pages.
  if (pathname === "/api" || pathname.startsWith("/api/")) return NextResponse.next();
  const admin = ADMIN_PATH.exec(pathname);
  if (admin) {
    const jwt = await getToken({ req: request, secret: process.env.NEXTAUTH_SECRET }).catch(() => null);
    if (jwt?.role !== "Admin") {
      const prefix = admin[1] === "en" ? "/en" : "";
      const url = appUrl(`${prefix}/login`);
      url.searchParams.set("redirect", `${pathname}${search}`);
      return NextResponse.redirect(url);
    }
  }
  const response = intl(request);
  const searched = searchRewrite(request, response);
  const answer = notFoundRewrite(request, response) ?? searched ?? response;
  const localePath = pathname.replace(LOCALE_PREFIX, "") || "/";
  if (searched || wantsNonce(localePath)) withNonceCsp(answer, nonceFor());
  return pinAlternateLinks(answer);
}

/**
 * A path no page matches is answered with the prerendered 404 page of its language (app/[locale]/page-not-found,
 * status 404): the heading is in the server HTML and nothing renders per request.
 */
function notFoundRewrite(request: NextRequest, response: NextResponse): NextResponse | null {
  if (response.headers.has("location")) return null;
  const { pathname } = request.nextUrl;
  const prefix = LOCALE_PREFIX.exec(pathname);
  const locale = prefix?.[1] ?? routing.defaultLocale;
  if (isKnownPage(pathname.slice(prefix?.[0].length ?? 0) || "/")) return null;
  return rewriteKeeping(response, new URL(`/${locale}/page-not-found`, request.url));
}

/**
 * Home with a query (a flight search) renders at /<locale>/flight-search, keeping the home address: home itself is
 * prerendered and must not read the query, or every visit would render per request.
 */
function searchRewrite(request: NextRequest, response: NextResponse): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  const home = HOME_PATH.exec(pathname);
  if (!home || !search || response.headers.has("location")) return null;
  const locale = home[1] ?? routing.defaultLocale;
  return rewriteKeeping(response, new URL(`/${locale}/flight-search${search}`, request.url));
}

/** A rewrite that keeps next-intl's headers (locale, cookie, request overrides) but not its "continue" marker. */
function rewriteKeeping(response: NextResponse, destination: URL): NextResponse {
  const headers = new Headers(response.headers);
  headers.delete("x-middleware-next");
  return NextResponse.rewrite(destination, { headers });
}

export const config = {
  matcher: ["/((?!_next|_vercel|.*\\..*).*)"],
};
