// A double press of an admin action that writes something each time (resending a mail): the browser sends one
// Idempotency-Key per intent, the action keeps it in its audit record, and a second request with the same key, made
// under the same row lock, finds that record and answers as the first did instead of acting again.
import { and, eq, sql } from "drizzle-orm";
import { idempotencyKey } from "../contracts/reservations";
import type { AuditAction, AuditEntity } from "../contracts/admin";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import { badRequest } from "../http/errors";

export function requiredRequestKey(header: string | undefined): string {
  const key = idempotencyKey.safeParse(header);
  if (!key.success) throw badRequest("REQUEST_KEY_REQUIRED", { idempotencyKey: "idempotencyKeyRequired" });
  return key.data;
}

/** The `after` of the audit record this key already wrote for the entity and action, or null (call under the row's lock). */
export async function replayedAction(
  tx: Pick<Db, "select">,
  record: { entity: AuditEntity; entityId: string; action: AuditAction; key: string },
): Promise<Record<string, unknown> | null> {
  const [row] = await tx
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, record.entity),
        eq(auditLog.entityId, record.entityId),
        eq(auditLog.action, record.action),
        sql`${auditLog.after} ->> 'requestKey' = ${record.key}`,
      ),
    )
    .limit(1);
  return row ? ((row.after ?? {}) as Record<string, unknown>) : null;
}
