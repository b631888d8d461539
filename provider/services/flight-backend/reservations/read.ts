// Reservation rows → the wire shape of contracts/reservations.ts, in a handful of batched queries
// whatever the number of reservations (the list endpoint maps many at once).
import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AirportRef, Localized } from "../../../contracts/flights";
import type { ReservationFlight, ReservationResponse } from "../../../contracts/reservations";
import {
  airports,
  flightBags,
  flights,
  flightStops,
  flightTickets,
  meals,
  payments,
  planeSeats,
  reservationExtras,
  reservationFlightReturns,
  reservationFlights,
  reservations,
  reservationTravelers,
} from "../../../db/schema";
import { terminalName } from "../../search-flight/rows";
import { selectFlightsWithRefs } from "../flights-details";
import type { Executor, ReservationRow } from "../../../bookings/core";
import { coreSettlement, coreState } from "../../../bookings/core-answer";

type AirportRow = typeof airports.$inferSelect;
const returnSeats = alias(planeSeats, "return_seats");

const loc = (ar: string, en: string): Localized => ({ ar, en });

export function airportRef(a: AirportRow): AirportRef {
  return {
    code: a.code,
    name: loc(a.nameAr, a.nameEn),
    city: loc(a.cityAr, a.cityEn),
    country: loc(a.countryAr, a.countryEn),
    countryCode: a.countryCode,
    timezone: a.timezone,
  };
}

export type FlightRef = ReservationFlight & { stopsCount: number; bookingTicketPrice: number };

