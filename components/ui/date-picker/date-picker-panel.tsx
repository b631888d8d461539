"use client";

import { useTranslations } from "next-intl";
import { Calendar } from "./calendar";
import { PopoverPanel } from "./popover-panel";

type Props = {
  trigger: React.RefObject<HTMLButtonElement | null>;
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: Date | undefined;
  min: string;
  max: string;
  /** The chosen day (yyyy-mm-dd), or "" when the selected day is clicked again. */
  onSelect: (isoDay: string) => void;
};

/** A date picker's month grid in its popover; loaded when the picker first opens or is about to (date-picker.tsx). */
export function DatePickerPanel({ trigger, id, open, onOpenChange, selected, min, max, onSelect }: Props) {
  const t = useTranslations("DatePicker");
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
        max={max}
        onSelect={onSelect}
        labels={{
          previousMonth: t("previousMonth"),
          nextMonth: t("nextMonth"),
          month: t("month"),
          year: t("year"),
          today: t("today"),
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
