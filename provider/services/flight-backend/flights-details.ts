// GET api/Flights/:id — everything the details and booking pages show about one flight.
import { asc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { allIn, flightDetails, flightIdParams, MEAL_REQUEST_DEADLINE_HOURS, type FlightDetails, type Localized } from "../../contracts/flights";
import { flightTerms } from "../../bookings/terms";
import { getDb, type Db } from "../../db/client";
import { airports, companies, flightBags, flightClasses, flightMeals, flights, flightStops, flightTickets, meals, planes } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { Service } from "../../http/service";
import { takenSeatsSql } from "../search-flight/flight-search-sql";
import { airportRef, terminalName } from "../search-flight/rows";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HOUR = 3_600_000;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

const fromAirport = alias(airports, "from_airport");
const toAirport = alias(airports, "to_airport");

/** Flight rows with their airline, plane and both airports, for any filter (one flight or many). */
export function selectFlightsWithRefs(db: Pick<Db, "select">, where: SQL) {
  return db
    .select({ flight: flights, company: companies, plane: planes, from: fromAirport, to: toAirport })
    .from(flights)
    .innerJoin(companies, eq(companies.id, flights.companyId))
    .innerJoin(planes, eq(planes.id, flights.planeId))
    .innerJoin(fromAirport, eq(fromAirport.id, flights.departureAirportId))
    .innerJoin(toAirport, eq(toAirport.id, flights.arrivalAirportId))
    .where(where);
}

/** The flight row with its airline, plane and airports, or null. Malformed ids are simply unknown. */
export async function loadFlight(id: string) {
  if (!isUuid(id)) return null;
  const [row] = await selectFlightsWithRefs(await getDb(), eq(flights.id, id));
  return row ?? null;
}

export async function getFlightDetails(id: string): Promise<FlightDetails> {
  const row = await loadFlight(id);
  if (!row) throw notFound("FLIGHT_NOT_FOUND");
  const db = await getDb();
  const { flight, company, plane, from, to } = row;
  const classes = await db
    .select({
      class: flightClasses.class,
      price: flightClasses.price,
      seatCapacity: flightClasses.seatCapacity,
      taken: takenSeatsSql(sql`${flightClasses.flightId}`, sql`${flightClasses.class}`).mapWith(Number),
    })
    .from(flightClasses)
    .where(eq(flightClasses.flightId, id));
  const stops = await db
    .select({ ordinal: flightStops.ordinal, durationMinutes: flightStops.durationMinutes, airport: airports })
    .from(flightStops)
    .innerJoin(airports, eq(airports.id, flightStops.airportId))
    .where(eq(flightStops.flightId, id))
    .orderBy(asc(flightStops.ordinal));
  const tickets = await db.select().from(flightTickets).where(eq(flightTickets.flightId, id)).orderBy(asc(flightTickets.price), asc(flightTickets.id));
  const bags = await db.select().from(flightBags).where(eq(flightBags.flightId, id)).orderBy(asc(flightBags.weightKg));
  const mealRows = await db
    .select({ meal: meals })
    .from(flightMeals)
    .innerJoin(meals, eq(meals.id, flightMeals.mealId))
    .where(eq(flightMeals.flightId, id))
    .orderBy(asc(meals.id));

  const cheapestTicket = tickets[0]?.price ?? 0;
  const order = { first: 0, business: 1, economy: 2 } as const;
  const departure = flight.departureAt.getTime();
  const refundableTerms = flightTerms(flight.departureAt, true);
  const endpoint = (a: typeof airports.$inferSelect, terminal: Localized | null, gate: string | null) => ({
    ...airportRef(a),
    id: a.id,
    image: a.image,
    terminal,
    gate,
  });
  return {
    id: flight.id,
    flightNumber: flight.flightNumber,
    date: flight.date,
    status: flight.status,
    departureAt: flight.departureAt.toISOString(),
    arrivalAt: flight.arrivalAt.toISOString(),
    durationMinutes: flight.durationMinutes,
    airline: {
      id: company.id,
      code: company.code,
      name: { ar: company.nameAr, en: company.nameEn },
      location: { ar: company.locationAr, en: company.locationEn },
      logo: company.logo,
    },
    plane: { id: plane.id, model: { ar: plane.modelAr, en: plane.model } },
    from: endpoint(from, terminalName(flight.departureTerminal, flight.departureTerminalAr), flight.departureGate),
    to: endpoint(to, terminalName(flight.arrivalTerminal, flight.arrivalTerminalAr), flight.arrivalGate),
    stops: stops.map((s) => ({ ordinal: s.ordinal, durationMinutes: s.durationMinutes, airport: airportRef(s.airport) })),
    classes: classes
      .sort((a, b) => order[b.class] - order[a.class])
      .map((c) => ({
        class: c.class,
        price: c.price,
        adultPrice: allIn({ fare: c.price + cheapestTicket, tax: flight.tax, serviceFees: flight.serviceFees, discount: flight.discount }),
        seatCapacity: c.seatCapacity,
        seatsAvailable: Math.max(0, c.seatCapacity - c.taken),
      })),
    tickets: tickets.map((t) => ({
      id: t.id,
      name: { ar: t.nameAr, en: t.nameEn },
      price: t.price,
      description: { ar: t.descriptionAr, en: t.descriptionEn },
      editable: t.editable,
      editFees: t.editFees,
      refundable: t.refundable,
      cancellationFeePercent: flightTerms(flight.departureAt, t.refundable).feePercent,
    })),
    bags: bags.map((b) => ({ id: b.id, weightKg: b.weightKg, price: b.price })),
    meals: mealRows.map(({ meal }) => ({
      id: meal.id,
      name: { ar: meal.nameAr, en: meal.nameEn },
      kind: meal.kind,
      price: meal.price,
      image: meal.image,
      requestDeadline: new Date(departure - MEAL_REQUEST_DEADLINE_HOURS[meal.kind] * HOUR).toISOString(),
    })),
    seatSelectionPrice: flight.seatSelectionPrice,
    tax: flight.tax,
    serviceFees: flight.serviceFees,
    discount: flight.discount,
    bookingTicketPrice: flight.bookingTicketPrice,
    terms: { ar: flight.termsAr, en: flight.termsEn },
    notes: { ar: flight.notesAr, en: flight.notesEn },
    cancellation: { deadline: refundableTerms.deadline.toISOString(), feePercent: refundableTerms.feePercent },
  };
}

export function registerFlightDetailsRoutes(svc: Service): void {
  svc.get(
    "api/Flights/:id",
    { summary: "One flight with its classes, fare types, stops, bags and meals", access: "public", params: flightIdParams, response: flightDetails },
    ({ params }) => getFlightDetails(params.id),
  );
}
