// The admin dashboard's figures, counted from the database on every request.
import { sql } from "drizzle-orm";
import { adminStatsResponse, type AdminStatsResponse } from "../../contracts/content";
import { getDb } from "../../db/client";
import { flights, offers, reservations, users } from "../../db/schema";
import type { Service } from "../../http/service";

async function countStats(): Promise<AdminStatsResponse> {
  const db = await getDb();
  const count = sql<number>`count(*)::int`;
  // Four small counts in one round trip.
  const [row] = await db
    .select({
      users: sql<number>`(${db.select({ n: count }).from(users)})`,
      reservations: sql<number>`(${db.select({ n: count }).from(reservations)})`,
      flights: sql<number>`(${db.select({ n: count }).from(flights)})`,
      offers: sql<number>`(${db.select({ n: count }).from(offers)})`,
    })
    .from(sql`(select 1) as one`);
  return {
    users: Number(row?.users ?? 0),
    reservations: Number(row?.reservations ?? 0),
    flights: Number(row?.flights ?? 0),
    offers: Number(row?.offers ?? 0),
  };
}

export function registerStatsRoutes(svc: Service): void {
  svc.get("api/Admin/Stats", { summary: "Counts for the admin dashboard", access: "admin", response: adminStatsResponse }, () => countStats());
}
