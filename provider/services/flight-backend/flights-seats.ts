// GET api/Flights/:id/Seats — the plane's seats for this flight, each marked taken or free.
import { sql } from "drizzle-orm";
import { flightIdParams, seatMapResponse, type FareClass, type SeatMapResponse } from "../../contracts/flights";
import { getDb } from "../../db/client";
import { notFound } from "../../http/errors";
import type { Service } from "../../http/service";
import { rowsOf } from "../search-flight/rows";
import { loadFlight } from "./flights-details";

type SeatRow = { id: number; seat_number: string; row: number; column: string; class: FareClass; taken: boolean };

export async function getSeatMap(id: string): Promise<SeatMapResponse> {
  const flight = await loadFlight(id);
  if (!flight) throw notFound("FLIGHT_NOT_FOUND");
  const db = await getDb();
  const seats = rowsOf<SeatRow>(
    await db.execute(sql`
      select ps.id, ps.seat_number, ps.row, ps.column, ps.class::text as class,
        exists (
          select 1 from reservation_seats rs join reservations r on r.id = rs.reservation_id
          where rs.flight_id = ${id}::uuid and rs.seat_id = ps.id
            and (r.status = 'confirmed' or (r.status = 'pending' and r.hold_expires_at > now()))
        ) as taken
      from plane_seats ps
      where ps.plane_id = ${flight.plane.id}
      order by ps.row, ps.column`),
  );
  return {
    flightId: flight.flight.id,
    planeModel: { ar: flight.plane.modelAr, en: flight.plane.model },
    seatSelectionPrice: flight.flight.seatSelectionPrice,
    layout: flight.plane.layout,
    seats: seats.map((s) => ({ id: s.id, seatNumber: s.seat_number, row: s.row, column: s.column, class: s.class, taken: s.taken })),
  };
}

export function registerFlightSeatRoutes(svc: Service): void {
  svc.get(
    "api/Flights/:id/Seats",
    {
      summary: "Seat map of a flight: every seat of its plane with its class and whether it is taken",
      access: "public",
      params: flightIdParams,
      response: seatMapResponse,
    },
    ({ params }) => getSeatMap(params.id),
  );
}
