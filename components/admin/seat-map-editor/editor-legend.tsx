"use client";

import { useTranslations } from "next-intl";
import { Lock } from "lucide-react";
import { CABIN_ORDER } from "@/lib/admin/seat-map";
import { CLASS_STYLE } from "./class-style";

/** The key to the editor's colours: one per cabin, and the lock of a booked seat. */
export function EditorLegend() {
  const t = useTranslations("AdminCatalogue.planes");
  const terms = useTranslations("Terms");
  return (
    <ul aria-label={t("legendLabel")} className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-600">
      {CABIN_ORDER.map((cls) => (
        <li key={cls} className="flex items-center gap-1.5">
          <span aria-hidden className={`size-4 rounded ring-1 ${CLASS_STYLE[cls]}`} />
          {terms(`cabin.${cls}`)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <Lock aria-hidden className="size-3.5" />
        {t("booked")}
      </li>
    </ul>
  );
}
