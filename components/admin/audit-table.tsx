import { getTranslations } from "next-intl/server";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { auditEntities, type AdminPage, type AuditEntity } from "@/provider/contracts/admin";
import type { AuditRow } from "@/lib/provider/admin-audit";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { buttonClasses } from "@/components/ui/button-classes";
import { inputClasses } from "@/components/ui/input";
import { AuditEntry } from "./audit-entry";

/** The audit trail, newest first: a type filter (a GET form) and the entries (./audit-entry.tsx). */
export async function AuditTable({ locale, page, entity }: { locale: Locale; page: AdminPage<AuditRow>; entity?: AuditEntity }) {
  const [t, tc] = await Promise.all([getTranslations("AdminAudit"), getTranslations("AdminCatalogue")]);
  const href = (n: number) => ({
    pathname: "/admin/dashboard/audit" as const,
    query: { ...(entity ? { entity } : {}), ...(n > 1 ? { page: String(n) } : {}) },
  });
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
            <AuditEntry key={row.id} row={row} />
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
