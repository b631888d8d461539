// An admin list: search box, sortable column headers, rows with edit and delete, and pages. Rendered on the server;
// every control is a link or a GET form, so it works before (and without) the page's script.
import { getTranslations } from "next-intl/server";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Pencil, Search } from "lucide-react";
import type { AdminPage } from "@/provider/contracts/admin";
import type { CatalogueKey, ListState } from "@/lib/admin/catalogue";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { PagePath } from "@/lib/i18n/typed-routes";
import { buttonClasses } from "@/components/ui/button-classes";
import { inputClasses } from "@/components/ui/input";
import { DeleteRecordButton } from "./delete-record-button";
import { listHref } from "./list-href";

export type AdminColumn<T> = {
  key: string;
  label: string;
  /** The provider's sort key for this column, when it sorts. */
  sort?: string;
  cell: (row: T) => React.ReactNode;
  className?: string;
};

type Props<T extends { id: number | string }> = {
  /** The catalogue record the rows are, for their delete button; without it rows have no delete (flights are cancelled, not deleted). */
  resource?: CatalogueKey;
  locale: Locale;
  /** The list's own path ("/admin/dashboard/airports"). */
  path: PagePath;
  caption: string;
  /** What is searched, for the search box's label ("airports"). */
  records: string;
  page: AdminPage<T>;
  state: ListState;
  columns: AdminColumn<T>[];
  rowName: (row: T) => string;
  editPath: (row: T) => PagePath;
  /** What the search box searches, when not "name or code". */
  searchPlaceholder?: string;
};

export async function AdminTable<T extends { id: number | string }>({ resource, locale, path, caption, records, page, state, columns, rowName, editPath, searchPlaceholder }: Props<T>) {
  const t = await getTranslations("AdminCatalogue");
  const action = getPathname({ href: path, locale });
  return (
    <div className="mt-6 flex flex-col gap-4">
      <form role="search" action={action} method="get" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="sort" value={state.sort} />
        {state.dir === "desc" ? <input type="hidden" name="dir" value="desc" /> : null}
        <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm font-medium text-slate-800 sm:max-w-sm">
          {t("searchLabel", { records })}
          <input name="q" type="search" defaultValue={state.q ?? ""} maxLength={100} placeholder={searchPlaceholder ?? t("searchPlaceholder")} className={inputClasses} />
        </label>
        <button type="submit" className={buttonClasses("secondary", "md", "h-11")}>
          <Search aria-hidden className="size-4" />
          {t("search")}
        </button>
        {state.q ? (
          <Link href={listHref(path, state, { q: undefined, page: 1 })} className={buttonClasses("ghost", "md", "h-11")}>
            {t("clearSearch")}
          </Link>
        ) : null}
      </form>

      <p className="text-sm text-muted" aria-live="polite">
        {t("count", { count: page.total })}
      </p>

      {/* Focusable: on a phone it scrolls sideways, and an empty list holds no link the keyboard could reach it by. */}
      <div tabIndex={0} role="region" aria-label={caption} className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {columns.map((column) => {
                const active = column.sort !== undefined && state.sort === column.sort;
                const ariaSort = active ? (state.dir === "desc" ? "descending" : "ascending") : undefined;
                return (
                  <th key={column.key} scope="col" aria-sort={ariaSort} className={`px-4 py-3 text-start font-semibold ${column.className ?? ""}`}>
                    {column.sort ? (
                      <Link
                        href={listHref(path, state, { sort: column.sort, dir: active && state.dir === "asc" ? "desc" : "asc", page: 1 })}
                        className="inline-flex items-center gap-1 rounded hover:text-brand-800"
                        aria-label={t("sortBy", { column: column.label })}
                      >
                        {column.label}
                        {active ? (
                          state.dir === "desc" ? <ArrowDown aria-hidden className="size-3.5" /> : <ArrowUp aria-hidden className="size-3.5" />
                        ) : (
                          <ArrowUpDown aria-hidden className="size-3.5 opacity-40" />
                        )}
                      </Link>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                {t("actions")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {page.items.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="px-4 py-10 text-center text-slate-600">
                  {state.q ? t("emptySearch", { q: state.q }) : t("empty")}
                </td>
              </tr>
            ) : (
              page.items.map((row) => (
                <tr key={row.id} className="hover:bg-slate-50/70">
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.key} scope="row" className={`px-4 py-3 text-start font-semibold text-slate-900 ${column.className ?? ""}`}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.key} className={`px-4 py-3 text-slate-700 ${column.className ?? ""}`}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                  <td className="px-4 py-2">
                    <div className="flex items-center justify-end gap-1">
                      <Link href={editPath(row)} className={buttonClasses("ghost", "sm")} aria-label={t("editNamed", { name: rowName(row) })}>
                        <Pencil aria-hidden className="size-4" />
                        <span className="hidden lg:inline">{t("edit")}</span>
                      </Link>
                      {resource && typeof row.id === "number" ? <DeleteRecordButton resource={resource} id={row.id} name={rowName(row)} /> : null}
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      {page.pageCount > 1 ? (
        <nav aria-label={t("pagination")} className="flex items-center justify-between gap-3 text-sm">
          {state.page > 1 ? (
            <Link href={listHref(path, state, { page: Math.min(state.page - 1, page.pageCount) })} className={buttonClasses("outline", "sm")} rel="prev">
              <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
              {t("previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">{t("pageOf", { page: Math.min(state.page, page.pageCount), pages: page.pageCount })}</span>
          {state.page < page.pageCount ? (
            <Link href={listHref(path, state, { page: state.page + 1 })} className={buttonClasses("outline", "sm")} rel="next">
              {t("next")}
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
