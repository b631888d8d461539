// Records admin writes in the audit trail, inside the write's own transaction: a write and its record land together.
import type { AuditAction, AuditEntity } from "../contracts/admin";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import type { AuthUser } from "../http/auth";

type Tx = Pick<Db, "insert">;

export type AuditRecord = {
  entity: AuditEntity;
  entityId: string | number;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
};

/** JSON the trail can keep: Dates as ISO strings, undefined dropped. */
const plain = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

export async function recordAudit(tx: Tx, user: Pick<AuthUser, "id" | "email">, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    userId: user.id,
    userEmail: user.email,
    entity: record.entity,
    entityId: String(record.entityId),
    action: record.action,
    before: plain(record.before),
    after: plain(record.after),
  });
}
