// The caller's reservations of every kind, newest first (flight-backend's GET api/Reservations, read by All
// Reservations): each kind mapped by its own service's mapper, in one pass per kind.
import { desc, eq } from "drizzle-orm";
import type { ReservationListItem } from "../contracts/reservations";
import { getDb } from "../db/client";
import { reservations } from "../db/schema";
import { toResponses as toFlightResponses } from "../services/flight-backend/reservations/read";
import { toStayResponses } from "../services/hotels/reservations/read";
import { toOfferResponses } from "../services/offer-backend/reservations/read";
import { toTaxiResponses } from "../services/taxis/reservations/read";
import type { Executor, ReservationRow } from "./core";
import { expireHolds } from "./expire";

export async function listReservations(userId: string): Promise<ReservationListItem[]> {
  const db = await getDb();
  await expireHolds(db, { userId });
  return toListItems(db, await db.select().from(reservations).where(eq(reservations.userId, userId)).orderBy(desc(reservations.createdAt)));
}

/** Reservation rows of any kinds as their travellers' answers, in the rows' order: each kind mapped by its own service. */
export async function toListItems(db: Executor, rows: ReservationRow[]): Promise<ReservationListItem[]> {
  const [flights, offers, stays, taxis] = await Promise.all([
    toFlightResponses(
      db,
      rows.filter((r) => r.kind === "flight"),
    ),
    toOfferResponses(
      db,
      rows.filter((r) => r.kind === "offer"),
    ),
    toStayResponses(
      db,
      rows.filter((r) => r.kind === "hotel" || r.kind === "chalet"),
    ),
    toTaxiResponses(
      db,
      rows.filter((r) => r.kind === "taxi"),
    ),
  ]);
  const byId = new Map<string, ReservationListItem>([
    ...flights.map((f) => [f.id, f] as const),
    ...offers.map((o) => [o.id, o] as const),
    ...stays.map((s) => [s.id, s as ReservationListItem] as const),
    ...taxis.map((t) => [t.id, t] as const),
  ]);
  return rows.flatMap((r) => byId.get(r.id) ?? []);
}
