// One detail table per kind of booking: what is booked, beside the shared core in `reservations`.
// Each carries its kind pinned by a CHECK and refers to reservations (id, kind), so a detail row can only
// belong to a reservation of its own kind; the deferred trigger `reservations_detail_exists` (migration 0002)
// makes every reservation have its detail by the end of the transaction that creates it.
import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { fareClassEnum, flights, flightTickets } from "./flights";
import { offers } from "./offers";
import { bookingKindEnum, reservations } from "./reservations";

export const reservationFlights = pgTable(
  "reservation_flights",
  {
    reservationId: uuid("reservation_id").primaryKey(),
    kind: bookingKindEnum("kind").notNull().default("flight"),
    flightId: uuid("flight_id")
      .notNull()
      .references(() => flights.id),
    fareClass: fareClassEnum("fare_class").notNull(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => flightTickets.id),
  },
  (t) => [
    foreignKey({ name: "reservation_flights_reservation_fk", columns: [t.reservationId, t.kind], foreignColumns: [reservations.id, reservations.kind] }).onDelete(
      "cascade",
    ),
    check("reservation_flights_kind", sql`${t.kind} = 'flight'`),
    index("reservation_flights_flight_idx").on(t.flightId),
  ],
);

export const reservationOffers = pgTable(
  "reservation_offers",
  {
    reservationId: uuid("reservation_id").primaryKey(),
    kind: bookingKindEnum("kind").notNull().default("offer"),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id),
    /** Places taken from offers.availability while the reservation holds them. */
    travelerCount: integer("traveler_count").notNull(),
    /** The offer's price per place when booked; originalPrice too, for the saving shown on the voucher. */
    unitPrice: integer("unit_price").notNull(),
    unitOriginalPrice: integer("unit_original_price"),
    leadFullName: text("lead_full_name").notNull(),
    leadEmail: text("lead_email").notNull(),
    leadPhone: text("lead_phone").notNull(),
    /**
     * When the places went back to the offer (hold expired, cancelled); null while held. Giving back is
     * conditional on it being null, so places return exactly once whatever path or retry gets there first.
     */
    placesReleasedAt: timestamp("places_released_at", { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: "reservation_offers_reservation_fk", columns: [t.reservationId, t.kind], foreignColumns: [reservations.id, reservations.kind] }).onDelete(
      "cascade",
    ),
    check("reservation_offers_kind", sql`${t.kind} = 'offer'`),
    check("reservation_offers_traveler_count", sql`${t.travelerCount} > 0`),
    check("reservation_offers_unit_price", sql`${t.unitPrice} >= 0`),
    index("reservation_offers_offer_idx").on(t.offerId),
  ],
);
