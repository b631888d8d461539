import { getTranslations } from "next-intl/server";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { FilteredListState } from "@/lib/admin/catalogue";
import { Link } from "@/lib/i18n/navigation";
import type { PagePath } from "@/lib/i18n/typed-routes";
import { buttonClasses } from "@/components/ui/button-classes";
import { listHref } from "../list-href";

/** Previous and next page links, and "page n of m". */
export async function AdminPagination({ path, state, pageCount }: { path: PagePath; state: FilteredListState; pageCount: number }) {
  const t = await getTranslations("AdminCatalogue");
  return (
    <nav aria-label={t("pagination")} className="flex items-center justify-between gap-3 text-sm">
      {state.page > 1 ? (
        <Link href={listHref(path, state, { page: Math.min(state.page - 1, pageCount) })} className={buttonClasses("outline", "sm")} rel="prev">
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t("previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600">{t("pageOf", { page: Math.min(state.page, pageCount), pages: pageCount })}</span>
      {state.page < pageCount ? (
        <Link href={listHref(path, state, { page: state.page + 1 })} className={buttonClasses("outline", "sm")} rel="next">
          {t("next")}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
