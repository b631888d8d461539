import { BellRing, Heart, LayoutDashboard, Settings, Ticket } from "lucide-react";
import type { AccountKey } from "./nav-items";

const icons = { dashboard: LayoutDashboard, allReservations: Ticket, settings: Settings, favorites: Heart, priceAlerts: BellRing } as const;

export function AccountIcon({ name, className = "size-4.5 text-muted" }: { name: AccountKey; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden className={className} />;
}
