// Checks a booking request against its flight and prices it from the database alone: the client's
// numbers are never read. Field errors use keys of the app's `Validation` namespace.
import { and, eq, inArray } from "drizzle-orm";
import {
  ageOn,
  allIn,
  fareFor,
  MEAL_REQUEST_DEADLINE_HOURS,
  passengerTypeForAge,
  type FareClass,
  type FareParts,
  type PassengerType,
} from "../../../contracts/flights";
import type { createReservationRequest } from "../../../contracts/reservations";
import { passportValidFor } from "../../../contracts/passport-rules";
import { flightBags, flightClasses, flightMeals, flights, flightTickets, meals, planeSeats } from "../../../db/schema";
import { badRequest, conflict, notFound, ProviderError } from "../../../http/errors";
import type { ErrorCode } from "../../../http/messages";
import type { z } from "zod";
import type { Executor } from "../../../bookings/core";

export type BookingRequest = z.output<typeof createReservationRequest>;
type FlightRow = typeof flights.$inferSelect;

export type PricedTraveler = BookingRequest["travelers"][number] & { ordinal: number; parts: FareParts; price: number };
export type PricedExtra = { kind: "bag" | "meal"; bagId: number | null; mealId: number | null; quantity: number; unitPrice: number; total: number };

/** One flight of the booking as priced: its fare type and what its travellers' fares come to. */
export type PricedLeg = {
  flight: FlightRow;
  ticketId: number;
  /** The fare type's refund rule, which makes the cancellation terms stored with the booking. */
  refundable: boolean;
  /** Σ the travellers' all-in fares on this leg (the base of its cancellation fee). */
  fare: number;
};

export type PricedBooking = {
  flight: FlightRow;
  fareClass: FareClass;
  ticketId: number;
  /** The fare type's refund rule, which makes the cancellation terms stored with the booking. */
  refundable: boolean;
  /** The outbound leg; `returnLeg` is the round trip's other one (null: one-way). */
  outbound: PricedLeg;
  returnLeg: PricedLeg | null;
  travelers: PricedTraveler[];
  extras: PricedExtra[];
  breakdown: FareParts & { extras: number; total: number };
};

const HOUR = 3_600_000;

/** Collects field errors; the first specific code wins over the generic VALIDATION. */
class FieldErrors {
  fields: Record<string, string> = {};
  code: ErrorCode = "VALIDATION";
  add(path: string, key: string, code?: ErrorCode) {
    this.fields[path] ??= key;
    if (code && this.code === "VALIDATION") this.code = code;
  }
  throwIfAny() {
    if (Object.keys(this.fields).length > 0) throw badRequest(this.code, this.fields);
  }
}

async function loadFlight(db: Executor, id: string, now: Date): Promise<FlightRow> {
  const [flight] = await db.select().from(flights).where(eq(flights.id, id)).limit(1);
  if (!flight) throw notFound("FLIGHT_NOT_FOUND");
  if (flight.status !== "scheduled") throw conflict("FLIGHT_CANCELLED");
  if (flight.departureAt.getTime() <= now.getTime()) throw conflict("FLIGHT_DEPARTED");
  return flight;
}

/** A return flight flies the outbound's route back, after the outbound lands. */
export const returnsFrom = (outbound: FlightRow, back: FlightRow) =>
  back.departureAirportId === outbound.arrivalAirportId &&
  back.arrivalAirportId === outbound.departureAirportId &&
  back.departureAt.getTime() > outbound.arrivalAt.getTime();

type LegRows = {
  flight: FlightRow;
  cls: typeof flightClasses.$inferSelect | undefined;
  ticket: typeof flightTickets.$inferSelect | undefined;
  seats: Map<number, typeof planeSeats.$inferSelect>;
};

async function legRows(db: Executor, flight: FlightRow, fareClass: FareClass, ticketId: number, seatIds: number[]): Promise<LegRows> {
  const [[cls], [ticket], seats] = await Promise.all([
    db
      .select()
      .from(flightClasses)
      .where(and(eq(flightClasses.flightId, flight.id), eq(flightClasses.class, fareClass))),
    db
      .select()
      .from(flightTickets)
      .where(and(eq(flightTickets.id, ticketId), eq(flightTickets.flightId, flight.id))),
    seatIds.length
      ? db
          .select()
          .from(planeSeats)
          .where(and(eq(planeSeats.planeId, flight.planeId), inArray(planeSeats.id, seatIds)))
      : Promise.resolve([]),
  ]);
  return { flight, cls, ticket, seats: new Map(seats.map((s) => [s.id, s])) };
}

