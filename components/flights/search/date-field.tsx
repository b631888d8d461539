"use client";

import dynamic from "next/dynamic";
import { useFormatter, useTranslations } from "next-intl";
import { calendarDate } from "@/lib/format/dates";
import { useLazyPopover } from "@/components/ui/date-picker/use-lazy-popover";
import type { FaresRoute } from "./picker-fares";

// The popover and its month grid (Radix, react-day-picker, date-fns locales, its stylesheet) load when a date field
// first opens, or as the pointer or the focus reaches it, not with every page that shows the search form.
const loadDatePanel = () => import("./date-panel");
const DatePanel = dynamic(() => loadDatePanel().then((m) => m.DatePanel), { ssr: false });

type Props = {
  label: string;
  value: string;
  onChange: (isoDay: string) => void;
  /** A day before which none may be picked (yyyy-mm-dd), when later than today: the return date's departure. */
  notBefore?: string;
  error?: string;
  /** Disables the trigger (the return date of a one-way trip). */
  disabled?: boolean;
  /** The route, party and cabin whose lowest fares the grid shows; null until both airports are chosen. */
  fares: FaresRoute | null;
};

/** A calendar day as a button that opens a month grid in the page's direction and week start. */
export function DateField({ label, value, onChange, notBefore, error, disabled, fares }: Props) {
  const t = useTranslations("Search");
  const format = useFormatter();
  const popover = useLazyPopover(loadDatePanel);
  const selected = value ? calendarDate(value) : undefined;
  const errorId = `${label}-error`.replace(/\s+/g, "-");
  // Calendar days are formatted at noon UTC in UTC, so no time zone can move them to another day.
  const shown = value ? format.dateTime(new Date(`${value}T12:00:00Z`), { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }) : t("pickDate");

  return (
    <div className="relative">
      {/* aria-invalid is a global attribute in ARIA 1.2 (axe accepts it on a button): Radix's Popover.Trigger rendered it. */}
      {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
      <button
        {...popover.triggerProps}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="sf-box sf-btn"
      >
        <span aria-hidden className="ico i-calendar-days sf-ico" />
        <span className="sf-label">{label}</span>
        <span className={`text-base font-semibold ${value ? "text-slate-900" : "font-normal text-muted"}`}>{shown}</span>
      </button>
      {popover.mounted ? (
        <DatePanel
          trigger={popover.trigger}
          id={popover.panelId}
          open={popover.open}
          onOpenChange={popover.onOpenChange}
          selected={selected}
          notBefore={notBefore}
          fares={fares}
          onSelect={(day) => {
            if (day) onChange(day);
            popover.onOpenChange(false);
          }}
        />
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
