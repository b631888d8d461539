// The design's middleware (Next 16 names it proxy.ts): locale routing plus an optimistic admin guard.
// The admin pages and the provider check the role again; this only saves a round trip.
import createIntlMiddleware from "next-intl/middleware";
import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { routing } from "./lib/i18n/routing";

const intl = createIntlMiddleware(routing);
const ADMIN_PATH = /^(?:\/(ar|en))?\/admin(?:\/|$)/;

export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const admin = ADMIN_PATH.exec(pathname);
  if (admin) {
    const jwt = await getToken({ req: request, secret: process.env.NEXTAUTH_SECRET }).catch(() => null);
    if (jwt?.role !== "Admin") {
      const prefix = admin[1] === "en" ? "/en" : "";
      const url = new URL(`${prefix}/login`, request.url);
      url.searchParams.set("redirect", `${pathname}${search}`);
      return NextResponse.redirect(url);
    }
  }
  return intl(request);
}

export const config = {
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
