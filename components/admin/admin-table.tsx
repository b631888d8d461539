// An admin list: search box, sortable column headers, rows with edit and delete, and pages. Rendered on the server;
// every control is a link or a GET form, so it works before (and without) the page's script.
import { getTranslations } from "next-intl/server";
import { Eye, Pencil } from "lucide-react";
import type { AdminPage } from "@/provider/contracts/admin";
import type { CatalogueKey, FilteredListState } from "@/lib/admin/catalogue";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { PagePath } from "@/lib/i18n/typed-routes";
import { buttonClasses } from "@/components/ui/button-classes";
import { AdminPagination } from "./admin-table/admin-pagination";
import { AdminSearchForm } from "./admin-table/admin-search-form";
import { SortableHeader } from "./admin-table/sortable-header";
import { DeleteRecordButton } from "./delete-record-button";

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
  state: FilteredListState;
  columns: AdminColumn<T>[];
  rowName: (row: T) => string;
  editPath: (row: T) => PagePath;
  /** What the search box searches, when not "name or code". */
  searchPlaceholder?: string;
  /** A search form of the list's own (with its filters) instead of the search box alone. */
  searchForm?: React.ReactNode;
  /** The row's link opens the record to read and act on ("view") rather than a form to edit it (the default). */
  rowLink?: "edit" | "view";
};

export async function AdminTable<T extends { id: number | string }>({
  resource,
  locale,
  path,
  caption,
  records,
  page,
  state,
  columns,
  rowName,
  editPath,
  searchPlaceholder,
  searchForm,
  rowLink = "edit",
}: Props<T>) {
  const t = await getTranslations("AdminCatalogue");
  return (
    <div className="mt-6 flex flex-col gap-4">
      {searchForm ?? <AdminSearchForm path={path} locale={locale} state={state} records={records} searchPlaceholder={searchPlaceholder} />}

      <p className="text-sm text-muted" aria-live="polite">
        {t("count", { count: page.total })}
      </p>

      {/* Focusable: on a phone it scrolls sideways, and an empty list holds no link the keyboard could reach it by. */}
      <div tabIndex={0} role="region" aria-label={caption} className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {columns.map((column) => (
                <SortableHeader key={column.key} column={column} path={path} state={state} />
              ))}
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                {t("actions")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {page.items.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="px-4 py-10 text-center text-slate-600">
                  {state.q ? t("emptySearch", { q: state.q }) : Object.values(state.filters ?? {}).some(Boolean) ? t("emptyFilters") : t("empty")}
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
                      <Link
                        href={editPath(row)}
                        className={buttonClasses("ghost", "sm")}
                        aria-label={t(rowLink === "view" ? "viewNamed" : "editNamed", { name: rowName(row) })}
                      >
                        {rowLink === "view" ? <Eye aria-hidden className="size-4" /> : <Pencil aria-hidden className="size-4" />}
                        <span className="hidden lg:inline">{t(rowLink === "view" ? "view" : "edit")}</span>
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

      {page.pageCount > 1 ? <AdminPagination path={path} state={state} pageCount={page.pageCount} /> : null}
    </div>
  );
}
