// Reservations (the core of every kind), the flight's travellers, held seats and extras, and payments.
// Inventory is protected here, not in JavaScript: `reservation_seats_flight_seat_key` makes a seat
// bookable once per flight, and since every non-infant traveller holds a seat, a class can never
// sell more than its physical seats. Rows of reservation_seats exist only for pending and confirmed
// reservations: cancelling deletes them, and the booking transaction deletes expired holds first.
// The flight's detail row is in ./reservation-details.ts with the other kinds'.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { TaxLine } from "../../contracts/taxes";
import { users } from "./accounts";
import { flightBags, flights, meals, planeSeats } from "./flights";

export const reservationStatusEnum = pgEnum("reservation_status", ["pending", "confirmed", "cancelled", "expired"]);
export const paymentStatusEnum = pgEnum("payment_status", ["pending", "paid", "refunded"]);
/** Passport titles: Mr, Mrs, Ms for adults; Mstr, Miss for children and infants (reservation_travelers_title_fits_type). */
export const travelerGenderEnum = pgEnum("traveler_gender", ["Mr", "Mrs", "Ms", "Mstr", "Miss"]);
export const travelerTypeEnum = pgEnum("traveler_type", ["adult", "child", "infant"]);
export const extraKindEnum = pgEnum("reservation_extra_kind", ["bag", "meal"]);
export const paymentProviderEnum = pgEnum("payment_provider", ["sandbox", "stripe"]);
export const paymentResultEnum = pgEnum("payment_result", ["succeeded", "declined"]);

export type LuggageItem = { weightKg: number; type: "carry-on" | "checked" | "special" | "excess" | "fragile" };

/** What is booked. Every kind shares `reservations`; each has its detail table (reservation_flights, _offers, _stays for hotel and chalet, _taxis). */
export const bookingKindEnum = pgEnum("booking_kind", ["flight", "offer", "hotel", "chalet", "taxi"]);

/**
 * The core of every booking, whatever its kind: who, the state machine, the hold, the price lines and the
 * cancellation terms as they were when booked. The kind's detail row is required by a deferred constraint
 * trigger (migration 0002: `reservations_detail_exists`), and each detail table refers to (id, kind) with its
 * own kind pinned by a CHECK, so a flight reservation can never carry an offer's detail or none at all.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: bookingKindEnum("kind").notNull(),
    /** Six-character booking reference (no 0/O/1/I), e.g. RH7K2P. */
    reference: text("reference").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: reservationStatusEnum("status").notNull().default("pending"),
    paymentStatus: paymentStatusEnum("payment_status").notNull().default("pending"),
    /** A pending reservation holds its inventory (seats, places) until then. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }).notNull(),
    // Price lines, SAR minor units (bigint: a large party passes 2³¹), fixed when the reservation is made:
    // total = base + tax + serviceFees − discount + extras.
    /** What is booked: the travellers' fares of a flight, places × unit price of an offer. */
    base: bigint("base", { mode: "number" }).notNull(),
    tax: bigint("tax", { mode: "number" }).notNull(),
    /**
     * The named lines `tax` is the sum of, as the country of the service set them when booked (stays and transfers:
     * VAT, a hotel's service charge, a tourism fee); null: flights and offers (their taxes are in the fare). Migration 0011
     * gave the stays and transfers booked before it their Saudi VAT 15 % line.
     */
    taxLines: jsonb("tax_lines").$type<TaxLine[]>(),
    serviceFees: bigint("service_fees", { mode: "number" }).notNull(),
    discount: bigint("discount", { mode: "number" }).notNull(),
    /** Optional purchases (seat selection, bags, meals); never part of the cancellation fee's base. */
    extras: bigint("extras", { mode: "number" }).notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("SAR"),
    /** The page language it was booked in ("ar" | "en"), which its mails speak; null: booked before it was kept. */
    locale: text("locale"),
    // Cancellation terms as they were when booked (a later change of the flight or the offer does not touch them).
    /** No cancellation after this instant. */
    cancellationDeadline: timestamp("cancellation_deadline", { withTimezone: true }).notNull(),
    /** A paid reservation cancels without a fee until then; null: no free period. */
    freeCancellationUntil: timestamp("free_cancellation_until", { withTimezone: true }),
    /** Fee of a paid cancellation, in percent of total − extras. */
    cancellationFeePercent: integer("cancellation_fee_percent").notNull(),
    /** A fixed fee instead of the percentage (a stay's first night), capped at total − extras; null: the percentage. */
    cancellationFeeAmount: bigint("cancellation_fee_amount", { mode: "number" }),
    cancellationFee: bigint("cancellation_fee", { mode: "number" }),
    refundAmount: bigint("refund_amount", { mode: "number" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reservations_reference_key").on(t.reference),
    // The target of the detail tables' (reservation_id, kind) foreign keys.
    unique("reservations_id_kind_key").on(t.id, t.kind),
    index("reservations_user_created_idx").on(t.userId, t.createdAt),
    /** The back office's Bookings list, newest first (issue 24). */
    index("reservations_created_idx").on(t.createdAt),
    check("reservations_total_non_negative", sql`${t.total} >= 0`),
    check("reservations_cancellation_fee_percent", sql`${t.cancellationFeePercent} between 0 and 100`),
    check("reservations_locale", sql`${t.locale} in ('ar', 'en')`),
  ],
);

