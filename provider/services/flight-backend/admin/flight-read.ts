// Admin reads of flights: the list page (one statement) and a flight's edit shape, with its times given back as the
// local times of its airports and, beside each class, fare type and bag, whether reservations use it.
import { asc, eq, inArray, sql } from "drizzle-orm";
import { computedFromPrice, type AdminFlight, type AdminFlightSummary, type FlightSort } from "../../../contracts/admin-flights";
import type { AdminListQuery, AdminPage } from "../../../contracts/admin";
import { localParts } from "../../../contracts/local-time";
import { everyWord, listPage } from "../../../admin/list";
import { isUuid, type Executor } from "../../../bookings/core";
import type { Db } from "../../../db/client";
import { airports, flightBags, flightClasses, flightMeals, flights, flightStops, flightTickets } from "../../../db/schema";
import { notFound } from "../../../http/errors";
import { rowsOf } from "../../search-flight/rows";

/** Reservations that hold the flight's inventory now (an expired hold still counts until the sweep: it may be paid). */
export const ACTIVE = sql.raw(`('pending', 'confirmed')`);
/** Every leg booked: the outbound legs (every flight reservation) and the round trips' return legs. */
export const FLIGHT_LEGS = sql.raw(
  `(select reservation_id, flight_id, fare_class, ticket_id from reservation_flights
    union all select reservation_id, flight_id, fare_class, ticket_id from reservation_flight_returns)`,
);

const SEATS_TAKEN = sql`(select count(*)::int from reservation_seats rs where rs.flight_id = f.id)`;
const CAPACITY = sql`(select coalesce(sum(fc.seat_capacity), 0)::int from flight_classes fc where fc.flight_id = f.id)`;

export async function listFlights(db: Db, query: AdminListQuery<FlightSort>): Promise<AdminPage<AdminFlightSummary>> {
  const page = await listPage<Omit<AdminFlightSummary, "departureTime" | "departureAt"> & { departureAt: Date | string; zone: string }, FlightSort>(db, query, {
    columns: sql`f.id, f.flight_number as "flightNumber", f.date::text as date, f.departure_at as "departureAt", da.timezone as zone,
      da.code as "from", aa.code as "to", c.code as "airlineCode", c.name_ar as "airlineAr", c.name_en as "airlineEn",
      f.status::text as status, ${SEATS_TAKEN} as "seatsTaken", ${CAPACITY} as "seatCapacity"`,
    from: sql`flights f join airports da on da.id = f.departure_airport_id join airports aa on aa.id = f.arrival_airport_id
      join companies c on c.id = f.company_id`,
    where: everyWord(
      query.q,
      (p) => sql`f.flight_number ilike ${p} or da.code ilike ${p} or aa.code ilike ${p} or c.code ilike ${p} or c.name_en ilike ${p} or c.name_ar ilike ${p}`,
    ),
    orderBy: {
      date: sql`f.departure_at`,
      number: sql`f.flight_number`,
      status: sql`f.status`,
      load: sql`(${SEATS_TAKEN}::float / nullif(${CAPACITY}, 0))`,
    },
    tieBreak: sql`f.id`,
  });
  return {
    ...page,
    items: page.items.map(({ zone, departureAt, ...row }) => {
      const at = new Date(departureAt);
      return { ...row, departureAt: at.toISOString(), departureTime: localParts(at, zone).time };
    }),
  };
}

