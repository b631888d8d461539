import type { FareClass } from "@/lib/admin/seat-map";

export const CLASS_STYLE: Record<FareClass, string> = {
  first: "bg-amber-100 text-amber-900 ring-amber-300",
  business: "bg-sky-100 text-sky-900 ring-sky-300",
  economy: "bg-emerald-50 text-emerald-900 ring-emerald-300",
};
