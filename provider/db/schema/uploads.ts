// Uploaded pictures kept in the database (provider/uploads/postgres-storage.ts): one row per content, named by its
// SHA-256, so every instance on the database serves what any of them took.
import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** bytea as bytes: node-postgres reads it as a Buffer, PGlite as a Uint8Array; both take either. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const uploads = pgTable("uploads", {
  /** The content's SHA-256 in hex: the stored name without its extension. */
  sha256: text("sha256").primaryKey(),
  /** The sniffed picture type (contracts/admin-uploads.ts UPLOAD_TYPES): the name's extension must match it. */
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  content: bytes("content").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
