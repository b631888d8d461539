// The navbar's destinations (SPEC §2), shared by the desktop bar and the phone drawer.
import type { Href } from "@/lib/i18n/typed-routes";

export type NavKey = "flights" | "hotels" | "chalets" | "cars" | "deals";

export type NavItem = {
  key: NavKey;
  /** null would show the item as "Soon" (a page not built yet). */
  href: Href | null;
  /** Its icon's class in app/styles/icons.css. */
  icon: string;
  /** Whether the current (locale-less) path and query belong to this item. */
  matches: (pathname: string, params: URLSearchParams) => boolean;
};

export const NAV_ITEMS: readonly NavItem[] = [
  { key: "flights", href: { pathname: "/" }, icon: "i-plane", matches: (p) => p === "/" || p.startsWith("/flight") },
  {
    key: "hotels",
    href: "/search?category=hotel",
    icon: "i-hotel",
    matches: (p, q) => p === "/search" && q.get("category") !== "chalet",
  },
  {
    key: "chalets",
    href: "/search?category=chalet",
    icon: "i-house",
    matches: (p, q) => p === "/search" && q.get("category") === "chalet",
  },
  { key: "cars", href: "/search/airport-taxi", icon: "i-car", matches: (p) => p.startsWith("/search/airport-taxi") },
  { key: "deals", href: "/offers", icon: "i-tag", matches: (p) => p === "/offers" || p.startsWith("/offer/") },
];

export type AccountKey = "dashboard" | "allReservations" | "settings" | "favorites" | "priceAlerts";

/** The user menu's links; Dashboard only for role Admin. */
export function accountItems(role: "Admin" | "User" | null): { key: AccountKey; href: Href }[] {
  const admin: { key: AccountKey; href: Href }[] = role === "Admin" ? [{ key: "dashboard", href: "/admin/dashboard" }] : [];
  return [
    ...admin,
    { key: "allReservations", href: "/all-reservations" },
    { key: "settings", href: "/profile" },
    { key: "favorites", href: "/favorites" },
    { key: "priceAlerts", href: "/price-alerts" },
  ];
}

/** What the client parts need to know about the visitor; the provider token never leaves the server. */
export type NavUser = { name: string; role: "Admin" | "User" | null };
