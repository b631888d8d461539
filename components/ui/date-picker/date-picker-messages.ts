import type { MessagePick } from "@/lib/i18n/message-pick";

/** The keys the date picker reads (date-picker.tsx and its panel); see lib/i18n/message-pick.ts. */
export const DATE_PICKER_MESSAGES = {
  DatePicker: [
    "calendarLabel",
    "hajjDay",
    "hajjDays",
    "month",
    "nextMonth",
    "pickDate",
    "previousMonth",
    "ramadan",
    "selectedDay",
    "showHijri",
    "today",
    "year",
  ],
} as const satisfies MessagePick;
