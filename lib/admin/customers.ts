// The back office's customers list state in the URL, read with the provider's own rules: a hand-typed state the rules
// refuse is left out of the query and reported beside its field instead of failing the page (as lib/admin/bookings.ts).
import { customerListQuery, type CustomerListQuery } from "@/provider/contracts/admin-customers";
import type { FilteredListState } from "./catalogue";

export type CustomerListState = { query: CustomerListQuery; list: FilteredListState; errors: Partial<Record<"state" | "q", string>> };

export function customerListState(searchParams: Record<string, string | string[] | undefined>): CustomerListState {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const raw: Record<string, string | undefined> = {};
  for (const key of ["q", "sort", "dir", "page", "state"]) raw[key] = first(searchParams[key]);
  const errors: CustomerListState["errors"] = {};
  let parsed = customerListQuery.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (field === "q" || field === "state") errors[field] ??= issue.message;
    }
    const kept: Record<string, string | undefined> = { ...raw, page: undefined };
    for (const field of Object.keys(errors)) kept[field] = undefined;
    parsed = customerListQuery.safeParse(kept);
  }
  const query = parsed.success ? parsed.data : customerListQuery.parse({});
  return { query, list: { q: query.q, sort: query.sort, dir: query.dir, page: query.page, filters: { state: query.state } }, errors };
}
