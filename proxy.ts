// The design's middleware (Next 16 names it proxy.ts): refuses malformed requests with a 4xx, then locale routing
// plus an optimistic admin guard. The admin pages and the provider check the role again; this only saves a round trip.
import createIntlMiddleware from "next-intl/middleware";
import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { appUrl } from "./lib/http/app-origin";
import { pinAlternateLinks, refuseMalformed } from "./lib/http/request-checks";
import { routing } from "./lib/i18n/routing";

const intl = createIntlMiddleware(routing);
const ADMIN_PATH = /^(?:\/(ar|en))?\/admin(?:\/|$)/;

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
  return pinAlternateLinks(intl(request));
}

export const config = {
  matcher: ["/((?!_next|_vercel|.*\\..*).*)"],
};
