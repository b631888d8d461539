import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const roleEnum = pgEnum("user_role", ["Admin", "User"]);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: roleEnum("role").notNull().default("User"),
    emailConfirmed: boolean("email_confirmed").notNull().default(false),
    locale: text("locale").notNull().default("ar"),
    /** Bumped on password change: tokens issued before it stop working. */
    tokenVersion: integer("token_version").notNull().default(0),
    /** Set while an admin has locked the account: it cannot sign in and its tokens are refused (issue 24 point 5). */
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), uniqueIndex("users_phone_key").on(t.phoneNumber)],
);

export const accountTokenPurpose = pgEnum("account_token_purpose", ["confirm-email", "reset-password"]);

/** One-time tokens sent by email; only their SHA-256 is stored. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: accountTokenPurpose("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("account_tokens_hash_key").on(t.tokenHash), index("account_tokens_user_idx").on(t.userId)],
);

/** Mail that was sent, or would have been without SMTP_URL: the outbox doubles as the dev mailbox. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    link: text("link"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_to_idx").on(t.to)],
);
