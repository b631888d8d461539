// Writing a flight from the admin form, new or edited, inside the caller's transaction. What the form cannot know is
// checked here against the database: the records it names exist, each class has seats on the plane, and an edit
// leaves every reservation of the flight valid (its class, fare type, bags and held seats stay).
import { and, count, eq, inArray, notInArray, sql } from "drizzle-orm";
import { computedFromPrice, flightInstants, flightRequestWith, type FlightRequest } from "../../../contracts/admin-flights";
import type { Tx } from "../../../bookings/core";
import { airports, companies, flightBags, flightClasses, flightMeals, flights, flightStops, flightTickets, meals, planes } from "../../../db/schema";
import { badRequest, ProviderError } from "../../../http/errors";
import type { ErrorCode } from "../../../http/messages";
import { parse } from "../../../http/validate";
import { rowsOf } from "../../search-flight/rows";
import { flightUsage } from "./flight-read";

/** Field errors; the first specific code is the answer's. */
class Refusals {
  fields: Record<string, string> = {};
  status: 400 | 409 = 400;
  code: ErrorCode = "VALIDATION";
  add(path: string, key: string, conflict?: ErrorCode) {
    this.fields[path] ??= key;
    if (conflict && this.status === 400) {
      this.status = 409;
      this.code = conflict;
    }
  }
  throwIfAny() {
    if (Object.keys(this.fields).length) throw new ProviderError(this.status, this.code, this.fields);
  }
}

/** Checks the named records and the time rule; answers the airports' zones and the plane's seats per class. */
async function checkReferences(tx: Tx, body: FlightRequest) {
  const airportIds = [...new Set([body.departureAirportId, body.arrivalAirportId, ...body.stops.map((s) => s.airportId)])];
  // One after another: they share the transaction's connection.
  const zones = await tx.select({ id: airports.id, timezone: airports.timezone }).from(airports).where(inArray(airports.id, airportIds));
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, body.companyId));
  const [plane] = await tx.select({ id: planes.id }).from(planes).where(eq(planes.id, body.planeId));
  const seatRows = await tx.execute(sql`select class::text as class, count(*)::int as n from plane_seats where plane_id = ${body.planeId} group by class`);
  const mealRows = body.mealIds.length ? await tx.select({ id: meals.id }).from(meals).where(inArray(meals.id, body.mealIds)) : [];
  const zoneOf = new Map(zones.map((a) => [a.id, a.timezone]));
  const refusals = new Refusals();
  if (!zoneOf.has(body.departureAirportId)) refusals.add("departureAirportId", "airportInvalid");
  if (!zoneOf.has(body.arrivalAirportId)) refusals.add("arrivalAirportId", "airportInvalid");
  body.stops.forEach((stop, i) => !zoneOf.has(stop.airportId) && refusals.add(`stops.${i}.airportId`, "airportInvalid"));
  if (!company) refusals.add("companyId", "invalid");
  if (!plane) refusals.add("planeId", "invalid");
  const known = new Set(mealRows.map((m) => m.id));
  if (body.mealIds.some((id) => !known.has(id))) refusals.add("mealIds", "invalid");
  const seats = new Map(rowsOf<{ class: string; n: number }>(seatRows).map((r) => [r.class, Number(r.n)]));
  if (plane) body.classes.forEach((cls, i) => !seats.get(cls.class) && refusals.add(`classes.${i}.class`, "classNotOnPlane"));
  refusals.throwIfAny();
  // The §5 rules again, now that the zones are known (arrival after departure is judged between instants).
  parse(
    flightRequestWith((id) => zoneOf.get(id)),
    body,
  );
  return { zoneOf, seats };
}

