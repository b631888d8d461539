// The browser's way to a report's CSV: a plain download link to the app's route (app/api/reports/[report]/route.ts),
// which reads the provider with the session's token and writes the file in the page's language.
import type { ReportRange } from "@/provider/contracts/admin-reports";
import type { Locale } from "@/lib/i18n/routing";

export const REPORT_FILES = ["sales", "occupancy"] as const;
export type ReportFile = (typeof REPORT_FILES)[number];

export function reportCsvHref(report: ReportFile, range: ReportRange, locale: Locale): string {
  return `/api/reports/${report}?${new URLSearchParams({ from: range.from, to: range.to, locale })}`;
}
