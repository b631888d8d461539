import type { MetadataRoute } from "next";
import { appUrl } from "@/lib/http/app-origin";
import { localizedPath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";

/** Account, booking and admin pages are private (locale-less; `*` is robots.txt's wildcard). */
const PRIVATE_PAGES = [
  "/admin",
  "/login",
  "/register",
  "/forget-password",
  "/reset-password",
  "/confirm-email",
  "/profile",
  "/all-reservations",
  "/favorites",
  "/flight/*/booking",
  "/offer/*/reservation",
  "/hotel/*/reservation",
  "/chalet/*/reservation",
  "/airport-taxi/reservation",
];

export default function robots(): MetadataRoute.Robots {
  const disallow = ["/api/", ...PRIVATE_PAGES.flatMap((path) => routing.locales.map((locale) => localizedPath(path, locale)))];
  return { rules: [{ userAgent: "*", allow: "/", disallow: [...new Set(disallow)] }], sitemap: appUrl("/sitemap.xml").href };
}
