"use client";

// The Umm al-Qura Hijri side of the month grid (lib/format/hijri.ts): a day's Hijri number under its Gregorian one,
// the Hijri month(s) under the caption, Ramadan's and the Hajj days' marker and its legend, and English's toggle.
import { useState } from "react";
import { DayButton, MonthCaption, type DayButtonProps, type MonthCaptionProps } from "react-day-picker";
import { hijriDay, hijriSpan, holyDays, monthBounds, type HolyDays } from "@/lib/format/hijri";
import type { Locale } from "@/lib/i18n/routing";
import { isoDay } from "./calendar-days";
import { DayNoteText, useDayNote } from "./calendar-notes";

const HIJRI_KEY = "hijri-dates";

/** Whether the grid shows Hijri days: always in Arabic; in English when the visitor asked (remembered in this browser). */
export function useHijriShown(locale: Locale): [boolean, ((on: boolean) => void) | null] {
  // The grid mounts only in the browser (its panel loads on first open), so the stored choice is read at once.
  const [asked, setAsked] = useState(() => locale === "ar" || readStored());
  if (locale === "ar") return [true, null];
  return [
    asked,
    (on: boolean) => {
      setAsked(on);
      try {
        localStorage.setItem(HIJRI_KEY, on ? "1" : "0");
      } catch {
        // Private mode without storage: the choice holds until the page closes.
      }
    },
  ];
}

function readStored() {
  try {
    return localStorage.getItem(HIJRI_KEY) === "1";
  } catch {
    return false;
  }
}

const MARK: Record<HolyDays, string> = { ramadan: "bg-amber-500", hajj: "bg-emerald-600" };

/**
 * A day of the grid: the Gregorian number, the Hijri one small beneath it, a dot on Ramadan and the Hajj days, and the
 * field's note under them (the flight search's fare), the cheapest days tinted.
 */
export function hijriDayButton(locale: Locale, showHijri: boolean) {
  return function HijriDayButton({ children, className, ...props }: DayButtonProps) {
    const iso = isoDay(props.day.date);
    const holy = holyDays(iso);
    // A disabled day (outside the field's bounds) says nothing of its fare.
    const note = useDayNote(iso);
    const shown = note && !props.modifiers.disabled ? note : undefined;
    const tint = shown?.tone === "cheapest" && !props.modifiers.selected ? "bg-emerald-50" : "";
    return (
      <DayButton {...props} className={`${className ?? ""} ${tint} relative flex-col leading-none`}>
        <span>{children}</span>
        {showHijri ? <span className="mt-0.5 text-[0.625rem] font-normal text-slate-600">{hijriDay(locale, iso)}</span> : null}
        {shown ? <DayNoteText note={shown} /> : null}
        {holy ? <span aria-hidden className={`absolute top-1 end-1 size-1.5 rounded-full ${MARK[holy]}`} /> : null}
      </DayButton>
    );
  };
}

/** The Hijri month(s) the shown Gregorian month spans, under its caption. */
export function hijriMonthCaption(locale: Locale) {
  return function HijriMonthCaption({ children, ...props }: MonthCaptionProps) {
    const date = props.calendarMonth.date;
    // The Hijri line under the row the previous/next buttons sit on, so a long one never runs beneath them.
    return (
      <MonthCaption {...props} className={`${props.className ?? ""} flex-col items-start`} style={{ height: "auto" }}>
        <div className="flex items-center" style={{ minHeight: "var(--rdp-nav-height)" }}>
          {children}
        </div>
        <span className="text-xs font-normal text-slate-600" data-hijri-caption="">
          {hijriSpan(locale, ...monthBounds(date.getFullYear(), date.getMonth() + 1))}
        </span>
      </MonthCaption>
    );
  };
}

/** Which markers a month's grid holds (Ramadan and the Hajj days never fall in the same Gregorian month). */
export function holyDaysOf(month: Date): HolyDays[] {
  const found = new Set<HolyDays>();
  const [first, last] = monthBounds(month.getFullYear(), month.getMonth() + 1);
  for (let d = Number(first.slice(8)); d <= Number(last.slice(8)); d++) {
    const holy = holyDays(`${first.slice(0, 8)}${String(d).padStart(2, "0")}`);
    if (holy) found.add(holy);
  }
  return [...found];
}

type FooterProps = {
  month: Date;
  labels: { ramadan: string; hajjDays: string; showHijri: string };
  /** English's switch; absent in Arabic, where Hijri days always show. */
  onShowHijri: ((on: boolean) => void) | null;
  showHijri: boolean;
};

/** Under the grid: what its dots mean, for the month shown, and English's "Show Hijri dates". */
export function HijriFooter({ month, labels, onShowHijri, showHijri }: FooterProps) {
  const holy = holyDaysOf(month);
  if (!holy.length && !onShowHijri) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-1 text-xs text-slate-700">
      {holy.length ? (
        <p className="flex items-center gap-1.5" data-hijri-legend="">
          <span aria-hidden className={`size-2 rounded-full ${MARK[holy[0]!]}`} />
          {holy[0] === "ramadan" ? labels.ramadan : labels.hajjDays}
        </p>
      ) : null}
      {onShowHijri ? (
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={showHijri} onChange={(e) => onShowHijri(e.target.checked)} className="size-4 accent-brand-700" />
          {labels.showHijri}
        </label>
      ) : null}
    </div>
  );
}
