// The audit trail of admin writes, read on the server with the admin's token.
import "server-only";
import { auditLines, type AuditLine } from "@/lib/admin/audit-changes";
import { auditPage, type AdminPage, type AuditEntity, type AuditEntry } from "@/provider/contracts/admin";
import type { Locale } from "@/lib/i18n/routing";
import { providerRequest } from "./client";

export type AuditRow = Omit<AuditEntry, "at" | "before" | "after"> & { at: Date; lines: AuditLine[] };

export async function getAuditPage(token: string, locale: Locale, query: { entity?: AuditEntity; page: number }): Promise<AdminPage<AuditRow>> {
  const wire = await providerRequest("flight-backend", "api/Admin/Audit", { token, locale, query, schema: auditPage });
  return {
    ...wire,
    items: wire.items.map(({ before, after, ...entry }) => ({ ...entry, at: new Date(entry.at), lines: auditLines(before, after) })),
  };
}
