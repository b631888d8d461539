"use client";

import { useState } from "react";
import * as Popover from "@radix-ui/react-popover";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { CalendarDays } from "lucide-react";
import { calendarDate, dateFnsLocale } from "@/lib/format/dates";
import { directionOf, type Locale } from "@/lib/i18n/routing";

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

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// On the picker's root itself: react-day-picker's stylesheet sets its own defaults (a blue accent) on .rdp-root,
// which win over variables inherited from a wrapper.
const calendarTheme = {
  "--rdp-accent-color": "#1f575c",
  "--rdp-accent-background-color": "#eef7f7",
  "--rdp-day-height": "2.6rem",
  "--rdp-day-width": "2.6rem",
  "--rdp-day_button-height": "2.5rem",
  "--rdp-day_button-width": "2.5rem",
} as React.CSSProperties;

/** A calendar day as a button that opens a month grid in the page's direction and week start. */
export function DateField({ label, value, onChange, min, max, error, disabled }: Props) {
  const t = useTranslations("Search");
  const locale = useLocale() as Locale;
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
          className="flex h-16 w-full flex-col items-start justify-center rounded-xl border border-slate-300 bg-white pe-3 ps-10 text-start focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60 aria-invalid:border-red-500"
        >
          <CalendarDays aria-hidden className="absolute start-3 top-1/2 size-5 -translate-y-1/2 text-brand-700" />
          <span className="text-xs font-medium text-slate-500">{label}</span>
          <span className={`text-base font-semibold ${value ? "text-slate-900" : "font-normal text-slate-400"}`}>{shown}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={t("calendarLabel")}
            className="z-50 rounded-2xl border border-slate-200 bg-white p-3 text-slate-900 shadow-2xl"
          >
            <DayPicker
              style={calendarTheme}
              mode="single"
              dir={directionOf(locale)}
              locale={dateFnsLocale(locale)}
              selected={selected}
              defaultMonth={selected ?? calendarDate(min)}
              startMonth={calendarDate(min)}
              endMonth={calendarDate(max)}
              disabled={[{ before: calendarDate(min) }, { after: calendarDate(max) }]}
              labels={{ labelNext: () => t("nextMonth"), labelPrevious: () => t("previousMonth") }}
              onSelect={(day) => {
                if (day) onChange(isoDay(day));
                setOpen(false);
              }}
              autoFocus
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
