"use client";

import { useEffect, useMemo, useState } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { useLocale } from "next-intl";
import { dateFnsLocale } from "@/lib/format/date-locales";
import { calendarDate } from "@/lib/format/dates";
import { hijriDate, hijriSpan, holyDays, monthBounds } from "@/lib/format/hijri";
import { directionOf, type Locale } from "@/lib/i18n/routing";
import { isoDay, openingMonth, spansYears } from "./calendar-days";
import { HijriFooter, hijriDayButton, hijriMonthCaption, useHijriShown } from "./calendar-hijri";
import { DayNotesProvider, type DayNotes } from "./calendar-notes";

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
// Taller days when the Hijri number sits under the Gregorian one.
const hijriTheme = {
  ...calendarTheme,
  "--rdp-day-height": "3rem",
  "--rdp-day_button-height": "2.9rem",
  "--rdp-day_button-border-radius": "0.75rem",
} as React.CSSProperties;
// Wider and taller days when a note (a fare) sits under the numbers.
const notesTheme = (hijri: boolean) =>
  ({
    ...(hijri ? hijriTheme : calendarTheme),
    "--rdp-day-width": "2.9rem",
    "--rdp-day_button-width": "2.8rem",
    "--rdp-day-height": hijri ? "3.7rem" : "3.2rem",
    "--rdp-day_button-height": hijri ? "3.6rem" : "3.1rem",
    "--rdp-day_button-border-radius": "0.75rem",
  }) as React.CSSProperties;

/** The grid's own words, translated by the caller (the flight search reads them from its namespace). */
export type CalendarLabels = {
  previousMonth: string;
  nextMonth: string;
  month: string;
  year: string;
  today: string;
  selected: string;
  /** A Ramadan day's marker, in its name and the legend. */
  ramadan: string;
  /** The legend of the Hajj days' marker, and a Hajj day's in its name. */
  hajjDays: string;
  hajjDay: string;
  /** English's switch for the Hijri days. */
  showHijri: string;
};

type CalendarProps = {
  selected: Date | undefined;
  /** First and last selectable days (yyyy-mm-dd). */
  min: string;
  max: string;
  /** The chosen day (yyyy-mm-dd), or "" when the selected day is clicked again. */
  onSelect: (isoDay: string) => void;
  labels: Omit<CalendarLabels, "month" | "year"> & Partial<CalendarLabels>;
  /** A note under some days (the flight search's fares), said in their names too (calendar-notes.tsx). */
  notes?: DayNotes;
  /** Told the first day of the month shown, when the grid opens and at each change (to fetch that month's notes). */
  onMonthShown?: (month: Date) => void;
  /** Under the grid, before the Hijri legend: what the notes mean. */
  footer?: React.ReactNode;
};

/**
 * A day's name for a screen reader, all in the page's language: "اليوم، السبت، 5 ديسمبر 2026، 25 جمادى الآخرة 1448 هـ،
 * محدد" — its Hijri date when the grid shows them, and Ramadan's or the Hajj days' marker (react-day-picker's own
 * label says "Today," and ", selected" in English whatever the locale).
 */
function dayLabel(
  locale: Locale,
  labels: CalendarProps["labels"],
  hijri: boolean,
  date: Date,
  modifiers: { today?: boolean; selected?: boolean; disabled?: boolean },
  notes: DayNotes | undefined,
) {
  const iso = isoDay(date);
  const day = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(date);
  const holy = holyDays(iso);
  return [
    modifiers.today ? labels.today : null,
    day,
    hijri ? hijriDate(locale, iso) : null,
    holy === "ramadan" ? labels.ramadan : holy === "hajj" ? labels.hajjDay : null,
    modifiers.disabled ? null : notes?.get(iso)?.label,
    modifiers.selected ? labels.selected : null,
  ]
    .filter(Boolean)
    .join(locale === "ar" ? "، " : ", ");
}

/**
 * The month grid of a date field, in the page's direction and week start (Saturday in Arabic). A range of more than
 * two years (an admin's dates, 1900–2099) adds month and year lists to the caption, so a far month is two choices away.
 * The Umm al-Qura Hijri date shows beside the Gregorian one (calendar-hijri.tsx). Keys: arrows by day (mirrored in
 * Arabic), Up/Down by week, Page Up/Down by month (Shift: year), Home/End to the week's start and end — react-day-picker's.
 */
export function Calendar({ selected, min, max, onSelect, labels, notes, onMonthShown, footer }: CalendarProps) {
  const locale = useLocale() as Locale;
  const dropdowns = spansYears(min, max);
  const [month, setMonth] = useState(() => selected ?? calendarDate(openingMonth(min, max)));
  const [showHijri, onShowHijri] = useHijriShown(locale);
  // Component types made once per choice: a new type each render would remount the days and lose the focus.
  const components = useMemo(
    () => ({ DayButton: hijriDayButton(locale, showHijri), ...(showHijri ? { MonthCaption: hijriMonthCaption(locale) } : {}) }),
    [locale, showHijri],
  );
  const monthKey = isoDay(month).slice(0, 7);
  useEffect(() => {
    onMonthShown?.(calendarDate(`${monthKey}-01`));
  }, [monthKey, onMonthShown]);
  return (
    <DayNotesProvider value={notes ?? null}>
      <DayPicker
        style={notes ? notesTheme(showHijri) : showHijri ? hijriTheme : calendarTheme}
        components={components}
        mode="single"
        dir={directionOf(locale)}
        locale={dateFnsLocale(locale)}
        selected={selected}
        month={month}
        onMonthChange={setMonth}
        startMonth={calendarDate(min)}
        endMonth={calendarDate(max)}
        captionLayout={dropdowns ? "dropdown" : "label"}
        disabled={[{ before: calendarDate(min) }, { after: calendarDate(max) }]}
        labels={{
          labelNext: () => labels.nextMonth,
          labelPrevious: () => labels.previousMonth,
          labelMonthDropdown: () => labels.month ?? "",
          labelYearDropdown: () => labels.year ?? "",
          labelDayButton: (date, modifiers) => dayLabel(locale, labels, showHijri, date, modifiers, notes),
          labelGrid: (date) => {
            const gregorian = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric" }).format(date);
            return showHijri ? `${gregorian} (${hijriSpan(locale, ...monthBounds(date.getFullYear(), date.getMonth() + 1))})` : gregorian;
          },
        }}
        onSelect={(day) => onSelect(day ? isoDay(day) : "")}
        autoFocus
      />
      {footer}
      <HijriFooter month={month} labels={labels} showHijri={showHijri} onShowHijri={onShowHijri} />
    </DayNotesProvider>
  );
}