/** The flight as the edit form holds it; 404 FLIGHT_NOT_FOUND for an unknown or malformed id. */
export async function readFlight(db: Executor, id: string): Promise<AdminFlight> {
  if (!isUuid(id)) throw notFound("FLIGHT_NOT_FOUND");
  const [flight] = await db.select().from(flights).where(eq(flights.id, id)).limit(1);
  if (!flight) throw notFound("FLIGHT_NOT_FOUND");
  // One after another: inside a transaction they share one connection (node-postgres deprecates overlapping queries).
  const zones = await db
    .select({ id: airports.id, timezone: airports.timezone })
    .from(airports)
    .where(inArray(airports.id, [flight.departureAirportId, flight.arrivalAirportId]));
  const classes = await db.select().from(flightClasses).where(eq(flightClasses.flightId, id));
  const stops = await db.select().from(flightStops).where(eq(flightStops.flightId, id)).orderBy(asc(flightStops.ordinal));
  const tickets = await db.select().from(flightTickets).where(eq(flightTickets.flightId, id)).orderBy(asc(flightTickets.id));
  const bags = await db.select().from(flightBags).where(eq(flightBags.flightId, id)).orderBy(asc(flightBags.id));
  const meals = await db.select({ mealId: flightMeals.mealId }).from(flightMeals).where(eq(flightMeals.flightId, id)).orderBy(asc(flightMeals.mealId));
  const usage = await flightUsage(db, id);
  const zoneOf = new Map(zones.map((a) => [a.id, a.timezone]));
  const departure = localParts(flight.departureAt, zoneOf.get(flight.departureAirportId)!);
  const arrival = localParts(flight.arrivalAt, zoneOf.get(flight.arrivalAirportId)!);
  const order = ["economy", "business", "first"];
  return {
    id: flight.id,
    flightNumber: flight.flightNumber,
    date: departure.date,
    departureTime: departure.time,
    arrivalDate: arrival.date,
    arrivalTime: arrival.time,
    companyId: flight.companyId,
    planeId: flight.planeId,
    departureAirportId: flight.departureAirportId,
    arrivalAirportId: flight.arrivalAirportId,
    departureTerminalAr: flight.departureTerminalAr,
    departureTerminalEn: flight.departureTerminal,
    departureGate: flight.departureGate,
    arrivalTerminalAr: flight.arrivalTerminalAr,
    arrivalTerminalEn: flight.arrivalTerminal,
    arrivalGate: flight.arrivalGate,
    seatSelectionPrice: flight.seatSelectionPrice,
    status: flight.status,
    tax: flight.tax,
    serviceFees: flight.serviceFees,
    discount: flight.discount,
    profit: flight.profit,
    termsAr: flight.termsAr,
    termsEn: flight.termsEn,
    notesAr: flight.notesAr,
    notesEn: flight.notesEn,
    bookingTicketPrice: flight.bookingTicketPrice,
    computedBookingTicketPrice: computedFromPrice(flight, classes, tickets),
    classes: classes
      .sort((a, b) => order.indexOf(a.class) - order.indexOf(b.class))
      .map((c) => ({ class: c.class, price: c.price, seatCapacity: c.seatCapacity, inUse: usage.classes.has(c.class) })),
    stops: stops.map((s) => ({ airportId: s.airportId, durationMinutes: s.durationMinutes })),
    tickets: tickets.map((t) => ({
      id: t.id,
      nameAr: t.nameAr,
      nameEn: t.nameEn,
      price: t.price,
      descriptionAr: t.descriptionAr,
      descriptionEn: t.descriptionEn,
      editable: t.editable,
      editFees: t.editFees,
      refundable: t.refundable,
      inUse: usage.tickets.has(t.id),
    })),
    bags: bags.map((b) => ({ id: b.id, weightKg: b.weightKg, price: b.price, inUse: usage.bags.has(b.id) })),
    mealIds: meals.map((m) => m.mealId),
    activeReservations: usage.active,
  };
}

/**
 * What reservations of the flight use. Classes: those of pending and confirmed reservations (a cancelled one keeps
 * its price lines and needs nothing of the flight). Fare types and bags: any reservation, since their rows are
 * referenced by reservations for good (the ticket page names the fare type).
 */
export async function flightUsage(db: Pick<Db, "execute">, id: string) {
  const classes = await db.execute(sql`select distinct rf.fare_class::text as v from ${FLIGHT_LEGS} rf join reservations r on r.id = rf.reservation_id
      where rf.flight_id = ${id} and r.status in ${ACTIVE}`);
  const tickets = await db.execute(sql`select distinct rf.ticket_id as v from ${FLIGHT_LEGS} rf where rf.flight_id = ${id}`);
  const bags = await db.execute(sql`select distinct e.bag_id as v from reservation_extras e join flight_bags b on b.id = e.bag_id where b.flight_id = ${id}`);
  const active = await db.execute(sql`select count(*)::int as v from ${FLIGHT_LEGS} rf join reservations r on r.id = rf.reservation_id
      where rf.flight_id = ${id} and r.status in ${ACTIVE}`);
  return {
    classes: new Set(rowsOf<{ v: string }>(classes).map((r) => r.v)),
    tickets: new Set(rowsOf<{ v: number }>(tickets).map((r) => Number(r.v))),
    bags: new Set(rowsOf<{ v: number }>(bags).map((r) => Number(r.v))),
    active: Number(rowsOf<{ v: number }>(active)[0]?.v ?? 0),
  };
}
