// The price calendar's table (migration 0028): each bookable cabin of each scheduled flight with its route, local day
// and all-in adult price, in the order a day's search lists flights by price. Written only by the triggers on flights,
// flight_classes and flight_tickets (and flight_day_fares_fill() after a bulk load with triggers off): never by the app.
import { bigint, date, index, integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { fareClassEnum, flights } from "./flights";

export const flightDayFares = pgTable(
  "flight_day_fares",
  {
    flightId: uuid("flight_id")
      .notNull()
      .references(() => flights.id, { onDelete: "cascade" }),
    class: fareClassEnum("class").notNull(),
    departureAirportId: integer("departure_airport_id").notNull(),
    arrivalAirportId: integer("arrival_airport_id").notNull(),
    /** The flight's local departure day (flights.date). */
    date: date("date", { mode: "string" }).notNull(),
    departureAt: timestamp("departure_at", { withTimezone: true }).notNull(),
    /** greatest(0, fare + tax + service fees − discount): what a search shows per adult. */
    adultPrice: bigint("adult_price", { mode: "number" }).notNull(),
    /** The cabin's price plus the flight's cheapest fare type. */
    fare: bigint("fare", { mode: "number" }).notNull(),
    tax: bigint("tax", { mode: "number" }).notNull(),
    serviceFees: bigint("service_fees", { mode: "number" }).notNull(),
    discount: bigint("discount", { mode: "number" }).notNull(),
    seatCapacity: integer("seat_capacity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flightId, t.class] }),
    // A route's cabin on one day in price order, with all a calendar day reads (an index-only scan).
    index("flight_day_fares_calendar_idx").on(
      t.departureAirportId,
      t.arrivalAirportId,
      t.class,
      t.date,
      t.adultPrice,
      t.departureAt,
      t.flightId,
      t.seatCapacity,
      t.fare,
      t.tax,
      t.serviceFees,
      t.discount,
    ),
  ],
);