export const reservationTravelers = pgTable(
  "reservation_travelers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    /** Order in which the travellers were entered. */
    ordinal: smallint("ordinal").notNull(),
    gender: travelerGenderEnum("gender").notNull(),
    fullName: text("full_name").notNull(),
    /** The booking's contact: set for the lead traveller (ordinal 0), optional for the others. */
    email: text("email"),
    phone: text("phone"),
    passportNumber: text("passport_number").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    type: travelerTypeEnum("type").notNull(),
    /** Null only for infants, who travel on an adult's lap. */
    seatId: integer("seat_id").references(() => planeSeats.id),
    /** True when the traveller chose the seat (and pays the seat selection price). */
    seatChosen: boolean("seat_chosen").notNull().default(false),
    /** A round trip: the seat on the return flight (null for infants and one-way reservations). */
    returnSeatId: integer("return_seat_id").references(() => planeSeats.id),
    returnSeatChosen: boolean("return_seat_chosen").notNull().default(false),
    luggage: jsonb("luggage").$type<LuggageItem[]>().notNull().default([]),
    /** This traveller's all-in fare (class + fare type + tax + fees − discount, by passenger type). */
    price: bigint("price", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("reservation_travelers_ordinal_key").on(t.reservationId, t.ordinal),
    check("reservation_travelers_lead_contact", sql`${t.ordinal} <> 0 or (${t.email} is not null and ${t.phone} is not null)`),
    check(
      "reservation_travelers_title_fits_type",
      sql`(${t.type} = 'adult' and ${t.gender} in ('Mr', 'Mrs', 'Ms')) or (${t.type} <> 'adult' and ${t.gender} in ('Mstr', 'Miss'))`,
    ),
  ],
);

export const reservationSeats = pgTable(
  "reservation_seats",
  {
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    flightId: uuid("flight_id")
      .notNull()
      .references(() => flights.id),
    seatId: integer("seat_id")
      .notNull()
      .references(() => planeSeats.id),
  },
  (t) => [uniqueIndex("reservation_seats_flight_seat_key").on(t.flightId, t.seatId), index("reservation_seats_reservation_idx").on(t.reservationId)],
);

export const reservationExtras = pgTable(
  "reservation_extras",
  {
    id: serial("id").primaryKey(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    kind: extraKindEnum("kind").notNull(),
    bagId: integer("bag_id").references(() => flightBags.id),
    mealId: integer("meal_id").references(() => meals.id),
    quantity: integer("quantity").notNull(),
    unitPrice: bigint("unit_price", { mode: "number" }).notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
  },
  (t) => [
    index("reservation_extras_reservation_idx").on(t.reservationId),
    check(
      "reservation_extras_target",
      sql`(${t.kind} = 'bag' and ${t.bagId} is not null and ${t.mealId} is null) or (${t.kind} = 'meal' and ${t.mealId} is not null and ${t.bagId} is null)`,
    ),
    check("reservation_extras_quantity", sql`${t.quantity} > 0`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    /** Whose key it is (the reservation's owner): keys are unique per user, so one user's key never blocks another's. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** From the Idempotency-Key header: a retried request of the same user finds its first answer here. */
    idempotencyKey: text("idempotency_key").notNull(),
    provider: paymentProviderEnum("provider").notNull(),
    status: paymentResultEnum("status").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("SAR"),
    last4: text("last4"),
    providerRef: text("provider_ref"),
    declineCode: text("decline_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_user_idempotency_key").on(t.userId, t.idempotencyKey),
    // A reservation is paid at most once, whatever the keys of the attempts.
    uniqueIndex("payments_one_success_per_reservation")
      .on(t.reservationId)
      .where(sql`${t.status} = 'succeeded'`),
    index("payments_reservation_idx").on(t.reservationId),
  ],
);
