// Messages sent through the contact form; the operator is mailed each one (provider/services/auth-backend/support.ts).
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the traveller quotes in a follow-up, e.g. S-7K2P9Q. */
    ticket: text("ticket").notNull().unique(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic", { enum: ["booking", "payment", "cancellation", "account", "other"] }).notNull(),
    /** A booking reference as the traveller typed it (normalised), not checked against reservations: a guest may ask too. */
    reference: text("reference"),
    message: text("message").notNull(),
    locale: text("locale", { enum: ["ar", "en"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("support_messages_created_idx").on(t.createdAt)],
);
