// A user's favorite flights (the favorites table holds every kind). "Already there" is its unique index's answer,
// not a prior read.
import { and, desc, eq } from "drizzle-orm";
import type { FavoriteResponse } from "../../../contracts/reservations";
import { getDb } from "../../../db/client";
import { uniqueViolation } from "../../../db/errors";
import { favorites, flights } from "../../../db/schema";
import { conflict, notFound } from "../../../http/errors";
import { loadFlightRefs } from "./read";
import { isUuid } from "../../../bookings/core";

async function toFavorites(rows: { flightId: string | null; createdAt: Date }[]): Promise<FavoriteResponse[]> {
  const db = await getDb();
  const refs = await loadFlightRefs(
    db,
    rows.flatMap((r) => (r.flightId ? [r.flightId] : [])),
  );
  return rows.flatMap((r) => {
    const f = r.flightId ? refs.get(r.flightId) : undefined;
    if (!f) return [];
    return [
      {
        flightId: f.id,
        createdAt: r.createdAt.toISOString(),
        flight: {
          id: f.id,
          flightNumber: f.flightNumber,
          date: f.date,
          status: f.status,
          airline: f.airline,
          from: {
            code: f.from.code,
            name: f.from.name,
            city: f.from.city,
            country: f.from.country,
            countryCode: f.from.countryCode,
            timezone: f.from.timezone,
          },
          to: { code: f.to.code, name: f.to.name, city: f.to.city, country: f.to.country, countryCode: f.to.countryCode, timezone: f.to.timezone },
          departureAt: f.departureAt,
          arrivalAt: f.arrivalAt,
          durationMinutes: f.durationMinutes,
          stopsCount: f.stopsCount,
          fromPrice: f.bookingTicketPrice,
        },
      },
    ];
  });
}

export async function listFavorites(userId: string): Promise<FavoriteResponse[]> {
  const db = await getDb();
  const rows = await db
    .select({ flightId: favorites.flightId, createdAt: favorites.createdAt })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.kind, "flight")))
    .orderBy(desc(favorites.createdAt));
  return toFavorites(rows);
}

export async function addFavorite(userId: string, flightId: string): Promise<FavoriteResponse> {
  const db = await getDb();
  const [flight] = await db.select({ id: flights.id }).from(flights).where(eq(flights.id, flightId)).limit(1);
  if (!flight) throw notFound("FLIGHT_NOT_FOUND");
  let row;
  try {
    [row] = await db.insert(favorites).values({ userId, kind: "flight", flightId }).returning();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw conflict("ALREADY_IN_FAVORITES");
    throw error;
  }
  const [favorite] = await toFavorites(row ? [row] : []);
  if (!favorite) throw notFound("FLIGHT_NOT_FOUND");
  return favorite;
}

/** Idempotent: removing a flight that is not (or no longer) a favorite is not an error. */
export async function removeFavorite(userId: string, flightId: string): Promise<void> {
  if (!isUuid(flightId)) return;
  const db = await getDb();
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.kind, "flight"), eq(favorites.flightId, flightId)));
}
