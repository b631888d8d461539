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
export type CalendarLabels = { previousMonth: string; nextMonth: string; month: string; year: string; today: string; selected: string };

type CalendarProps = {
  selected: Date | undefined;
  /** First and last selectable days (yyyy-mm-dd). */
  min: string;
  max: string;
  /** The chosen day (yyyy-mm-dd), or "" when the selected day is clicked again. */
  onSelect: (isoDay: string) => void;
  labels: Pick<CalendarLabels, "previousMonth" | "nextMonth" | "today" | "selected"> & Partial<CalendarLabels>;
};

/**
 * A day's name for a screen reader, all in the page's language: "اليوم، السبت، 5 ديسمبر 2026، محدد" (react-day-picker's
 * own label says "Today," and ", selected" in English whatever the locale).
 */
function dayLabel(locale: Locale, labels: CalendarProps["labels"], date: Date, modifiers: { today?: boolean; selected?: boolean }) {
  const day = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(date);
  return [modifiers.today ? labels.today : null, day, modifiers.selected ? labels.selected : null].filter(Boolean).join(locale === "ar" ? "، " : ", ");
}

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
        labelDayButton: (date, modifiers) => dayLabel(locale, labels, date, modifiers),
      }}
      onSelect={(day) => onSelect(day ? isoDay(day) : "")}
      autoFocus
    />
  );
}
