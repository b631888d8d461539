"use client";

import { useTranslations } from "next-intl";
import { Calendar } from "@/components/ui/date-picker/calendar";
import { useDateBounds } from "./date-bounds";
import { PopoverPanel } from "@/components/ui/date-picker/popover-panel";
import { FaresLegend } from "./fares-legend";
import type { FaresRoute } from "./picker-fares";
import { usePickerFares } from "./use-picker-fares";

type Props = {
  trigger: React.RefObject<HTMLButtonElement | null>;
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: Date | undefined;
  /** A day before which none may be picked (yyyy-mm-dd), when later than today. */
  notBefore?: string;
  /** The chosen day (yyyy-mm-dd), or "" when the selected day is clicked again. */
  onSelect: (isoDay: string) => void;
  /** The route, party and cabin whose lowest fare each day shows; null until both airports are chosen. */
  fares: FaresRoute | null;
};

/**
 * A date field's month grid in its popover, within the search window, each day with its lowest fare for the form's
 * route, party and cabin (use-picker-fares.ts); loaded when the field first opens (date-field.tsx).
 */
export function DatePanel({ trigger, id, open, onOpenChange, selected, notBefore, onSelect, fares }: Props) {
  const t = useTranslations("Search");
  const bounds = useDateBounds();
  const min = notBefore && notBefore > bounds.min ? notBefore : bounds.min;
  const picker = usePickerFares(fares, bounds.min, bounds.max);
  return (
    <PopoverPanel
      trigger={trigger}
      id={id}
      open={open}
      onOpenChange={onOpenChange}
      label={t("calendarLabel")}
      align="start"
      className="z-50 rounded-2xl border border-slate-200 bg-white p-3 text-slate-900 shadow-2xl"
    >
      <Calendar
        selected={selected}
        min={min}
        max={bounds.max}
        onSelect={onSelect}
        notes={picker.notes}
        onMonthShown={picker.onMonthShown}
        footer={<FaresLegend status={picker.status} />}
        labels={{
          previousMonth: t("previousMonth"),
          nextMonth: t("nextMonth"),
          today: t("todayDay"),
          selected: t("selectedDay"),
          ramadan: t("ramadan"),
          hajjDays: t("hajjDays"),
          hajjDay: t("hajjDay"),
          showHijri: t("showHijri"),
        }}
      />
    </PopoverPanel>
  );
}
