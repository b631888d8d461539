"use client";

import { useEffect } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { CalendarDays } from "lucide-react";
import { afterHydration } from "@/components/ui/after-hydration";
import { inputClasses } from "@/components/ui/input";
import { calendarDate, DATE_PICKER_MAX, DATE_PICKER_MIN } from "@/lib/format/dates";
import { spansYears, validDay } from "./calendar-days";
import { useLazyPopover } from "./use-lazy-popover";

// The popover and its month grid (Radix, react-day-picker, date-fns locales, its stylesheet) load when a picker first
// opens, or as the pointer or the focus reaches it, not with every page that shows a date.
const loadPanel = () => import("./date-picker-panel");
const DatePickerPanel = afterHydration(() => loadPanel().then((m) => m.DatePickerPanel));

export type DatePickerProps = {
  /** The button's id: the field's `<label for>` points at it (Field's control id). */
  id: string;
  /**
   * The id of an element naming the button, when no `<label for={id}>` does (a Field's label does); the day shown
   * describes the button, before any error.
   */
  labelledBy?: string;
  /** yyyy-mm-dd, or "" for no day. */
  value: string;
  onChange: (isoDay: string) => void;
  /** Called when the grid closes: react-hook-form's "touched". */
  onBlur?: () => void;
  /** First and last days that may be picked (yyyy-mm-dd); SPEC §5's 1900–2099 when absent. */
  min?: string;
  max?: string;
  /** When given, a hidden input of this name carries the value in the form's submission. */
  name?: string;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  /** The look of the button, in place of the form input's (inputClasses). */
  className?: string;
  /** The button, for whoever moves the focus to an invalid field (react-hook-form's field.ref). */
  buttonRef?: (button: HTMLButtonElement | null) => void;
};

/** A calendar day as a button that opens a month grid in the page's direction and week start (Saturday in Arabic). */
export function DatePicker(props: DatePickerProps) {
  const { id, labelledBy, value, onChange, onBlur, min = DATE_PICKER_MIN, max = DATE_PICKER_MAX, name, disabled, className = inputClasses, buttonRef } = props;
  const t = useTranslations("DatePicker");
  const format = useFormatter();
  const popover = useLazyPopover(loadPanel);
  const { trigger } = popover;
  useEffect(() => buttonRef?.(trigger.current), [buttonRef, trigger]);
  const day = validDay(value);
  // The year only where the range spans years (the admin's), as the flight search shows "Sat 5 Dec": one line in a
  // narrow field. Calendar days are formatted at noon UTC in UTC, so no time zone can move them to another day.
  const shown = day
    ? format.dateTime(new Date(`${day}T12:00:00Z`), {
        weekday: "short",
        day: "numeric",
        month: "short",
        year: spansYears(min, max) ? "numeric" : undefined,
        timeZone: "UTC",
      })
    : t("pickDate");
  return (
    <>
      {/* aria-invalid is a global attribute in ARIA 1.2 (axe accepts it on a button). */}
      {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
      <button
        {...popover.triggerProps}
        id={id}
        disabled={disabled}
        aria-labelledby={labelledBy}
        aria-invalid={props["aria-invalid"]}
        aria-describedby={[`${id}-day`, props["aria-describedby"]].filter(Boolean).join(" ")}
        data-date-picker=""
        data-value={value}
        className={`${className} flex items-center gap-2 text-start`}
      >
        <CalendarDays aria-hidden className="size-5 shrink-0 text-brand-700" />
        <span id={`${id}-day`} className={`truncate whitespace-nowrap ${day ? "text-slate-900" : "text-muted"}`}>
          {shown}
        </span>
      </button>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      {popover.mounted ? (
        <DatePickerPanel
          trigger={popover.trigger}
          id={popover.panelId}
          open={popover.open}
          onOpenChange={(open) => {
            popover.onOpenChange(open);
            if (!open) onBlur?.();
          }}
          selected={day ? calendarDate(day) : undefined}
          min={min}
          max={max}
          onSelect={(picked) => {
            if (picked) onChange(picked);
            popover.onOpenChange(false);
            onBlur?.();
          }}
        />
      ) : null}
    </>
  );
}