/** Refuses an edit that would break a reservation of the flight. */
async function checkEdit(tx: Tx, id: string, body: FlightRequest, before: typeof flights.$inferSelect) {
  const usage = await flightUsage(tx, id);
  const refusals = new Refusals();
  const held = await tx.execute(sql`select count(*)::int as n from reservation_seats where flight_id = ${id}`);
  if (body.planeId !== before.planeId && Number(rowsOf<{ n: number }>(held)[0]?.n ?? 0) > 0) refusals.add("planeId", "planeSeatsHeld", "PLANE_SEATS_HELD");
  const classes = new Set(body.classes.map((c) => c.class));
  if ([...usage.classes].some((cls) => !classes.has(cls as FlightRequest["classes"][number]["class"]))) refusals.add("classes", "classInUse", "CLASS_IN_USE");
  const existingTickets = await tx.select({ id: flightTickets.id }).from(flightTickets).where(eq(flightTickets.flightId, id));
  const ticketIds = new Set(existingTickets.map((t) => t.id));
  body.tickets.forEach((t, i) => t.id !== undefined && !ticketIds.has(t.id) && refusals.add(`tickets.${i}.id`, "invalid"));
  const keptTickets = new Set(body.tickets.flatMap((t) => (t.id === undefined ? [] : [t.id])));
  if ([...usage.tickets].some((t) => !keptTickets.has(t))) refusals.add("tickets", "ticketInUse", "TICKET_IN_USE");
  const existingBags = await tx.select({ id: flightBags.id }).from(flightBags).where(eq(flightBags.flightId, id));
  const bagIds = new Set(existingBags.map((b) => b.id));
  body.bags.forEach((b, i) => b.id !== undefined && !bagIds.has(b.id) && refusals.add(`bags.${i}.id`, "invalid"));
  const keptBags = new Set(body.bags.flatMap((b) => (b.id === undefined ? [] : [b.id])));
  if ([...usage.bags].some((b) => !keptBags.has(b))) refusals.add("bags", "bagInUse", "BAG_IN_USE");
  // Cancelling through the form would leave its reservations standing: the Cancel action refunds and mails them.
  if (body.status === "cancelled" && before.status !== "cancelled" && usage.active > 0) refusals.add("status", "statusUseCancel", "FLIGHT_HAS_RESERVATIONS");
  refusals.throwIfAny();
}

/**
 * Writes the flight and its parts; answers its id. `id` undefined creates it: a new flight's fare types and bags are
 * new records, so ids sent with them name nothing of this flight and are ignored (they used to be taken for edits of
 * rows that did not exist, and the flight was stored without its fare types).
 */
export async function saveFlight(tx: Tx, request: FlightRequest, id?: string): Promise<string> {
  const body: FlightRequest = id
    ? request
    : { ...request, tickets: request.tickets.map(({ id: _, ...t }) => t), bags: request.bags.map(({ id: _, ...b }) => b) };
  if (id) {
    const [before] = await tx.select().from(flights).where(eq(flights.id, id)).for("update");
    if (!before) throw new ProviderError(404, "FLIGHT_NOT_FOUND");
    await checkEdit(tx, id, body, before);
  }
  const { zoneOf, seats } = await checkReferences(tx, body);
  const instants = flightInstants(body, (airportId) => zoneOf.get(airportId));
  if (!instants) throw badRequest("VALIDATION", { departureAirportId: "airportInvalid" });
  const [hours, minutes] = body.departureTime.split(":").map(Number) as [number, number];
  const row = {
    flightNumber: body.flightNumber,
    date: body.date,
    departureAt: new Date(instants.departureAt),
    arrivalAt: new Date(instants.arrivalAt),
    departureMinute: hours * 60 + minutes,
    durationMinutes: Math.round((instants.arrivalAt - instants.departureAt) / 60_000),
    stopsCount: body.stops.length,
    companyId: body.companyId,
    planeId: body.planeId,
    departureAirportId: body.departureAirportId,
    arrivalAirportId: body.arrivalAirportId,
    // A terminal is named in both languages or not at all (flights_terminals_localized): one name serves both.
    departureTerminal: body.departureTerminalEn ?? body.departureTerminalAr,
    departureTerminalAr: body.departureTerminalAr ?? body.departureTerminalEn,
    departureGate: body.departureGate,
    arrivalTerminal: body.arrivalTerminalEn ?? body.arrivalTerminalAr,
    arrivalTerminalAr: body.arrivalTerminalAr ?? body.arrivalTerminalEn,
    arrivalGate: body.arrivalGate,
    seatSelectionPrice: body.seatSelectionPrice,
    status: body.status,
    tax: body.tax,
    serviceFees: body.serviceFees,
    discount: body.discount,
    profit: body.profit,
    termsAr: body.termsAr,
    termsEn: body.termsEn,
    notesAr: body.notesAr,
    notesEn: body.notesEn,
    bookingTicketPrice: body.bookingTicketPrice ?? computedFromPrice(body, body.classes, body.tickets),
    updatedAt: new Date(),
  };
  let flightId = id;
  if (flightId) await tx.update(flights).set(row).where(eq(flights.id, flightId));
  else flightId = (await tx.insert(flights).values(row).returning({ id: flights.id }))[0]!.id;
  await writeParts(tx, flightId, body, seats);
  // A flight without a fare type shows in search and cannot be booked: never store one, whatever the request said.
  const [fares] = await tx.select({ n: count() }).from(flightTickets).where(eq(flightTickets.flightId, flightId));
  if (!fares?.n) throw badRequest("VALIDATION", { tickets: "flightNeedsTicket" });
  return flightId;
}

