// Admin: the audit trail, newest first, optionally for one entity or one record.
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { auditLabels } from "../../../admin/audit-labels";
import { ADMIN_PAGE_SIZE, auditPage, auditQuery, type AuditEntry } from "../../../contracts/admin";
import { getDb } from "../../../db/client";
import { auditLog } from "../../../db/schema";
import type { Service } from "../../../http/service";

export function registerAdminAuditRoutes(svc: Service): void {
  svc.get(
    "api/Admin/Audit",
    { summary: "Admin: the audit trail of admin writes, newest first", access: "admin", query: auditQuery, response: auditPage },
    async ({ query, locale }) => {
      const db = await getDb();
      const filters: SQL[] = [];
      if (query.entity) filters.push(eq(auditLog.entity, query.entity));
      if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset((query.page - 1) * ADMIN_PAGE_SIZE),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      const labels = await auditLabels(db, rows, locale);
      const items = rows.map((row, i): AuditEntry => ({
        id: row.id,
        at: row.at.toISOString(),
        userEmail: row.userEmail,
        entity: row.entity as AuditEntry["entity"],
        entityId: row.entityId,
        label: labels[i] ?? null,
        action: row.action as AuditEntry["action"],
        before: row.before,
        after: row.after,
      }));
      const n = total?.n ?? 0;
      return { items, total: n, page: query.page, pageSize: ADMIN_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(n / ADMIN_PAGE_SIZE)) };
    },
  );
}
