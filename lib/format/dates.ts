// The date-picker range of SPEC §5 and calendar-day helpers, shared by server and client code.
/** The date picker accepts 1900-01-01..2099-12-31 by default (SPEC §5). */
export const DATE_PICKER_MIN = "1900-01-01";
export const DATE_PICKER_MAX = "2099-12-31";

/** A calendar day (yyyy-mm-dd) as a local Date at midnight, which is what pickers compare. */
export function calendarDate(isoDay: string): Date {
  const [year, month, day] = isoDay.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

export const datePickerRange = () => ({ startMonth: calendarDate(DATE_PICKER_MIN), endMonth: calendarDate(DATE_PICKER_MAX) });

export function isWithinPickerRange(day: Date): boolean {
  return day >= calendarDate(DATE_PICKER_MIN) && day <= calendarDate(DATE_PICKER_MAX);
}
