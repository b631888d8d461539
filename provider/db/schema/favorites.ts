// What a user keeps for later, whatever its kind: one list, one row per saved thing. Each kind has its own nullable
// reference (a real foreign key, so a deleted flight or offer leaves the list by itself); a CHECK ties the kind to
// exactly its reference, and one partial unique index per kind makes "already in favorites" the database's answer.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { flights } from "./flights";
import { offers } from "./offers";
import { chalets, hotels } from "./stays";
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
    hotelId: integer("hotel_id").references(() => hotels.id, { onDelete: "cascade" }),
    chaletId: integer("chalet_id").references(() => chalets.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "favorites_kind_reference",
      // Exactly the kind's own reference is set: num_nonnulls counts them, the CASE names which one it must be.
      sql`num_nonnulls(${t.flightId}, ${t.offerId}, ${t.hotelId}, ${t.chaletId}) = 1 and case ${t.kind}
        when 'flight' then ${t.flightId} is not null when 'offer' then ${t.offerId} is not null
        when 'hotel' then ${t.hotelId} is not null when 'chalet' then ${t.chaletId} is not null else false end`,
    ),
    uniqueIndex("favorites_user_flight_key")
      .on(t.userId, t.flightId)
      .where(sql`${t.flightId} is not null`),
    uniqueIndex("favorites_user_offer_key")
      .on(t.userId, t.offerId)
      .where(sql`${t.offerId} is not null`),
    uniqueIndex("favorites_user_hotel_key")
      .on(t.userId, t.hotelId)
      .where(sql`${t.hotelId} is not null`),
    uniqueIndex("favorites_user_chalet_key")
      .on(t.userId, t.chaletId)
      .where(sql`${t.chaletId} is not null`),
    index("favorites_user_created_idx").on(t.userId, t.createdAt),
  ],
);
