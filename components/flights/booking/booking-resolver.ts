import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, Resolver } from "react-hook-form";
import { leadContactIssues } from "@/provider/contracts/reservations";
import { bookingFormSchema, flightRuleIssues, type BookingFormContext } from "@/lib/flights/booking/booking-form";
import type { BookingFormInput, BookingFormOutput } from "./form-types";

function setIn(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  path.slice(0, -1).forEach((key, i) => {
    const next = node[key];
    if (next === undefined || next === null || typeof next !== "object") node[key] = /^\d+$/.test(path[i + 1] ?? "") ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  const last = path[path.length - 1]!;
  if (node[last] === undefined) node[last] = value;
}

/**
 * zod's answer plus the flight rules and the lead traveller's contact, which must show even while other
 * fields are still empty (zod checks them only once everything else parses).
 */
export function bookingResolver(ctx: BookingFormContext): Resolver<BookingFormInput, unknown, BookingFormOutput> {
  const base = zodResolver(bookingFormSchema(ctx));
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const contact = leadContactIssues(values.travelers ?? []).map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    const extra = [...flightRuleIssues(values, ctx), ...contact];
    if (extra.length === 0) return result;
    const errors = { ...(result.errors as Record<string, unknown>) };
    for (const issue of extra) setIn(errors, issue.path.split("."), { type: "custom", message: issue.message });
    return { values: {}, errors: errors as FieldErrors<BookingFormInput> };
  };
}
