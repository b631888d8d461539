// Every admin section of SPEC §2 and the audit trail, in sidebar order. `path` is what the active match reads (the
// flights section lives under both /flights and /flight/…); a section without a page yet would have href null and
// show as "Soon" (SoonLink).
import type { Href } from "@/lib/i18n/typed-routes";
import {
  BarChart3,
  BedDouble,
  Building2,
  CarTaxiFront,
  House,
  ClipboardList,
  FileText,
  History,
  LayoutDashboard,
  MapPin,
  Plane,
  PlaneTakeoff,
  TicketsPlane,
  Tag,
  Users,
  Utensils,
  type LucideIcon,
} from "lucide-react";

export type AdminSectionKey =
  | "dashboard"
  | "bookings"
  | "customers"
  | "reports"
  | "airports"
  | "companies"
  | "meals"
  | "planes"
  | "flights"
  | "offers"
  | "hotels"
  | "chalets"
  | "transfers"
  | "additionalPages"
  | "destinations"
  | "audit";

export const ADMIN_SECTIONS: readonly { key: AdminSectionKey; path: string; href: Href | null; icon: LucideIcon }[] = [
  { key: "dashboard", path: "/admin/dashboard", href: "/admin/dashboard", icon: LayoutDashboard },
  // Not in SPEC §2: every reservation, found by reference or traveller, and cancelled with a refund (issue 24).
  { key: "bookings", path: "/admin/dashboard/bookings", href: "/admin/dashboard/bookings", icon: ClipboardList },
  // Not in SPEC §2: the accounts, their bookings, locking one and mailing a new confirmation link (issue 24).
  { key: "customers", path: "/admin/dashboard/customers", href: "/admin/dashboard/customers", icon: Users },
  // Not in SPEC §2: bookings, revenue and occupancy over a range of days, with a CSV download (issue 24).
  { key: "reports", path: "/admin/dashboard/reports", href: "/admin/dashboard/reports", icon: BarChart3 },
  { key: "airports", path: "/admin/dashboard/airports", href: "/admin/dashboard/airports", icon: PlaneTakeoff },
  { key: "companies", path: "/admin/dashboard/companies", href: "/admin/dashboard/companies", icon: Building2 },
  { key: "meals", path: "/admin/dashboard/meals", href: "/admin/dashboard/meals", icon: Utensils },
  { key: "planes", path: "/admin/dashboard/planes", href: "/admin/dashboard/planes", icon: Plane },
  { key: "flights", path: "/admin/dashboard/flights", href: "/admin/dashboard/flights", icon: TicketsPlane },
  { key: "offers", path: "/admin/dashboard/offers", href: "/admin/dashboard/offers", icon: Tag },
  // Not in SPEC §2: the hotels, their room types, closed dates and prices (issue 24).
  { key: "hotels", path: "/admin/dashboard/hotels", href: "/admin/dashboard/hotels", icon: BedDouble },
  // Not in SPEC §2: chalets, their prices and whole-unit rules (issue 24 point 2).
  { key: "chalets", path: "/admin/dashboard/chalets", href: "/admin/dashboard/chalets", icon: House },
  // Not in SPEC §2: the airport transfers' areas, vehicles, prices and vehicles per pickup slot (issue 24 point 3).
  { key: "transfers", path: "/admin/dashboard/transfers", href: "/admin/dashboard/transfers", icon: CarTaxiFront },
  // Spelled so in SPEC §2.
  { key: "additionalPages", path: "/admin/dashboard/addtionalPages", href: "/admin/dashboard/addtionalPages", icon: FileText },
  { key: "destinations", path: "/admin/dashboard/destinations", href: "/admin/dashboard/destinations", icon: MapPin },
  // Not in SPEC §2: the record of every admin write (issue 9), what an operator reads the day a price is wrong.
  { key: "audit", path: "/admin/dashboard/audit", href: "/admin/dashboard/audit", icon: History },
];

/** The section a path belongs to: the longest matching prefix wins (dashboard is everyone's prefix). */
export function activeSection(pathname: string): AdminSectionKey | null {
  if (pathname === "/admin/dashboard" || pathname === "/admin/dashboard/") return "dashboard";
  if (pathname.startsWith("/admin/dashboard/flight/")) return "flights";
  const match = ADMIN_SECTIONS.find((section) => section.key !== "dashboard" && pathname.startsWith(section.path));
  return match?.key ?? null;
}
