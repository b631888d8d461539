// What a user keeps for later, whatever its kind: one list, one row per saved thing. Each kind has its own nullable
// reference (a real foreign key, so a deleted flight or offer leaves the list by itself); a CHECK ties the kind to
// exactly its reference, and one partial unique index per kind makes "already in favorites" the database's answer.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { flights } from "./flights";
import { offers } from "./offers";
import { bookingKindEnum } from "./reservations";

export const favorites = pgTable(
  "favorites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: bookingKindEnum("kind").notNull(),
    flightId: uuid("flight_id").references(() => flights.id, { onDelete: "cascade" }),
    offerId: integer("offer_id").references(() => offers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "favorites_kind_reference",
      sql`(${t.kind} = 'flight' and ${t.flightId} is not null and ${t.offerId} is null) or (${t.kind} = 'offer' and ${t.offerId} is not null and ${t.flightId} is null)`,
    ),
    uniqueIndex("favorites_user_flight_key").on(t.userId, t.flightId).where(sql`${t.flightId} is not null`),
    uniqueIndex("favorites_user_offer_key").on(t.userId, t.offerId).where(sql`${t.offerId} is not null`),
    index("favorites_user_created_idx").on(t.userId, t.createdAt),
  ],
);
