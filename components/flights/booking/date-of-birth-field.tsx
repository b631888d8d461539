"use client";

import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { useFormatter, useTranslations } from "next-intl";
import { CircleAlert } from "lucide-react";
import { changeDatePart, daysInMonth, joinDateParts, splitIsoDate, yearsOf, type DateParts } from "@/lib/flights/booking/date-parts";
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
        <DatePartSelect
          id={id("day")}
          label={t("dobDay")}
          selectRef={ref}
          value={parts.day}
          onChange={change("day")}
          invalid={Boolean(error)}
          describedBy={describedBy}
          className={select}
          options={Array.from({ length: days }, (_, i) => i + 1).map((d) => ({ value: String(d), label: number(d) }))}
        />
        <DatePartSelect
          id={id("month")}
          label={t("dobMonth")}
          value={parts.month}
          onChange={change("month")}
          invalid={Boolean(error)}
          describedBy={describedBy}
          className={select}
          options={MONTHS.map((m) => ({ value: String(m), label: monthName(m) }))}
        />
        <DatePartSelect
          id={id("year")}
          label={t("dobYear")}
          value={parts.year}
          onChange={change("year")}
          invalid={Boolean(error)}
          describedBy={describedBy}
          className={select}
          options={yearsOf(range).map((y) => ({ value: String(y), label: number(y) }))}
        />
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

type DatePartSelectProps = {
  id: string;
  /** Both the visually hidden label and the empty option's text. */
  label: string;
  selectRef?: React.Ref<HTMLSelectElement>;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  invalid: boolean;
  describedBy: string;
  className: string;
  options: { value: string; label: string }[];
};

/** One of the day, month and year selects, with its visually hidden label. */
function DatePartSelect({ id, label, selectRef, value, onChange, invalid, describedBy, className, options }: DatePartSelectProps) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        ref={selectRef}
        value={value}
        onChange={onChange}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={className}
      >
        <option value="">{label}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
