// Price alerts: a signed-in traveller's saved flight searches (GET, POST, DELETE api/PriceAlerts), the mail link's
// unsubscribe (public POST api/PriceAlerts/Unsubscribe) and the admin's "check now" (it queues the scheduled job's run;
// the check itself is provider/jobs/price-alert-job.ts). The lowest fare is the flight search's own answer.
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import {
  MAX_ACTIVE_PRICE_ALERTS,
  priceAlert,
  priceAlertCheckResponse,
  priceAlertList,
  priceAlertParams,
  priceAlertRequest,
  unsubscribeRequest,
  unsubscribeResponse,
  type PriceAlert,
} from "../../contracts/price-alerts";
import type { FlightSearch } from "../../contracts/flights";
import { getDb } from "../../db/client";
import { uniqueViolation } from "../../db/errors";
import { priceAlerts, users } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import type { Service } from "../../http/service";
import { requestPriceAlertCheck } from "../../jobs/price-alert-job";
import { lowestFare } from "./price-alert-check";
import { alertIdOfToken } from "./price-alert-token";

type Row = typeof priceAlerts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function view(row: Row): PriceAlert {
  return {
    id: row.id,
    from: row.fromCode,
    to: row.toCode,
    date: row.date,
    cabin: row.cabin,
    adults: row.adults,
    children: row.children,
    infants: row.infants,
    savedFare: row.savedFare,
    notifiedFare: row.notifiedFare,
    createdAt: row.createdAt.toISOString(),
  };
}

async function listAlerts(userId: string): Promise<PriceAlert[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), isNull(priceAlerts.unsubscribedAt)))
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
  return rows.map(view);
}

async function saveAlert(userId: string, search: FlightSearch): Promise<PriceAlert> {
  const fare = await lowestFare(search);
  if (fare === null) throw conflict("NO_FARE_TO_WATCH");
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      // The account's row lock makes the count and the insert one step for that account, on every instance.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      const [active] = await tx
        .select({ n: count() })
        .from(priceAlerts)
        .where(and(eq(priceAlerts.userId, userId), isNull(priceAlerts.unsubscribedAt)));
      if ((active?.n ?? 0) >= MAX_ACTIVE_PRICE_ALERTS) throw conflict("PRICE_ALERT_LIMIT");
      const [row] = await tx
        .insert(priceAlerts)
        .values({
          userId,
          fromCode: search.from,
          toCode: search.to,
          date: search.date,
          cabin: search.cabin,
          adults: search.adults,
          children: search.children,
          infants: search.infants,
          savedFare: fare,
        })
        .returning();
      return view(row!);
    });
  } catch (error) {
    if (uniqueViolation(error) === "price_alerts_active_search_key") throw conflict("ALREADY_ALERTED");
    throw error;
  }
}

/** Stops an alert of the caller; another account's (or one already stopped) is 404. */
async function deleteAlert(userId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound("PRICE_ALERT_NOT_FOUND");
  const db = await getDb();
  const stopped = await db
    .update(priceAlerts)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId), isNull(priceAlerts.unsubscribedAt)))
    .returning({ id: priceAlerts.id });
  if (!stopped.length) throw notFound("PRICE_ALERT_NOT_FOUND");
}

/** The mail link's unsubscribe: idempotent for a real token (a second press answers the same), 404 for any other. */
async function unsubscribe(token: string) {
  const id = alertIdOfToken(token);
  if (!id) throw notFound("INVALID_TOKEN");
  const db = await getDb();
  const [row] = await db
    .update(priceAlerts)
    .set({ unsubscribedAt: sql`coalesce(${priceAlerts.unsubscribedAt}, now())` })
    .where(eq(priceAlerts.id, id))
    .returning();
  if (!row) throw notFound("INVALID_TOKEN");
  return { from: row.fromCode, to: row.toCode, date: row.date };
}

export function registerPriceAlertRoutes(svc: Service): void {
  svc.get("api/PriceAlerts", { summary: "The caller's active price alerts, newest first", access: "user", response: priceAlertList }, ({ user }) =>
    listAlerts(user.id),
  );
  svc.post(
    "api/PriceAlerts",
    {
      summary:
        "Save a flight search as a price alert (the flight search's query; 400 datePast; 409 ALREADY_ALERTED, PRICE_ALERT_LIMIT at 20 active, NO_FARE_TO_WATCH)",
      access: "user",
      body: priceAlertRequest,
      response: priceAlert,
      status: 201,
    },
    ({ user, body }) => saveAlert(user.id, body),
  );
  svc.delete(
    "api/PriceAlerts/:id",
    {
      summary: "Stop one of the caller's price alerts (404 PRICE_ALERT_NOT_FOUND, also for another account's)",
      access: "user",
      params: priceAlertParams,
      status: 204,
    },
    ({ user, params }) => deleteAlert(user.id, params.id),
  );
  svc.post(
    "api/PriceAlerts/Unsubscribe",
    {
      summary: "Stop the price alert of a mail's unsubscribe link, without signing in (404 INVALID_TOKEN)",
      access: "public",
      body: unsubscribeRequest,
      response: unsubscribeResponse,
    },
    ({ body }) => unsubscribe(body.token),
  );
  svc.post(
    "api/Admin/PriceAlerts/Check",
    {
      summary: "Admin: queue one run of the price alert check now (the scheduled job's own code)",
      access: "admin",
      response: priceAlertCheckResponse,
    },
    async () => ({ queued: await requestPriceAlertCheck() }),
  );
}
