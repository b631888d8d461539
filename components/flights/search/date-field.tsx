"use client";

import { useState } from "react";
import * as Popover from "@radix-ui/react-popover";
import dynamic from "next/dynamic";
import { useFormatter, useTranslations } from "next-intl";
import { CalendarDays } from "lucide-react";
import { calendarDate } from "@/lib/format/dates";

// The month grid (react-day-picker, date-fns locales, its stylesheet) loads when a date field first opens,
// not with every page that shows the search form.
const Calendar = dynamic(() => import("./calendar").then((m) => m.Calendar), { ssr: false });

type Props = {
  label: string;
  value: string;
  onChange: (isoDay: string) => void;
  /** First and last selectable days (yyyy-mm-dd). */
  min: string;
  max: string;
  error?: string;
  /** Disables the trigger (the return date of a one-way trip). */
  disabled?: boolean;
};

/** A calendar day as a button that opens a month grid in the page's direction and week start. */
export function DateField({ label, value, onChange, min, max, error, disabled }: Props) {
  const t = useTranslations("Search");
  const format = useFormatter();
  const [open, setOpen] = useState(false);
  const selected = value ? calendarDate(value) : undefined;
  const errorId = `${label}-error`.replace(/\s+/g, "-");
  // Calendar days are formatted at noon UTC in UTC, so no time zone can move them to another day.
  const shown = value
    ? format.dateTime(new Date(`${value}T12:00:00Z`), { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" })
    : t("pickDate");

  return (
    <div className="relative">
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          type="button"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="flex h-16 w-full flex-col items-start justify-center rounded-xl border border-slate-300 bg-white pe-3 ps-10 text-start focus:border-brand-500 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60 aria-invalid:border-red-500"
        >
          <CalendarDays aria-hidden className="absolute start-3 top-1/2 size-5 -translate-y-1/2 text-brand-700" />
          <span className="text-xs font-medium text-muted">{label}</span>
          <span className={`text-base font-semibold ${value ? "text-slate-900" : "font-normal text-muted"}`}>{shown}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={t("calendarLabel")}
            className="z-50 rounded-2xl border border-slate-200 bg-white p-3 text-slate-900 shadow-2xl"
          >
            <Calendar
              selected={selected}
              min={min}
              max={max}
              onSelect={(day) => {
                if (day) onChange(day);
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