async function writeParts(tx: Tx, flightId: string, body: FlightRequest, seats: Map<string, number>) {
  const classes = body.classes.map((c) => c.class);
  await tx.delete(flightClasses).where(and(eq(flightClasses.flightId, flightId), notInArray(flightClasses.class, classes)));
  for (const cls of body.classes) {
    const values = { flightId, class: cls.class, price: cls.price, seatCapacity: seats.get(cls.class) ?? 0 };
    await tx
      .insert(flightClasses)
      .values(values)
      .onConflictDoUpdate({ target: [flightClasses.flightId, flightClasses.class], set: { price: values.price, seatCapacity: values.seatCapacity } });
  }

  await tx.delete(flightStops).where(eq(flightStops.flightId, flightId));
  if (body.stops.length)
    await tx.insert(flightStops).values(body.stops.map((s, i) => ({ flightId, ordinal: i + 1, airportId: s.airportId, durationMinutes: s.durationMinutes })));

  // Fare types and bags keep their ids (reservations refer to them); checkEdit made sure the removed ones are unused.
  const keptTickets = body.tickets.flatMap((t) => (t.id === undefined ? [] : [t.id]));
  await tx.delete(flightTickets).where(and(eq(flightTickets.flightId, flightId), keptTickets.length ? notInArray(flightTickets.id, keptTickets) : undefined));
  for (const { id, ...ticket } of body.tickets) {
    if (id === undefined) await tx.insert(flightTickets).values({ ...ticket, flightId });
    else
      await tx
        .update(flightTickets)
        .set(ticket)
        .where(and(eq(flightTickets.id, id), eq(flightTickets.flightId, flightId)));
  }
  const keptBags = body.bags.flatMap((b) => (b.id === undefined ? [] : [b.id]));
  await tx.delete(flightBags).where(and(eq(flightBags.flightId, flightId), keptBags.length ? notInArray(flightBags.id, keptBags) : undefined));
  for (const { id, ...bag } of body.bags) {
    if (id === undefined) await tx.insert(flightBags).values({ ...bag, flightId });
    else
      await tx
        .update(flightBags)
        .set(bag)
        .where(and(eq(flightBags.id, id), eq(flightBags.flightId, flightId)));
  }

  await tx.delete(flightMeals).where(eq(flightMeals.flightId, flightId));
  if (body.mealIds.length) await tx.insert(flightMeals).values(body.mealIds.map((mealId) => ({ flightId, mealId })));
}
