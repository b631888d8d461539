"use client";

import { useEffect, useRef, useState } from "react";
import { Moon } from "lucide-react";
import { useLocale } from "@/lib/i18n/navigation";
import { pluralText, type PluralForms } from "@/lib/i18n/plural-forms";
import { draftNights } from "@/lib/stays/nights";

/**
 * The number of nights between the form's two dates, as the server counted them for the address and, with a script,
 * again as the visitor changes a date. Nothing when the dates are not a stay's (the server says why on submit).
 * `forms`: StaySearch.nights per plural category (lib/i18n/plural-forms.ts), so the page sends no catalogue for it.
 */
export function NightsCount({ initial, forms }: { initial: number | null; forms: PluralForms }) {
  const locale = useLocale();
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
          {pluralText(forms, nights, locale)}
        </>
      ) : null}
    </p>
  );
}
