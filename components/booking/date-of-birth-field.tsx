"use client";

import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { useFormatter, useTranslations } from "next-intl";
import { CircleAlert } from "lucide-react";
import { changeDatePart, daysInMonth, joinDateParts, splitIsoDate, yearsOf, type DateParts } from "@/lib/booking/date-parts";
import { inputClasses } from "@/components/ui/input";
import type { BookingFormInput } from "./form-types";

type Props = {
  index: number;
  range: { min: string; max: string };
  hint: string;
  /** Translated, when the field is invalid. */
  error: string | undefined;
};

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The date of birth as day, month name and year selects in the page's language, written to the form as
 * YYYY-MM-DD. Years are those of the passenger group's range; the form checks the exact day against it.
 */
export function DateOfBirthField({ index, range, hint, error }: Props) {
  const t = useTranslations("Booking");
  const format = useFormatter();
  const { control } = useFormContext<BookingFormInput>();
  // Destructured: the hooks lint takes every `field.x` for a ref read during render, since `field` carries `ref`.
  const {
    field: { value, onChange, onBlur, ref },
  } = useController({ control, name: `travelers.${index}.dateOfBirth` });
  const [parts, setParts] = useState<DateParts>(() => splitIsoDate(value));
  // A value set from outside (a reset) wins over the half-chosen parts.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value) setParts(splitIsoDate(value));
  }

  const id = (part: string) => `traveler-${index}-dob${part ? `-${part}` : ""}`;
  const describedBy = [error ? id("error") : null, id("hint")].filter(Boolean).join(" ");
  const change = (part: keyof DateParts) => (event: React.ChangeEvent<HTMLSelectElement>) => {
    const next = changeDatePart(parts, part, event.target.value);
    setParts(next);
    const iso = joinDateParts(next);
    setSeen(iso);
    onChange(iso);
  };
  // Validate when focus leaves the three selects, not when it moves from the day to the month.
  const blur = (event: React.FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };
  const number = (n: number) => format.number(n, { useGrouping: false });
  const monthName = (m: number) => format.dateTime(new Date(Date.UTC(2000, m - 1, 1)), { month: "long", timeZone: "UTC" });
  const select = `${inputClasses} px-2`;
  const days = daysInMonth(parts.month, parts.year);

  return (
    <fieldset className="flex flex-col gap-1.5" onBlur={blur}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("dateOfBirth")}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,1.2fr)] gap-2">
        <label htmlFor={id("day")} className="sr-only">
          {t("dobDay")}
        </label>
        <select
          id={id("day")}
          ref={ref}
          value={parts.day}
          onChange={change("day")}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={select}
        >
          <option value="">{t("dobDay")}</option>
          {Array.from({ length: days }, (_, i) => i + 1).map((d) => (
            <option key={d} value={String(d)}>
              {number(d)}
            </option>
          ))}
        </select>
        <label htmlFor={id("month")} className="sr-only">
          {t("dobMonth")}
        </label>
        <select
          id={id("month")}
          value={parts.month}
          onChange={change("month")}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={select}
        >
          <option value="">{t("dobMonth")}</option>
          {MONTHS.map((m) => (
            <option key={m} value={String(m)}>
              {monthName(m)}
            </option>
          ))}
        </select>
        <label htmlFor={id("year")} className="sr-only">
          {t("dobYear")}
        </label>
        <select
          id={id("year")}
          value={parts.year}
          onChange={change("year")}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={select}
        >
          <option value="">{t("dobYear")}</option>
          {yearsOf(range).map((y) => (
            <option key={y} value={String(y)}>
              {number(y)}
            </option>
          ))}
        </select>
      </div>
      <p id={id("hint")} className={error ? "sr-only" : "text-xs text-muted"}>
        {hint}
      </p>
      {error ? (
        <p id={id("error")} className="flex items-start gap-1.5 text-sm text-red-700">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
