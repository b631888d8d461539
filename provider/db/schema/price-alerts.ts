// Saved flight searches that mail their owner when the search's lowest fare drops (issue 25 point 2). A row stays
// after it is unsubscribed or retired (unsubscribedAt set) so a mailed link still answers "already stopped". The
// unsubscribe link's token is not stored: it is an HMAC of the alert's id (provider/services/search-flight/
// price-alert-token.ts), so every mail of an alert carries the same working link and nothing in the table opens it.
import { sql } from "drizzle-orm";
import { bigint, check, date, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { fareClassEnum } from "./flights";

export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Airport codes, as the search URL has them. */
    fromCode: text("from_code").notNull(),
    toCode: text("to_code").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    cabin: fareClassEnum("cabin").notNull(),
    adults: smallint("adults").notNull(),
    children: smallint("children").notNull().default(0),
    infants: smallint("infants").notNull().default(0),
    /** The lowest all-in adult fare when saved, SAR minor units. */
    savedFare: bigint("saved_fare", { mode: "number" }).notNull(),
    /** The fare the last mail announced: the next drop is measured from it (else from savedFare). */
    notifiedFare: bigint("notified_fare", { mode: "number" }),
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the traveller stops it (account page or mail link) or its date has passed. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    check("price_alerts_party", sql`${t.adults} >= 1 and ${t.children} >= 0 and ${t.infants} >= 0 and ${t.infants} <= ${t.adults}`),
    check("price_alerts_fares", sql`${t.savedFare} >= 0 and (${t.notifiedFare} is null or ${t.notifiedFare} >= 0)`),
    // One active alert per search and account: saving it again is "already saved".
    uniqueIndex("price_alerts_active_search_key")
      .on(t.userId, t.fromCode, t.toCode, t.date, t.cabin, t.adults, t.children, t.infants)
      .where(sql`${t.unsubscribedAt} is null`),
    index("price_alerts_active_idx")
      .on(t.date)
      .where(sql`${t.unsubscribedAt} is null`),
  ],
);
