// The audit trail of admin writes, read on the server with the admin's token.
import "server-only";
import { auditPage, type AdminPage, type AuditEntity, type AuditEntry } from "@/provider/contracts/admin";
import type { Locale } from "@/lib/i18n/routing";
import { providerRequest } from "./client";

export type AuditChange = { field: string; before: string; after: string };
export type AuditRow = Omit<AuditEntry, "at" | "before" | "after"> & { at: Date; changes: AuditChange[]; before: unknown; after: unknown };

/** A value as one short line: text as it is, anything else as JSON, cut at 80 characters. */
function short(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** The top-level fields an update changed (a create or delete lists none: the whole record is the change). */
export function changesOf(before: unknown, after: unknown): AuditChange[] {
  if (!before || !after || typeof before !== "object" || typeof after !== "object") return [];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]))
    .map((field) => ({ field, before: short(a[field]), after: short(b[field]) }));
}

export async function getAuditPage(token: string, locale: Locale, query: { entity?: AuditEntity; page: number }): Promise<AdminPage<AuditRow>> {
  const wire = await providerRequest("flight-backend", "api/Admin/Audit", { token, locale, query, schema: auditPage });
  return { ...wire, items: wire.items.map((entry) => ({ ...entry, at: new Date(entry.at), changes: changesOf(entry.before, entry.after) })) };
}
