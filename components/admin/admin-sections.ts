// Every admin section of SPEC §2, in sidebar order. The section pages arrive in a later issue: until then their
// href is null and they show as "Soon" (SoonLink), with the path they will have kept in `path` for the active match.
import type { Href } from "@/lib/i18n/typed-routes";
import { Building2, FileText, LayoutDashboard, MapPin, Plane, PlaneTakeoff, TicketsPlane, Tag, Utensils, type LucideIcon } from "lucide-react";

export type AdminSectionKey =
  | "dashboard"
  | "airports"
  | "companies"
  | "meals"
  | "planes"
  | "flights"
  | "offers"
  | "additionalPages"
  | "destinations";

export const ADMIN_SECTIONS: readonly { key: AdminSectionKey; path: string; href: Href | null; icon: LucideIcon }[] = [
  { key: "dashboard", path: "/admin/dashboard", href: "/admin/dashboard", icon: LayoutDashboard },
  { key: "airports", path: "/admin/dashboard/airports", href: null, icon: PlaneTakeoff },
  { key: "companies", path: "/admin/dashboard/companies", href: null, icon: Building2 },
  { key: "meals", path: "/admin/dashboard/meals", href: null, icon: Utensils },
  { key: "planes", path: "/admin/dashboard/planes", href: null, icon: Plane },
  { key: "flights", path: "/admin/dashboard/flight/add", href: null, icon: TicketsPlane },
  { key: "offers", path: "/admin/dashboard/offers", href: null, icon: Tag },
  // Spelled so in SPEC §2.
  { key: "additionalPages", path: "/admin/dashboard/addtionalPages", href: null, icon: FileText },
  { key: "destinations", path: "/admin/dashboard/destinations", href: null, icon: MapPin },
];

/** The section a path belongs to: the longest matching prefix wins (dashboard is everyone's prefix). */
export function activeSection(pathname: string): AdminSectionKey | null {
  if (pathname === "/admin/dashboard" || pathname === "/admin/dashboard/") return "dashboard";
  if (pathname.startsWith("/admin/dashboard/flight/")) return "flights";
  const match = ADMIN_SECTIONS.find((section) => section.key !== "dashboard" && pathname.startsWith(section.path));
  return match?.key ?? null;
}
