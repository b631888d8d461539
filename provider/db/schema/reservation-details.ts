// One detail table per kind of booking: what is booked, beside the shared core in `reservations`.
// Each carries its kind pinned by a CHECK and refers to reservations (id, kind), so a detail row can only
// belong to a reservation of its own kind; the deferred trigger `reservations_detail_exists` (migration 0002)
// makes every reservation have its detail by the end of the transaction that creates it.
import { sql } from "drizzle-orm";
import { bigint, check, customType, date, foreignKey, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { fareClassEnum, flights, flightTickets } from "./flights";
import { offers } from "./offers";
import { bookingKindEnum, reservations } from "./reservations";
import { chalets, hotelRoomTypes, hotelRoomUnits, hotels, taxiTransfers } from "./stays";

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
    foreignKey({
      name: "reservation_flights_reservation_fk",
      columns: [t.reservationId, t.kind],
      foreignColumns: [reservations.id, reservations.kind],
    }).onDelete("cascade"),
    check("reservation_flights_kind", sql`${t.kind} = 'flight'`),
    index("reservation_flights_flight_idx").on(t.flightId),
  ],
);

/**
 * A round trip's return leg (migration 0025): the outbound leg is the reservation's reservation_flights row. Each
 * leg's fare (its travellers' all-in prices) and fee share are kept as booked, so the cancellation quote applies
 * each leg's fare terms. A one-way reservation has no row here.
 */
export const reservationFlightReturns = pgTable(
  "reservation_flight_returns",
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
    outboundFare: bigint("outbound_fare", { mode: "number" }).notNull(),
    outboundFeePercent: smallint("outbound_fee_percent").notNull(),
    returnFare: bigint("return_fare", { mode: "number" }).notNull(),
    returnFeePercent: smallint("return_fee_percent").notNull(),
  },
  (t) => [
    foreignKey({ name: "reservation_flight_returns_reservation_fk", columns: [t.reservationId], foreignColumns: [reservationFlights.reservationId] }).onDelete(
      "cascade",
    ),
    check("reservation_flight_returns_kind", sql`${t.kind} = 'flight'`),
    check("reservation_flight_returns_fares", sql`${t.outboundFare} >= 0 and ${t.returnFare} >= 0`),
    check("reservation_flight_returns_fee_percents", sql`${t.outboundFeePercent} between 0 and 100 and ${t.returnFeePercent} between 0 and 100`),
    index("reservation_flight_returns_flight_idx").on(t.flightId),
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
    unitPrice: bigint("unit_price", { mode: "number" }).notNull(),
    unitOriginalPrice: bigint("unit_original_price", { mode: "number" }),
    leadFullName: text("lead_full_name").notNull(),
    leadEmail: text("lead_email").notNull(),
    leadPhone: text("lead_phone").notNull(),
    /** The day the trip starts (check-in, the flight, the ride), in the offer's window; null for a booking made before offers were dated. */
    travelDate: date("travel_date", { mode: "string" }),
    /** Stays: the nights from travelDate; null for a flight or a taxi (and undated bookings). */
    nights: smallint("nights"),
    /** Flights and packages: each traveller's name as on their passport, lead first; null where the kind needs only the lead. */
    travelerNames: text("traveler_names").array(),
    /**
     * When the places went back to the offer (hold expired, cancelled); null while held. Giving back is
     * conditional on it being null, so places return exactly once whatever path or retry gets there first.
     */
    placesReleasedAt: timestamp("places_released_at", { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: "reservation_offers_reservation_fk",
      columns: [t.reservationId, t.kind],
      foreignColumns: [reservations.id, reservations.kind],
    }).onDelete("cascade"),
    check("reservation_offers_kind", sql`${t.kind} = 'offer'`),
    check("reservation_offers_traveler_count", sql`${t.travelerCount} > 0`),
    check("reservation_offers_unit_price", sql`${t.unitPrice} >= 0`),
    check("reservation_offers_nights", sql`${t.nights} is null or ${t.nights} between 1 and 30`),
    check("reservation_offers_names", sql`${t.travelerNames} is null or cardinality(${t.travelerNames}) = ${t.travelerCount}`),
    index("reservation_offers_offer_idx").on(t.offerId),
  ],
);

/** Postgres `daterange`: drizzle has no column type for it. */
const daterange = customType<{ data: string }>({ dataType: () => "daterange" });

