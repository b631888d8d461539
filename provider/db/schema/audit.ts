// The audit trail: every admin write, with who made it, when, on what, and the record before and after.
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null once the admin's account is deleted; the e-mail below keeps who it was. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    userEmail: text("user_email").notNull(),
    /** airport, company, meal, plane, flight, offer, destination, page, socialLinks, upload, reservation, transfer. */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    /** create, update, delete, cancel. */
    action: text("action").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_entity_idx").on(t.entity, t.entityId, t.at)],
);