/** Flights with their airline, plane, airports and stops, keyed by id. */
export async function loadFlightRefs(db: Executor, ids: string[]): Promise<Map<string, FlightRef>> {
  const result = new Map<string, FlightRef>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return result;
  const rows = await selectFlightsWithRefs(db, inArray(flights.id, unique));
  const stops = await db
    .select({ flightId: flightStops.flightId, durationMinutes: flightStops.durationMinutes, airport: airports })
    .from(flightStops)
    .innerJoin(airports, eq(airports.id, flightStops.airportId))
    .where(inArray(flightStops.flightId, unique))
    .orderBy(asc(flightStops.flightId), asc(flightStops.ordinal));
  for (const { flight: f, company, plane, from: d, to: a } of rows) {
    result.set(f.id, {
      id: f.id,
      flightNumber: f.flightNumber,
      date: f.date,
      status: f.status,
      airline: { code: company.code, name: loc(company.nameAr, company.nameEn), logo: company.logo },
      planeModel: loc(plane.modelAr, plane.model),
      from: { ...airportRef(d), terminal: terminalName(f.departureTerminal, f.departureTerminalAr), gate: f.departureGate },
      to: { ...airportRef(a), terminal: terminalName(f.arrivalTerminal, f.arrivalTerminalAr), gate: f.arrivalGate },
      departureAt: f.departureAt.toISOString(),
      arrivalAt: f.arrivalAt.toISOString(),
      durationMinutes: f.durationMinutes,
      stops: stops.filter((s) => s.flightId === f.id).map((s) => ({ airport: airportRef(s.airport), durationMinutes: s.durationMinutes })),
      stopsCount: f.stopsCount,
      bookingTicketPrice: f.bookingTicketPrice,
    });
  }
  return result;
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Maps flight reservation rows (in the given order) to responses. */
export async function toResponses(db: Executor, rows: ReservationRow[]): Promise<ReservationResponse[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [details, returns] = await Promise.all([
    db.select().from(reservationFlights).where(inArray(reservationFlights.reservationId, ids)),
    db.select().from(reservationFlightReturns).where(inArray(reservationFlightReturns.reservationId, ids)),
  ]);
  const detailOf = new Map(details.map((d) => [d.reservationId, d]));
  const returnOf = new Map(returns.map((d) => [d.reservationId, d]));
  const [flightRefs, tickets, travelers, extras, paid] = await Promise.all([
    loadFlightRefs(db, [...details.map((d) => d.flightId), ...returns.map((d) => d.flightId)]),
    db
      .select()
      .from(flightTickets)
      .where(inArray(flightTickets.id, [...new Set([...details.map((d) => d.ticketId), ...returns.map((d) => d.ticketId)])])),
    db
      .select({ traveler: reservationTravelers, seatNumber: planeSeats.seatNumber, returnSeatNumber: returnSeats.seatNumber })
      .from(reservationTravelers)
      .leftJoin(planeSeats, eq(planeSeats.id, reservationTravelers.seatId))
      .leftJoin(returnSeats, eq(returnSeats.id, reservationTravelers.returnSeatId))
      .where(inArray(reservationTravelers.reservationId, ids))
      .orderBy(asc(reservationTravelers.reservationId), asc(reservationTravelers.ordinal)),
    db
      .select({ extra: reservationExtras, weightKg: flightBags.weightKg, mealAr: meals.nameAr, mealEn: meals.nameEn })
      .from(reservationExtras)
      .leftJoin(flightBags, eq(flightBags.id, reservationExtras.bagId))
      .leftJoin(meals, eq(meals.id, reservationExtras.mealId))
      .where(inArray(reservationExtras.reservationId, ids))
      .orderBy(asc(reservationExtras.id)),
    db
      .select()
      .from(payments)
      .where(and(inArray(payments.reservationId, ids), eq(payments.status, "succeeded"))),
  ]);
  const ticketById = new Map(tickets.map((t) => [t.id, t]));
  const travelersOf = groupBy(travelers, (t) => t.traveler.reservationId);
  const extrasOf = groupBy(extras, (e) => e.extra.reservationId);
  const paymentOf = new Map(paid.map((p) => [p.reservationId, p]));

  const fareType = (ticket: typeof flightTickets.$inferSelect) => ({
    id: ticket.id,
    name: loc(ticket.nameAr, ticket.nameEn),
    price: ticket.price,
    refundable: ticket.refundable,
    editable: ticket.editable,
    editFees: ticket.editFees,
  });
  const wire = ({ stopsCount: _stopsCount, bookingTicketPrice: _price, ...flightWire }: FlightRef) => flightWire;

  return rows.map((r) => {
    const detail = detailOf.get(r.id);
    const back = returnOf.get(r.id);
    const backFlight = back && flightRefs.get(back.flightId);
    const backTicket = back && ticketById.get(back.ticketId);
    if (back && (!backFlight || !backTicket)) throw new Error(`reservation ${r.id} lost its return flight or fare type`);
    const flight = detail && flightRefs.get(detail.flightId);
    const ticket = detail && ticketById.get(detail.ticketId);
    if (!detail || !flight || !ticket) throw new Error(`reservation ${r.id} lost its flight or fare type`);
    const own = extrasOf.get(r.id) ?? [];
    const bags = own
      .filter((e) => e.extra.kind === "bag" && e.extra.bagId !== null)
      .map((e) => ({ bagId: e.extra.bagId!, weightKg: e.weightKg ?? 0, quantity: e.extra.quantity, unitPrice: e.extra.unitPrice, total: e.extra.total }));
    const mealLines = own
      .filter((e) => e.extra.kind === "meal" && e.extra.mealId !== null)
      .map((e) => ({
        mealId: e.extra.mealId!,
        name: loc(e.mealAr ?? "", e.mealEn ?? ""),
        quantity: e.extra.quantity,
        unitPrice: e.extra.unitPrice,
        total: e.extra.total,
      }));
    const bagsTotal = bags.reduce((s, b) => s + b.total, 0);
    const mealsTotal = mealLines.reduce((s, m) => s + m.total, 0);
    return {
      kind: "flight" as const,
      ...coreState(r),
      ...coreSettlement(r, paymentOf.get(r.id)),
      flight: wire(flight),
      fareClass: detail.fareClass,
      ticket: fareType(ticket),
      returnLeg:
        back && backFlight && backTicket
          ? {
              flight: wire(backFlight),
              fareClass: back.fareClass,
              ticket: fareType(backTicket),
              outbound: { fare: back.outboundFare, feePercent: back.outboundFeePercent },
              inbound: { fare: back.returnFare, feePercent: back.returnFeePercent },
            }
          : null,
      travelers: (travelersOf.get(r.id) ?? []).map(({ traveler: t, seatNumber, returnSeatNumber }) => ({
        id: t.id,
        gender: t.gender,
        fullName: t.fullName,
        email: t.email,
        phone: t.phone,
        passportNumber: t.passportNumber,
        dateOfBirth: t.dateOfBirth,
        type: t.type,
        seat: t.seatId !== null && seatNumber !== null ? { id: t.seatId, seatNumber, chosen: t.seatChosen } : null,
        returnSeat:
          t.returnSeatId !== null && returnSeatNumber !== null ? { id: t.returnSeatId, seatNumber: returnSeatNumber, chosen: t.returnSeatChosen } : null,
        luggage: t.luggage,
        price: t.price,
      })),
      bags,
      meals: mealLines,
      breakdown: {
        fare: r.base,
        tax: r.tax,
        serviceFees: r.serviceFees,
        discount: r.discount,
        extras: r.extras,
        seatSelection: r.extras - bagsTotal - mealsTotal,
        bags: bagsTotal,
        meals: mealsTotal,
        total: r.total,
        currency: "SAR",
      },
    };
  });
}

export async function toResponse(db: Executor, row: ReservationRow): Promise<ReservationResponse> {
  const [response] = await toResponses(db, [row]);
  return response!;
}

export async function reservationById(db: Executor, id: string): Promise<ReservationResponse> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  if (!row) throw new Error(`reservation ${id} vanished`);
  return toResponse(db, row);
}
