"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Moon } from "lucide-react";
import { draftNights } from "@/lib/stays/nights";

/**
 * The number of nights between the form's two dates, as the server counted them for the address and, with a script,
 * again as the visitor changes a date. Nothing when the dates are not a stay's (the server says why on submit).
 */
export function NightsCount({ initial }: { initial: number | null }) {
  const t = useTranslations("StaySearch");
  const [nights, setNights] = useState(initial);
  const own = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const form = own.current?.closest("form");
    if (!form) return;
    // The dates' inputs fire `input` when a day is picked (the calendar's hidden input does too: DateInput).
    const read = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
    const update = () => setNights(draftNights({ checkIn: read("checkIn"), checkOut: read("checkOut") }));
    form.addEventListener("input", update);
    return () => form.removeEventListener("input", update);
  }, []);
  return (
    <p ref={own} aria-live="polite" className="mt-2 flex min-h-6 items-center gap-1.5 text-sm font-semibold text-brand-800" data-testid="stay-nights">
      {nights ? (
        <>
          <Moon aria-hidden className="size-4" />
          {t("nights", { count: nights })}
        </>
      ) : null}
    </p>
  );
}