/**
 * A hotel room or chalet stay: nights [checkIn, checkOut). The exclusion constraints of migration 0006
 * (`reservation_stays_room_nights_excl`, `reservation_stays_chalet_nights_excl`) refuse two standing stays of one
 * room unit or one chalet whose nights overlap; a stay checking out the day another checks in does not overlap.
 * A stay stops standing when its hold expires or it is cancelled: `released_at` is set and the constraints, whose
 * WHERE excludes released rows, let the nights be sold again.
 */
export const reservationStays = pgTable(
  "reservation_stays",
  {
    reservationId: uuid("reservation_id").primaryKey(),
    kind: bookingKindEnum("kind").notNull(),
    hotelId: integer("hotel_id").references(() => hotels.id),
    roomTypeId: integer("room_type_id").references(() => hotelRoomTypes.id),
    roomUnitId: integer("room_unit_id").references(() => hotelRoomUnits.id),
    chaletId: integer("chalet_id").references(() => chalets.id),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    nights: daterange("nights")
      .notNull()
      .generatedAlwaysAs(sql`daterange(check_in, check_out, '[)')`),
    guests: smallint("guests").notNull(),
    /** Nights priced at the weekend (Thursday, Friday) price. */
    weekendNights: smallint("weekend_nights").notNull(),
    nightlyPrice: bigint("nightly_price", { mode: "number" }).notNull(),
    weekendPrice: bigint("weekend_price", { mode: "number" }).notNull(),
    /** Chalets: the security deposit due on arrival, as it was when booked. */
    securityDeposit: bigint("security_deposit", { mode: "number" }),
    leadFullName: text("lead_full_name").notNull(),
    leadEmail: text("lead_email").notNull(),
    leadPhone: text("lead_phone").notNull(),
    specialRequests: text("special_requests"),
    /** Set when the hold expired or the stay was cancelled: the nights are for sale again. */
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: "reservation_stays_reservation_fk", columns: [t.reservationId, t.kind], foreignColumns: [reservations.id, reservations.kind] }).onDelete(
      "cascade",
    ),
    check(
      "reservation_stays_kind",
      sql`(${t.kind} = 'hotel' and ${t.hotelId} is not null and ${t.roomTypeId} is not null and ${t.roomUnitId} is not null and ${t.chaletId} is null)
        or (${t.kind} = 'chalet' and ${t.chaletId} is not null and ${t.hotelId} is null and ${t.roomTypeId} is null and ${t.roomUnitId} is null)`,
    ),
    check("reservation_stays_dates", sql`${t.checkOut} > ${t.checkIn} and ${t.guests} > 0`),
    index("reservation_stays_room_type_idx").on(t.roomTypeId, t.checkIn),
    index("reservation_stays_chalet_idx").on(t.chaletId, t.checkIn),
  ],
);

/**
 * An airport transfer: the pickup instant and the 30-minute slot it falls in, with one of the transfer's
 * vehicles of that slot (1..vehicles_per_slot). The partial unique index hands each vehicle of a slot to one
 * standing reservation, so a slot cannot be sold past its vehicles whatever the concurrency.
 */
export const reservationTaxis = pgTable(
  "reservation_taxis",
  {
    reservationId: uuid("reservation_id").primaryKey(),
    kind: bookingKindEnum("kind").notNull().default("taxi"),
    transferId: integer("transfer_id")
      .notNull()
      .references(() => taxiTransfers.id),
    pickupAt: timestamp("pickup_at", { withTimezone: true }).notNull(),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    vehicleNumber: smallint("vehicle_number").notNull(),
    passengers: smallint("passengers").notNull(),
    bags: smallint("bags").notNull(),
    childSeats: smallint("child_seats").notNull(),
    /** The arriving flight, so the driver follows delays. */
    flightNumber: text("flight_number"),
    unitPrice: bigint("unit_price", { mode: "number" }).notNull(),
    leadFullName: text("lead_full_name").notNull(),
    leadEmail: text("lead_email").notNull(),
    leadPhone: text("lead_phone").notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: "reservation_taxis_reservation_fk", columns: [t.reservationId, t.kind], foreignColumns: [reservations.id, reservations.kind] }).onDelete(
      "cascade",
    ),
    check("reservation_taxis_kind", sql`${t.kind} = 'taxi'`),
    check("reservation_taxis_counts", sql`${t.passengers} > 0 and ${t.bags} >= 0 and ${t.childSeats} >= 0 and ${t.vehicleNumber} > 0`),
    uniqueIndex("reservation_taxis_slot_vehicle_key")
      .on(t.transferId, t.slotStart, t.vehicleNumber)
      .where(sql`${t.releasedAt} is null`),
  ],
);
