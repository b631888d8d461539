// Links of an admin list that keep its state in the URL: search, filters, sort, direction and page.
import type { FilteredListState } from "@/lib/admin/catalogue";
import type { Href, PagePath } from "@/lib/i18n/typed-routes";

/** The list at `path` with `state` changed by `change`; defaults are left out so URLs stay short. */
export function listHref(path: PagePath, state: FilteredListState, change: Partial<FilteredListState>): Href {
  const next = { ...state, ...change };
  const query: Record<string, string> = {};
  if (next.q) query.q = next.q;
  for (const [key, value] of Object.entries(next.filters ?? {})) if (value) query[key] = value;
  query.sort = next.sort;
  if (next.dir === "desc") query.dir = "desc";
  if (next.page > 1) query.page = String(next.page);
  return { pathname: path, query };
}
