// The back office's bookings list state in the URL, read with the provider's own rules. A filter the rules refuse (a
// hand-typed kind, a day that does not exist, a range that ends before it starts) is left out of the query and
// reported beside its field, in the admin's language, instead of failing the page.
import { reservationListQuery, type ReservationListQuery } from "@/provider/contracts/admin-reservations";
import type { FilteredListState } from "./catalogue";

const FILTERS = ["kind", "status", "from", "to"] as const;
export type BookingFilter = (typeof FILTERS)[number];

export type BookingListState = { query: ReservationListQuery; list: FilteredListState; errors: Partial<Record<BookingFilter | "q", string>> };

export function bookingListState(searchParams: Record<string, string | string[] | undefined>): BookingListState {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const raw: Record<string, string | undefined> = {};
  for (const key of ["q", "sort", "dir", "page", ...FILTERS]) raw[key] = first(searchParams[key]);
  const errors: BookingListState["errors"] = {};
  let parsed = reservationListQuery.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (field === "q" || (FILTERS as readonly string[]).includes(field)) errors[field as BookingFilter | "q"] ??= issue.message;
    }
    // A page out of range starts the list again; a refused field is dropped (both days, when their range is refused).
    const kept: Record<string, string | undefined> = { ...raw, page: undefined };
    for (const field of Object.keys(errors)) kept[field] = undefined;
    if (errors.to === "dateRangeInvalid") kept.from = undefined;
    parsed = reservationListQuery.safeParse(kept);
  }
  const query = parsed.success ? parsed.data : reservationListQuery.parse({});
  const filters = Object.fromEntries(FILTERS.map((key) => [key, query[key]]));
  return { query, list: { q: query.q, sort: query.sort, dir: query.dir, page: query.page, filters }, errors };
}
