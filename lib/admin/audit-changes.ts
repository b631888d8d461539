// The audit trail's before/after as a list an admin reads: one line per field that changed (nested fields by path,
// "classes.1.price"), each value typed so the page formats it in its language: money from halalas, dates, yes/no.

/** Fields that hold SAR minor units (halalas) wherever they appear in a snapshot. */
const MONEY_FIELDS = new Set([
  "price",
  "originalPrice",
  "tax",
  "serviceFees",
  "discount",
  "profit",
  "seatSelectionPrice",
  "bookingTicketPrice",
  "computedBookingTicketPrice",
  "editFees",
  "refundTotal",
  "nightlyPrice",
  "weekendPrice",
  "securityDeposit",
  "total",
  "fee",
  "refund",
]);
/** Bookkeeping of the edit form's read, not something the admin changed. */
const SKIPPED_FIELDS = new Set(["id", "inUse", "activeReservations", "computedBookingTicketPrice", "created"]);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const MAX_TEXT = 120;

export type AuditValue =
  | { kind: "empty" }
  | { kind: "money"; halalas: number }
  | { kind: "date"; date: string }
  | { kind: "instant"; iso: string }
  | { kind: "boolean"; value: boolean }
  | { kind: "number"; value: number }
  | { kind: "text"; text: string };

export type AuditLine = { path: string[]; before: AuditValue | null; after: AuditValue | null };

/** The leaves of a snapshot by path; an empty array or object is one leaf (shown as "—"). */
function leaves(value: unknown, path: string[] = [], out = new Map<string, { path: string[]; value: unknown }>()) {
  if (value !== null && typeof value === "object" && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) {
      if (!SKIPPED_FIELDS.has(key)) leaves(child, [...path, key], out);
    }
  } else if (path.length > 0) {
    out.set(path.join("."), { path, value });
  }
  return out;
}

export function auditValue(field: string, value: unknown): AuditValue {
  if (value === null || value === undefined || value === "" || (typeof value === "object" && Object.keys(value).length === 0)) return { kind: "empty" };
  if (typeof value === "boolean") return { kind: "boolean", value };
  if (typeof value === "number") return MONEY_FIELDS.has(field) && Number.isInteger(value) ? { kind: "money", halalas: value } : { kind: "number", value };
  if (typeof value === "string") {
    if (DATE.test(value)) return { kind: "date", date: value };
    if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return { kind: "instant", iso: value };
    return { kind: "text", text: value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value };
  }
  return { kind: "text", text: JSON.stringify(value) };
}

/**
 * The lines of an entry: for an update the fields whose value changed, for a create the new record's fields, for a
 * delete the removed record's (before or after is null on the side that has no record).
 */
export function auditLines(before: unknown, after: unknown): AuditLine[] {
  const a = before && typeof before === "object" ? leaves(before) : null;
  const b = after && typeof after === "object" ? leaves(after) : null;
  const keys = [...new Set([...(a?.keys() ?? []), ...(b?.keys() ?? [])])];
  const lines: AuditLine[] = [];
  for (const key of keys) {
    const left = a?.get(key);
    const right = b?.get(key);
    if (a && b && JSON.stringify(left?.value ?? null) === JSON.stringify(right?.value ?? null)) continue;
    const path = (left ?? right)!.path;
    const field = path.at(-1)!;
    const line = { path, before: a ? auditValue(field, left?.value) : null, after: b ? auditValue(field, right?.value) : null };
    // A create or delete lists what the record held, not its empty fields.
    if (!(a && b) && (line.before ?? line.after)!.kind === "empty") continue;
    lines.push(line);
  }
  return lines;
}
