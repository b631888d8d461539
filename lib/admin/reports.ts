// The reports page's range in the URL (`?from=&to=`), read with the provider's own rules. Without one the page opens
// on the last 30 days (Riyadh) up to today; a range the rules refuse keeps what was typed, with the reason beside its
// field in the admin's language, and no report is read for it.
import { reportRangeQuery, type ReportRange } from "@/provider/contracts/admin-reports";
import { addDays } from "@/provider/contracts/flight-rules";
import { todayInRiyadh } from "@/provider/contracts/stay-rules";

export const DEFAULT_REPORT_DAYS = 30;

export type ReportRangeState =
  | { ok: true; range: ReportRange; errors: Record<string, never> }
  | { ok: false; typed: { from: string; to: string }; errors: Partial<Record<"from" | "to", string>> };

export function defaultReportRange(now = new Date()): ReportRange {
  const to = todayInRiyadh(now);
  return { from: addDays(to, -(DEFAULT_REPORT_DAYS - 1)), to };
}

export function reportRangeState(searchParams: Record<string, string | string[] | undefined>, now = new Date()): ReportRangeState {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const raw = { from: first(searchParams.from) ?? "", to: first(searchParams.to) ?? "" };
  if (!raw.from && !raw.to) return { ok: true, range: defaultReportRange(now), errors: {} };
  const parsed = reportRangeQuery.safeParse(raw);
  if (parsed.success) return { ok: true, range: parsed.data, errors: {} };
  const errors: Partial<Record<"from" | "to", string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === "from" || field === "to") errors[field] ??= issue.message;
  }
  return { ok: false, typed: raw, errors };
}
