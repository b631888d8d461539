"use client";

import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { useLocale, useTranslations } from "next-intl";
import { dateFnsLocale } from "@/lib/format/date-locales";
import { calendarDate } from "@/lib/format/dates";
import { directionOf, type Locale } from "@/lib/i18n/routing";

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

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type CalendarProps = {
  selected: Date | undefined;
  /** First and last selectable days (yyyy-mm-dd). */
  min: string;
  max: string;
  /** The chosen day (yyyy-mm-dd), or "" when the selected day is clicked again. */
  onSelect: (isoDay: string) => void;
};

/** The month grid of a date field, in the page's direction and week start. */
export function Calendar({ selected, min, max, onSelect }: CalendarProps) {
  const t = useTranslations("Search");
  const locale = useLocale() as Locale;
  return (
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
      onSelect={(day) => onSelect(day ? isoDay(day) : "")}
      autoFocus
    />
  );
}
