import { getFormatter, getTranslations } from "next-intl/server";
import type { AuditAction } from "@/provider/contracts/admin";
import { clockDateTime } from "@/lib/format/clock";
import type { AuditLine, AuditValue } from "@/lib/admin/audit-changes";
import type { AuditRow } from "@/lib/provider/admin-audit";
import { Latin } from "@/components/ui/latin";

const ACTION_TONE = {
  create: "bg-emerald-50 text-emerald-800",
  update: "bg-sky-50 text-sky-800",
  delete: "bg-red-50 text-red-800",
  cancel: "bg-amber-50 text-amber-900",
  archive: "bg-slate-100 text-slate-800",
  restore: "bg-emerald-50 text-emerald-800",
  lock: "bg-red-50 text-red-800",
  unlock: "bg-emerald-50 text-emerald-800",
  resend: "bg-slate-100 text-slate-800",
} as const satisfies Record<AuditAction, string>;
// Long names, file names and texts break anywhere rather than widen the page on a phone.
const WRAP = "min-w-0 [overflow-wrap:anywhere]";

type T = Awaited<ReturnType<typeof getTranslations<"AdminAudit">>>;
type Format = Awaited<ReturnType<typeof getFormatter>>;

/** Snapshot fields whose label key differs (a key named "travelers" would be a second copy of Terms.travellers). */
const LABEL_KEYS: Record<string, string> = { travelers: "travelersAffected" };

/** A field's path as the admin reads it: "Fare classes · #1 · Price". */
function fieldName(t: T, path: string[]): string {
  return path
    .map((part) => {
      if (/^\d+$/.test(part)) return t("item", { n: Number(part) + 1 });
      const key = `fields.${LABEL_KEYS[part] ?? part}` as "fields.price";
      return t.has(key) ? t(key) : part;
    })
    .join(" · ");
}

function ValueText({ value, t, format }: { value: AuditValue; t: T; format: Format }) {
  switch (value.kind) {
    case "empty":
      return (
        <>
          <span aria-hidden>—</span>
          <span className="sr-only">{t("empty")}</span>
        </>
      );
    case "money":
      return <>{format.number(value.halalas / 100, { style: "currency", currency: "SAR" })}</>;
    case "date":
      return <>{format.dateTime(new Date(`${value.date}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" })}</>;
    case "instant":
      return <>{clockDateTime(format, value.iso, "Asia/Riyadh")}</>;
    case "boolean":
      return <>{t(value.value ? "yes" : "no")}</>;
    case "number":
      return <>{format.number(value.value)}</>;
    case "text":
      return <bdi>{value.text}</bdi>;
  }
}

function Lines({ lines, t, format }: { lines: AuditLine[]; t: T; format: Format }) {
  return (
    <ul className="mt-2 flex flex-col gap-2 text-sm">
      {lines.map((line) => (
        <li key={line.path.join(".")} className={`grid gap-x-3 gap-y-0.5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] ${WRAP}`}>
          <span className={`font-medium text-slate-600 ${WRAP}`}>{fieldName(t, line.path)}</span>
          <span className={`flex flex-wrap items-baseline gap-x-2 ${WRAP}`}>
            {line.before ? (
              <del className={`text-red-700 ${WRAP}`}>
                <span className="sr-only">{t("before")}: </span>
                <ValueText value={line.before} t={t} format={format} />
              </del>
            ) : null}
            {/* Points from before to after in the reading direction. */}
            {line.before && line.after ? (
              <span aria-hidden className="inline-block rtl:-scale-x-100">
                {"→"}
              </span>
            ) : null}
            {line.after ? (
              <ins className={`text-emerald-800 no-underline ${WRAP}`}>
                <span className="sr-only">{t("after")}: </span>
                <ValueText value={line.after} t={t} format={format} />
              </ins>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One entry: what was done to which record (named, not by its id), by whom and when, and what changed. */
export async function AuditEntry({ row }: { row: AuditRow }) {
  const [t, format] = await Promise.all([getTranslations("AdminAudit"), getFormatter()]);
  const whole = row.action === "create" || row.action === "delete";
  return (
    <li className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 ${WRAP}`} data-audit-entry>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ACTION_TONE[row.action]}`}>{t(`actions.${row.action}`)}</span>
        <span className={`font-semibold text-slate-900 ${WRAP}`}>
          {t(`entities.${row.entity}`)} {row.label ? <bdi>{row.label}</bdi> : <Latin>{row.entityId.slice(0, 12)}</Latin>}
        </span>
        <span className={`text-slate-600 ${WRAP}`}>
          <Latin>{row.userEmail}</Latin>
        </span>
        <time dateTime={row.at.toISOString()} className="ms-auto text-slate-500">
          {clockDateTime(format, row.at, "Asia/Riyadh", undefined, true)}
        </time>
      </div>
      {row.lines.length === 0 ? (
        row.action === "update" ? (
          <p className="mt-2 text-sm text-slate-500">{t("noFieldChanges")}</p>
        ) : null
      ) : whole ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-brand-800">{t("record")}</summary>
          <Lines lines={row.lines} t={t} format={format} />
        </details>
      ) : (
        <Lines lines={row.lines} t={t} format={format} />
      )}
    </li>
  );
}