export async function priceBooking(db: Executor, req: BookingRequest, now = new Date()): Promise<PricedBooking> {
  const flight = await loadFlight(db, req.flightId, now);
  const back = req.returnFlightId ? await loadFlight(db, req.returnFlightId, now) : null;
  if (back && !returnsFrom(flight, back)) throw badRequest("RETURN_FLIGHT_INVALID", { returnFlightId: "returnFlightInvalid" });
  const legFlights = back ? [flight.id, back.id] : [flight.id];

  const bagIds = req.bags.map((b) => b.bagId);
  const mealIds = req.meals.map((m) => m.mealId);
  const [out, ret, bags, mealRows] = await Promise.all([
    legRows(
      db,
      flight,
      req.fareClass,
      req.ticketId,
      req.travelers.flatMap((t) => (t.seatId == null ? [] : [t.seatId])),
    ),
    back
      ? legRows(
          db,
          back,
          req.fareClass,
          req.returnTicketId ?? 0,
          req.travelers.flatMap((t) => (t.returnSeatId == null ? [] : [t.returnSeatId])),
        )
      : Promise.resolve(null),
    // A round trip's bags and meals may be either leg's (each is sold per flight).
    bagIds.length
      ? db
          .select()
          .from(flightBags)
          .where(and(inArray(flightBags.flightId, legFlights), inArray(flightBags.id, bagIds)))
      : Promise.resolve([]),
    mealIds.length
      ? db
          .select({ meal: meals, flightId: flightMeals.flightId })
          .from(flightMeals)
          .innerJoin(meals, eq(meals.id, flightMeals.mealId))
          .where(and(inArray(flightMeals.flightId, legFlights), inArray(flightMeals.mealId, mealIds)))
      : Promise.resolve([]),
  ]);

  const errors = new FieldErrors();
  if (!out.cls) errors.add("fareClass", "classNotOffered", "CLASS_NOT_OFFERED");
  if (!out.ticket) errors.add("ticketId", "fareTypeInvalid", "FARE_TYPE_NOT_FOUND");
  if (ret && !ret.cls) errors.add("fareClass", "classNotOffered", "CLASS_NOT_OFFERED");
  if (ret && !ret.ticket) errors.add("returnTicketId", "fareTypeInvalid", "FARE_TYPE_NOT_FOUND");

  // The trip ends on the return flight's date (a one-way trip: its flight's).
  const tripEnd = back ? back.date : flight.date;
  const seatErrors = (leg: LegRows, seatId: number | null | undefined, path: string) => {
    if (seatId == null) return;
    const seat = leg.seats.get(seatId);
    if (!seat) errors.add(path, "seatInvalid");
    else if (seat.class !== req.fareClass) errors.add(path, "seatClassMismatch", "SEAT_CLASS_MISMATCH");
  };
  req.travelers.forEach((t, i) => {
    const type = passengerTypeForAge(ageOn(t.dateOfBirth, flight.date));
    if (type !== t.type) errors.add(`travelers.${i}.dateOfBirth`, "dateOfBirthMismatch", "PASSENGER_AGE_MISMATCH");
    // The passport must outlast the trip by six months: a round trip's return date, a one-way flight's date.
    if (t.passportExpiry && !passportValidFor(t.passportExpiry, tripEnd)) {
      errors.add(`travelers.${i}.passportExpiry`, back ? "passportExpiresBeforeReturn" : "passportExpiresSoon", "PASSPORT_EXPIRES_SOON");
    }
    seatErrors(out, t.seatId, `travelers.${i}.seatId`);
    if (ret) seatErrors(ret, t.returnSeatId, `travelers.${i}.returnSeatId`);
  });

  const bagById = new Map(bags.map((b) => [b.id, b]));
  req.bags.forEach((b, i) => {
    if (!bagById.has(b.bagId)) errors.add(`bags.${i}.bagId`, "bagInvalid");
  });
  const departureOf = new Map([flight, ...(back ? [back] : [])].map((f) => [f.id, f.departureAt.getTime()]));
  const mealById = new Map<number, { meal: (typeof mealRows)[number]["meal"]; departs: number }>();
  for (const { meal, flightId } of mealRows) {
    // Offered on both legs: the earlier departure's deadline applies.
    const departs = Math.min(departureOf.get(flightId) ?? Infinity, mealById.get(meal.id)?.departs ?? Infinity);
    mealById.set(meal.id, { meal, departs });
  }
  req.meals.forEach((m, i) => {
    const found = mealById.get(m.mealId);
    if (!found) return errors.add(`meals.${i}.mealId`, "mealInvalid");
    // SPEC §9: special meals are requested 24 h before the flight, dietary ones 48 h.
    const deadline = found.departs - MEAL_REQUEST_DEADLINE_HOURS[found.meal.kind] * HOUR;
    if (now.getTime() > deadline) errors.add(`meals.${i}.mealId`, "mealDeadlinePassed");
  });
  errors.throwIfAny();
  if (!out.cls || !out.ticket || (ret && (!ret.cls || !ret.ticket))) throw new ProviderError(400, "VALIDATION");

  const adultOf = (leg: LegRows): FareParts => ({
    fare: leg.cls!.price + leg.ticket!.price,
    tax: leg.flight.tax,
    serviceFees: leg.flight.serviceFees,
    discount: leg.flight.discount,
  });
  const legs = ret ? [out, ret] : [out];
  const plus = (a: FareParts, b: FareParts): FareParts => ({
    fare: a.fare + b.fare,
    tax: a.tax + b.tax,
    serviceFees: a.serviceFees + b.serviceFees,
    discount: a.discount + b.discount,
  });
  const legFare = (leg: LegRows) => req.travelers.reduce((s, t) => s + allIn(fareFor(adultOf(leg), t.type as PassengerType)), 0);
  const travelers: PricedTraveler[] = req.travelers.map((t, ordinal) => {
    const parts = legs.map((leg) => fareFor(adultOf(leg), t.type as PassengerType)).reduce(plus);
    return { ...t, ordinal, parts, price: legs.reduce((s, leg) => s + allIn(fareFor(adultOf(leg), t.type as PassengerType)), 0) };
  });

  const extras: PricedExtra[] = [
    ...req.bags.map((b) => {
      const unitPrice = bagById.get(b.bagId)!.price;
      return { kind: "bag" as const, bagId: b.bagId, mealId: null, quantity: b.quantity, unitPrice, total: unitPrice * b.quantity };
    }),
    ...req.meals.map((m) => {
      const unitPrice = mealById.get(m.mealId)!.meal.price;
      return { kind: "meal" as const, bagId: null, mealId: m.mealId, quantity: m.quantity, unitPrice, total: unitPrice * m.quantity };
    }),
  ];
  // The seat selection price applies per seat the traveller picked (auto-assigned seats are free), on each leg.
  const chosenOut = req.travelers.filter((t) => t.seatId != null).length;
  const chosenBack = back ? req.travelers.filter((t) => t.returnSeatId != null).length : 0;
  const seatSelection = flight.seatSelectionPrice * chosenOut + (back ? back.seatSelectionPrice * chosenBack : 0);
  const extrasTotal = seatSelection + extras.reduce((s, e) => s + e.total, 0);
  const sum = (pick: (p: FareParts) => number) => travelers.reduce((s, t) => s + pick(t.parts), 0);
  const breakdown = {
    fare: sum((p) => p.fare),
    tax: sum((p) => p.tax),
    serviceFees: sum((p) => p.serviceFees),
    discount: sum((p) => p.discount),
    extras: extrasTotal,
    total: travelers.reduce((s, t) => s + t.price, 0) + extrasTotal,
  };
  const priced = (leg: LegRows): PricedLeg => ({ flight: leg.flight, ticketId: leg.ticket!.id, refundable: leg.ticket!.refundable, fare: legFare(leg) });
  const outbound = priced(out);
  return {
    flight,
    fareClass: req.fareClass,
    ticketId: outbound.ticketId,
    refundable: outbound.refundable,
    outbound,
    returnLeg: ret ? priced(ret) : null,
    travelers,
    extras,
    breakdown,
  };
}
