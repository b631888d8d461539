import { getFormatter, getTranslations } from "next-intl/server";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { auditEntities, type AdminPage, type AuditEntity } from "@/provider/contracts/admin";
import type { AuditRow } from "@/lib/provider/admin-audit";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { buttonClasses } from "@/components/ui/button-classes";
import { inputClasses } from "@/components/ui/input";
import { Latin } from "@/components/ui/latin";

const ACTION_TONE = { create: "bg-emerald-50 text-emerald-800", update: "bg-sky-50 text-sky-800", delete: "bg-red-50 text-red-800", cancel: "bg-amber-50 text-amber-900" } as const;

/** The audit trail, newest first: a type filter (a GET form), what changed field by field, the whole record on demand. */
export async function AuditTable({ locale, page, entity }: { locale: Locale; page: AdminPage<AuditRow>; entity?: AuditEntity }) {
  const [t, tc, format] = await Promise.all([getTranslations("AdminAudit"), getTranslations("AdminCatalogue"), getFormatter()]);
  const href = (n: number) => ({ pathname: "/admin/dashboard/audit" as const, query: { ...(entity ? { entity } : {}), ...(n > 1 ? { page: String(n) } : {}) } });
  return (
    <div className="mt-6 flex flex-col gap-4">
      <form action={getPathname({ href: "/admin/dashboard/audit", locale })} method="get" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
          {t("entity")}
          <select name="entity" defaultValue={entity ?? ""} className={`${inputClasses} min-w-48`}>
            <option value="">{t("allEntities")}</option>
            {auditEntities.map((key) => (
              <option key={key} value={key}>
                {t(`entities.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClasses("secondary", "md", "h-11")}>
          {t("filter")}
        </button>
      </form>

      {page.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200/70">{t("empty")}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {page.items.map((row) => (
            <li key={row.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ACTION_TONE[row.action]}`}>{t(`actions.${row.action}`)}</span>
                <span className="font-semibold text-slate-900">
                  {t(`entities.${row.entity}`)} <Latin>#{row.entityId}</Latin>
                </span>
                <span className="text-slate-600">
                  <Latin>{row.userEmail}</Latin>
                </span>
                <time dateTime={row.at.toISOString()} className="ms-auto text-slate-500">
                  {format.dateTime(row.at, { dateStyle: "medium", timeStyle: "medium", timeZone: "Asia/Riyadh" })}
                </time>
              </div>
              {row.changes.length ? (
                <ul className="mt-3 flex flex-col gap-1 text-sm">
                  {row.changes.map((change) => (
                    <li key={change.field} className="flex flex-wrap gap-x-2">
                      <Latin className="font-mono text-xs text-slate-500">{change.field}</Latin>
                      <del className="text-red-700">
                        <bdi>{change.before}</bdi>
                      </del>
                      <span aria-hidden>→</span>
                      <ins className="text-emerald-800 no-underline">
                        <bdi>{change.after}</bdi>
                      </ins>
                    </li>
                  ))}
                </ul>
              ) : row.action === "update" ? (
                <p className="mt-2 text-sm text-slate-500">{t("noFieldChanges")}</p>
              ) : null}
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer font-medium text-brand-800">{t("details")}</summary>
                <div className="mt-2 grid gap-2 md:grid-cols-2">
                  {(["before", "after"] as const).map((side) => (
                    <div key={side}>
                      <p className="text-xs font-semibold text-slate-500">{t(side)}</p>
                      <pre dir="ltr" className="mt-1 max-h-64 overflow-auto rounded-lg bg-slate-50 p-2 text-xs text-slate-800">
                        {row[side] === null || row[side] === undefined ? "—" : JSON.stringify(row[side], null, 2)}
                      </pre>
                    </div>
                  ))}
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}

      {page.pageCount > 1 ? (
        <nav aria-label={tc("pagination")} className="flex items-center justify-between text-sm">
          {page.page > 1 ? (
            <Link href={href(page.page - 1)} className={buttonClasses("outline", "sm")} rel="prev" aria-label={tc("previous")}>
              <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">{tc("pageOf", { page: page.page, pages: page.pageCount })}</span>
          {page.page < page.pageCount ? (
            <Link href={href(page.page + 1)} className={buttonClasses("outline", "sm")} rel="next" aria-label={tc("next")}>
              <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
