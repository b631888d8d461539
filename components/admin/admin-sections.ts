// Every admin section of SPEC §2, in sidebar order. The section pages themselves arrive in a later issue.
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

export const ADMIN_SECTIONS: readonly { key: AdminSectionKey; href: string; icon: LucideIcon }[] = [
  { key: "dashboard", href: "/admin/dashboard", icon: LayoutDashboard },
  { key: "airports", href: "/admin/dashboard/airports", icon: PlaneTakeoff },
  { key: "companies", href: "/admin/dashboard/companies", icon: Building2 },
  { key: "meals", href: "/admin/dashboard/meals", icon: Utensils },
  { key: "planes", href: "/admin/dashboard/planes", icon: Plane },
  { key: "flights", href: "/admin/dashboard/flight/add", icon: TicketsPlane },
  { key: "offers", href: "/admin/dashboard/offers", icon: Tag },
  // Spelled so in SPEC §2.
  { key: "additionalPages", href: "/admin/dashboard/addtionalPages", icon: FileText },
  { key: "destinations", href: "/admin/dashboard/destinations", icon: MapPin },
];

/** The section a path belongs to: the longest matching prefix wins (dashboard is everyone's prefix). */
export function activeSection(pathname: string): AdminSectionKey | null {
  if (pathname === "/admin/dashboard" || pathname === "/admin/dashboard/") return "dashboard";
  if (pathname.startsWith("/admin/dashboard/flight/")) return "flights";
  const match = ADMIN_SECTIONS.find((section) => section.key !== "dashboard" && pathname.startsWith(section.href));
  return match?.key ?? null;
}
