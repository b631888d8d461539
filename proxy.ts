// The design's middleware (Next 16 names it proxy.ts): refuses malformed requests with a 4xx, then locale routing, the
// flight search and unknown-path rewrites, and an optimistic admin guard. The admin pages and the provider check the
// role again; this only saves a round trip. Every request it passes gets its request id (x-request-id: a sane one the
// client or a load balancer sent, else a new one), which the API carries to the provider and into every log line.
import createIntlMiddleware from "next-intl/middleware";
import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { nonceFor, wantsNonce, withNonceCsp } from "./lib/http/csp-nonce";
import { lookupFor, missingResource } from "./lib/http/missing-resource";
import { INTERNAL_HEADER, notFoundPage, type NotFoundKind } from "./lib/http/not-found-page";
import { pinAlternateLinks, refuseMalformed } from "./lib/http/request-checks";
import { routing } from "./lib/i18n/routing";
import { acceptedRequestId, REQUEST_ID_HEADER } from "./provider/contracts/request-id";
import { isKnownPage } from "./lib/routing/known-paths";
import { datedStayAddress, datedStayTarget } from "./lib/routing/stay-dates";

const intl = createIntlMiddleware(routing);
const ADMIN_PATH = /^(?:\/(ar|en))?\/admin(?:\/|$)/;
/** Pages for signed-in visitors: a guest is sent to sign in here, with a real 307 (the pages check again). */
const SIGNED_IN_PATH =
  /^(?:\/(ar|en))?\/(?:profile|all-reservations|favorites|price-alerts(?!\/unsubscribe)|flight\/[^/]+\/booking|(?:offer|hotel|chalet)\/[^/]+\/reservation|airport-taxi\/reservation)(?:\/|$)/;
const LOCALE_PREFIX = /^\/(ar|en)(?=\/|$)/;

export default async function proxy(request: NextRequest) {
  const refused = refuseMalformed(request);
  if (refused) return refused;
  const { pathname, search } = request.nextUrl;
  const requestId = acceptedRequestId(request.headers.get(REQUEST_ID_HEADER));
  // The API is matched only for the checks above and its request id; locale routing is for pages.
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    const headers = new Headers(request.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    const response = NextResponse.next({ request: { headers } });
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  }
  const admin = ADMIN_PATH.exec(pathname);
  const signedIn = admin ? null : SIGNED_IN_PATH.exec(pathname);
  if (admin || signedIn) {
    const jwt = await sessionJwt(request);
    if (admin ? jwt?.role !== "Admin" : !jwt) {
      const prefix = (admin ?? signedIn)?.[1] === "en" ? "/en" : "";
      // On the request's own URL, which Next turns into a relative Location: the visitor stays on the address they
      // use (127.0.0.1, a LAN address), never APP_URL's, and no host a client claimed is named.
      const url = request.nextUrl.clone();
      url.pathname = `${prefix}/login`;
      url.search = `?${new URLSearchParams({ redirect: `${pathname}${search}` })}`;
      return NextResponse.redirect(url);
    }
  }
  // The dated page's own path is not an address: it is reached through the stay's (below).
  const address = datedStayAddress(pathname);
  if (address) {
    const url = request.nextUrl.clone();
    url.pathname = address;
    return NextResponse.redirect(url, 308);
  }
  const response = datedStay(request, intl(request));
  const missing = await notFoundAnswer(request, response);
  if (missing) return missing;
  if (wantsNonce(pathname.replace(LOCALE_PREFIX, "") || "/")) withNonceCsp(response, nonceFor());
  // Named in the answer so a visitor's report can be matched to the server's lines (a page's own provider reads, made
  // while rendering or from the cache, get the provider's ids: a page cannot read the request without losing its cache).
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return pinAlternateLinks(response);
}

/**
 * A hotel's or chalet's address with dates goes to the per-request page that prices them (lib/routing/stay-dates.ts);
 * the plain address stays with the cached page. The visitor's address does not change; next-intl's Link header is kept.
 */
function datedStay(request: NextRequest, response: NextResponse): NextResponse {
  const target = datedStayTarget(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (!target || response.headers.has("location")) return response;
  const url = request.nextUrl.clone();
  url.pathname = target.path;
  const headers = new Headers(request.headers);
  headers.set("x-next-intl-locale", target.locale);
  const rewritten = NextResponse.rewrite(url, { request: { headers } });
  const link = response.headers.get("link");
  if (link) rewritten.headers.set("link", link);
  return rewritten;
}

/** The session, under either cookie name: next-auth marks it Secure (`__Secure-…`) when the visitor's address is https. */
async function sessionJwt(request: NextRequest) {
  const secret = process.env.NEXTAUTH_SECRET;
  for (const secureCookie of [true, false]) {
    const jwt = await getToken({ req: request, secret, secureCookie }).catch(() => null);
    if (jwt) return jwt;
  }
  return null;
}

/**
 * A path no page matches, or a flight or reservation the provider does not know (lib/http/missing-resource.ts): the
 * prerendered 404 page of its kind and language, with status 404 and its heading in the server HTML.
 */
async function notFoundAnswer(request: NextRequest, response: NextResponse): Promise<Response | null> {
  if (response.headers.has("location")) return null;
  const { pathname, port } = request.nextUrl;
  const prefix = LOCALE_PREFIX.exec(pathname);
  const localePath = pathname.slice(prefix?.[0].length ?? 0) || "/";
  const serverPort = process.env.PORT || port || "3000";
  // The proxy's own read of a 404 page (below) is let through.
  if (localePath.startsWith("/page-not-found") && request.headers.get(INTERNAL_HEADER) === "1") return null;
  let kind: NotFoundKind | null = isKnownPage(localePath) ? null : "page";
  // Client navigations (RSC requests) go on to the page, which draws its own not-found view — except an offer's: its
  // page is kept once rendered, and so are a hotel's and a chalet's, so a made-up id is answered here whatever asks
  // (the router then loads it as a page).
  if (!kind && (!request.headers.has("rsc") || keptOnceRendered(localePath))) kind = await missingResource(localePath, request, serverPort);
  if (!kind) return null;
  return notFoundPage(prefix?.[1] ?? routing.defaultLocale, kind, serverPort);
}

/** An offer's, a hotel's or a chalet's page: cached once rendered, so a made-up id must not get that far. */
function keptOnceRendered(localePath: string): boolean {
  const kind = lookupFor(localePath)?.kind;
  return kind === "offer" || kind === "stay";
}

export const config = {
  // Everything but files, Next's own paths and the cached public pages in each language (`/`, `/en`, `/about-us`,
  // `/en/about-us`, …): those skip the proxy (lib/routing/cached-pages.mjs; a test keeps this literal, which Next reads
  // at build time, in step with its list).
  matcher: ["/((?!_next|_vercel|.*\\..*|(?:en)?$|(?:en/)?(?:about-us|terms-and-conditions|privacy-policy|offers)$).*)"],
};
