"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Moon } from "lucide-react";
import { draftNights } from "@/lib/stays/nights";

/**
 * The number of nights between the form's two dates, as the server counted them for the address and, with a script,
 * again as the visitor changes a date. Nothing when the dates are not a stay's (the server says why on submit).
 */
export function NightsCount({ checkIn, checkOut, initial }: { checkIn: string; checkOut: string; initial: number | null }) {
  const t = useTranslations("StaySearch");
  const [nights, setNights] = useState(initial);
  useEffect(() => {
    const from = document.getElementById(checkIn) as HTMLInputElement | null;
    const to = document.getElementById(checkOut) as HTMLInputElement | null;
    if (!from || !to) return;
    const update = () => setNights(draftNights({ checkIn: from.value, checkOut: to.value }));
    from.addEventListener("input", update);
    to.addEventListener("input", update);
    return () => {
      from.removeEventListener("input", update);
      to.removeEventListener("input", update);
    };
  }, [checkIn, checkOut]);
  return (
    <p aria-live="polite" className="mt-2 flex min-h-6 items-center gap-1.5 text-sm font-semibold text-brand-800" data-testid="stay-nights">
      {nights ? (
        <>
          <Moon aria-hidden className="size-4" />
          {t("nights", { count: nights })}
        </>
      ) : null}
    </p>
  );
}
