// The navbar destinations' icons, drawn by the server navbar (and the drawer) and handed to NavLinks as elements.
import { CarIcon, HotelIcon, HouseIcon, PlaneIcon, TagIcon } from "@/components/ui/plain-icons";
import type { NavKey } from "./nav-items";

const NAV_ICONS: Record<NavKey, (props: { className?: string }) => React.ReactNode> = {
  flights: PlaneIcon,
  hotels: HotelIcon,
  chalets: HouseIcon,
  cars: CarIcon,
  deals: TagIcon,
};

/** Each destination's icon drawn at the size of the given layout. */
export function navIcons(layout: "bar" | "list"): Record<NavKey, React.ReactNode> {
  const className = layout === "bar" ? "hidden size-4 lg:block" : "size-5 text-brand-600";
  return Object.fromEntries(Object.entries(NAV_ICONS).map(([key, Icon]) => [key, <Icon key={key} className={className} />])) as Record<NavKey, React.ReactNode>;
}
