// The navbar's destinations (SPEC §2), shared by the desktop bar and the phone drawer.
import { Car, Hotel, House, Plane, Tag, type LucideIcon } from "lucide-react";

export type NavKey = "flights" | "hotels" | "chalets" | "cars" | "deals";

export type NavItem = {
  key: NavKey;
  icon: LucideIcon;
  href: { pathname: string; query?: Record<string, string> };
  /** Whether the current (locale-less) path and query belong to this item. */
  matches: (pathname: string, params: URLSearchParams) => boolean;
};

export const NAV_ITEMS: readonly NavItem[] = [
  { key: "flights", icon: Plane, href: { pathname: "/" }, matches: (p) => p === "/" || p.startsWith("/flight") },
  {
    key: "hotels",
    icon: Hotel,
    href: { pathname: "/search", query: { category: "hotel" } },
    matches: (p, q) => p === "/search" && q.get("category") === "hotel",
  },
  {
    key: "chalets",
    icon: House,
    href: { pathname: "/search", query: { category: "chalet" } },
    matches: (p, q) => p === "/search" && q.get("category") === "chalet",
  },
  { key: "cars", icon: Car, href: { pathname: "/search/airport-taxi" }, matches: (p) => p.startsWith("/search/airport-taxi") },
  { key: "deals", icon: Tag, href: { pathname: "/offers" }, matches: (p) => p === "/offers" || p.startsWith("/offer/") },
];

export type AccountKey = "dashboard" | "allReservations" | "settings" | "favorites";

/** The user menu's links; Dashboard only for role Admin. */
export function accountItems(role: "Admin" | "User" | null): { key: AccountKey; href: string }[] {
  return [
    ...(role === "Admin" ? [{ key: "dashboard" as const, href: "/admin/dashboard" }] : []),
    { key: "allReservations", href: "/all-reservations" },
    { key: "settings", href: "/profile" },
    { key: "favorites", href: "/favorites" },
  ];
}

/** What the client parts need to know about the visitor; the provider token never leaves the server. */
export type NavUser = { name: string; role: "Admin" | "User" | null };
