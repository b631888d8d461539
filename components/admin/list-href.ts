// Links of an admin list that keep its state in the URL: search, sort, direction and page.
import type { ListState } from "@/lib/admin/catalogue";
import type { Href, PagePath } from "@/lib/i18n/typed-routes";

/** The list at `path` with `state` changed by `change`; defaults are left out so URLs stay short. */
export function listHref(path: PagePath, state: ListState, change: Partial<ListState>): Href {
  const next = { ...state, ...change };
  const query: Record<string, string> = {};
  if (next.q) query.q = next.q;
  query.sort = next.sort;
  if (next.dir === "desc") query.dir = "desc";
  if (next.page > 1) query.page = String(next.page);
  return { pathname: path, query };
}
