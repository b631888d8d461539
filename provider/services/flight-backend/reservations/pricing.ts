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

export type PricedBooking = {
  flight: FlightRow;
  fareClass: FareClass;
  ticketId: number;
  /** The fare type's refund rule, which makes the cancellation terms stored with the booking. */
  refundable: boolean;
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

export async function priceBooking(db: Executor, req: BookingRequest, now = new Date()): Promise<PricedBooking> {
  const [flight] = await db.select().from(flights).where(eq(flights.id, req.flightId)).limit(1);
  if (!flight) throw notFound("FLIGHT_NOT_FOUND");
  if (flight.status !== "scheduled") throw conflict("FLIGHT_CANCELLED");
  if (flight.departureAt.getTime() <= now.getTime()) throw conflict("FLIGHT_DEPARTED");

  const chosenSeatIds = req.travelers.flatMap((t) => (t.seatId == null ? [] : [t.seatId]));
  const bagIds = req.bags.map((b) => b.bagId);
  const mealIds = req.meals.map((m) => m.mealId);
  const [[cls], [ticket], bags, mealRows, seats] = await Promise.all([
    db
      .select()
      .from(flightClasses)
      .where(and(eq(flightClasses.flightId, flight.id), eq(flightClasses.class, req.fareClass))),
    db
      .select()
      .from(flightTickets)
      .where(and(eq(flightTickets.id, req.ticketId), eq(flightTickets.flightId, flight.id))),
    bagIds.length
      ? db
          .select()
          .from(flightBags)
          .where(and(eq(flightBags.flightId, flight.id), inArray(flightBags.id, bagIds)))
      : Promise.resolve([]),
    mealIds.length
      ? db
          .select({ meal: meals })
          .from(flightMeals)
          .innerJoin(meals, eq(meals.id, flightMeals.mealId))
          .where(and(eq(flightMeals.flightId, flight.id), inArray(flightMeals.mealId, mealIds)))
      : Promise.resolve([]),
    chosenSeatIds.length
      ? db
          .select()
          .from(planeSeats)
          .where(and(eq(planeSeats.planeId, flight.planeId), inArray(planeSeats.id, chosenSeatIds)))
      : Promise.resolve([]),
  ]);

  const errors = new FieldErrors();
  if (!cls) errors.add("fareClass", "classNotOffered", "CLASS_NOT_OFFERED");
  if (!ticket) errors.add("ticketId", "fareTypeInvalid", "FARE_TYPE_NOT_FOUND");

  const seatById = new Map(seats.map((s) => [s.id, s]));
  req.travelers.forEach((t, i) => {
    const type = passengerTypeForAge(ageOn(t.dateOfBirth, flight.date));
    if (type !== t.type) errors.add(`travelers.${i}.dateOfBirth`, "dateOfBirthMismatch", "PASSENGER_AGE_MISMATCH");
    // A one-way flight: the passport must outlast its date by six months.
    if (t.passportExpiry && !passportValidFor(t.passportExpiry, flight.date)) {
      errors.add(`travelers.${i}.passportExpiry`, "passportExpiresSoon", "PASSPORT_EXPIRES_SOON");
    }
    if (t.seatId == null) return;
    const seat = seatById.get(t.seatId);
    if (!seat) errors.add(`travelers.${i}.seatId`, "seatInvalid");
    else if (seat.class !== req.fareClass) errors.add(`travelers.${i}.seatId`, "seatClassMismatch", "SEAT_CLASS_MISMATCH");
  });

  const bagById = new Map(bags.map((b) => [b.id, b]));
  req.bags.forEach((b, i) => {
    if (!bagById.has(b.bagId)) errors.add(`bags.${i}.bagId`, "bagInvalid");
  });
  const mealById = new Map(mealRows.map(({ meal }) => [meal.id, meal]));
  req.meals.forEach((m, i) => {
    const meal = mealById.get(m.mealId);
    if (!meal) return errors.add(`meals.${i}.mealId`, "mealInvalid");
    // SPEC §9: special meals are requested 24 h before the flight, dietary ones 48 h.
    const deadline = flight.departureAt.getTime() - MEAL_REQUEST_DEADLINE_HOURS[meal.kind] * HOUR;
    if (now.getTime() > deadline) errors.add(`meals.${i}.mealId`, "mealDeadlinePassed");
  });
  errors.throwIfAny();
  if (!cls || !ticket) throw new ProviderError(400, "VALIDATION");

  const adult: FareParts = { fare: cls.price + ticket.price, tax: flight.tax, serviceFees: flight.serviceFees, discount: flight.discount };
  const travelers: PricedTraveler[] = req.travelers.map((t, ordinal) => {
    const parts = fareFor(adult, t.type as PassengerType);
    return { ...t, ordinal, parts, price: allIn(parts) };
  });

  const extras: PricedExtra[] = [
    ...req.bags.map((b) => {
      const unitPrice = bagById.get(b.bagId)!.price;
      return { kind: "bag" as const, bagId: b.bagId, mealId: null, quantity: b.quantity, unitPrice, total: unitPrice * b.quantity };
    }),
    ...req.meals.map((m) => {
      const unitPrice = mealById.get(m.mealId)!.price;
      return { kind: "meal" as const, bagId: null, mealId: m.mealId, quantity: m.quantity, unitPrice, total: unitPrice * m.quantity };
    }),
  ];
  // The seat selection price applies per seat the traveller picked (auto-assigned seats are free).
  const seatSelection = flight.seatSelectionPrice * chosenSeatIds.length;
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
  return { flight, fareClass: req.fareClass, ticketId: ticket.id, refundable: ticket.refundable, travelers, extras, breakdown };
}
