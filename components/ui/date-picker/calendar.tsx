"use client";

import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { useLocale } from "next-intl";
import { dateFnsLocale } from "@/lib/format/date-locales";
import { calendarDate } from "@/lib/format/dates";
import { directionOf, type Locale } from "@/lib/i18n/routing";
import { isoDay, openingMonth, spansYears } from "./calendar-days";

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

/** The grid's own words, translated by the caller (the flight search reads them from its namespace). */
export type CalendarLabels = { previousMonth: string; nextMonth: string; month: string; year: string };

type CalendarProps = {
  selected: Date | undefined;
  /** First and last selectable days (yyyy-mm-dd). */
  min: string;
  max: string;
  /** The chosen day (yyyy-mm-dd), or "" when the selected day is clicked again. */
  onSelect: (isoDay: string) => void;
  labels: Pick<CalendarLabels, "previousMonth" | "nextMonth"> & Partial<CalendarLabels>;
};

/**
 * The month grid of a date field, in the page's direction and week start (Saturday in Arabic). A range of more than
 * two years (an admin's dates, 1900–2099) adds month and year lists to the caption, so a far month is two choices away.
 */
export function Calendar({ selected, min, max, onSelect, labels }: CalendarProps) {
  const locale = useLocale() as Locale;
  const dropdowns = spansYears(min, max);
  return (
    <DayPicker
      style={calendarTheme}
      mode="single"
      dir={directionOf(locale)}
      locale={dateFnsLocale(locale)}
      selected={selected}
      defaultMonth={selected ?? calendarDate(openingMonth(min, max))}
      startMonth={calendarDate(min)}
      endMonth={calendarDate(max)}
      captionLayout={dropdowns ? "dropdown" : "label"}
      disabled={[{ before: calendarDate(min) }, { after: calendarDate(max) }]}
      labels={{
        labelNext: () => labels.nextMonth,
        labelPrevious: () => labels.previousMonth,
        labelMonthDropdown: () => labels.month ?? "",
        labelYearDropdown: () => labels.year ?? "",
      }}
      onSelect={(day) => onSelect(day ? isoDay(day) : "")}
      autoFocus
    />
  );
}
