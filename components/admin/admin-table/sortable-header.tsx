import { getTranslations } from "next-intl/server";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { FilteredListState } from "@/lib/admin/catalogue";
import { Link } from "@/lib/i18n/navigation";
import type { PagePath } from "@/lib/i18n/typed-routes";
import type { AdminColumn } from "../admin-table";
import { listHref } from "../list-href";

type Props<T> = { column: AdminColumn<T>; path: PagePath; state: FilteredListState };

/** A column's header: a link that sorts by it (ascending first, then the other way), with aria-sort when it is the sort. */
export async function SortableHeader<T>({ column, path, state }: Props<T>) {
  const t = await getTranslations("AdminCatalogue");
  const active = column.sort !== undefined && state.sort === column.sort;
  const ariaSort = active ? (state.dir === "desc" ? "descending" : "ascending") : undefined;
  return (
    <th scope="col" aria-sort={ariaSort} className={`px-4 py-3 text-start font-semibold ${column.className ?? ""}`}>
      {column.sort ? (
        <Link
          href={listHref(path, state, { sort: column.sort, dir: active && state.dir === "asc" ? "desc" : "asc", page: 1 })}
          className="inline-flex items-center gap-1 rounded hover:text-brand-800"
          aria-label={t("sortBy", { column: column.label })}
        >
          {column.label}
          {active ? (
            state.dir === "desc" ? (
              <ArrowDown aria-hidden className="size-3.5" />
            ) : (
              <ArrowUp aria-hidden className="size-3.5" />
            )
          ) : (
            <ArrowUpDown aria-hidden className="size-3.5 opacity-40" />
          )}
        </Link>
      ) : (
        column.label
      )}
    </th>
  );
}
