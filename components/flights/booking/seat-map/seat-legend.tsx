"use client";

import { useTranslations } from "next-intl";
import { SEAT_STYLES } from "./seat-states";

/** The key to the seat colours. */
export function SeatLegend() {
  const t = useTranslations("Booking");
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-600" aria-label={t("legend")}>
      {(["free", "mine", "taken", "class"] as const).map((s) => (
        <li key={s} className="flex items-center gap-1.5">
          <span aria-hidden className={`size-4 rounded ring-1 ${SEAT_STYLES[s]}`} />
          {t(`legendItems.${s}`)}
        </li>
      ))}
    </ul>
  );
}
