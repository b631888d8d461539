// Price alerts (issue 25 point 2): saving a search (past days, duplicates and the 20-alert cap refused), ownership of
// the list and the delete, the check's drop rule (≥ 5 %, at most once a day, past days retired) with its mail in the
// traveller's language, and the mail's unsubscribe link working without a session.
import { and, desc, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { addDays } from "@/provider/contracts/flight-rules";
import { PRICE_ALERT_MAIL_GAP_MS, priceAlert, priceAlertList, priceDropWorthMail, riyadhToday } from "@/provider/contracts/price-alerts";
import { flightClasses, outbox, priceAlerts, users } from "@/provider/db/schema";
import { checkPriceAlerts } from "@/provider/services/search-flight/price-alert-check";
import { alertIdOfToken, unsubscribeToken } from "@/provider/services/search-flight/price-alert-token";
import { createFlight, createUsers, errorOf, onEachDatabase, PRICES, request } from "./flight-fixtures";

const alerts = (path: string, options: Parameters<typeof request>[1] = {}) => request(path, { ...options, service: "search-flight" });
const search = (date: string) => ({ from: "RUH", to: "JED", date, adults: 1, cabin: "economy" });
/** The fixture flight's all-in adult economy fare with the basic fare type. */
const FARE = PRICES.economy + PRICES.tax + PRICES.serviceFees - PRICES.discount;

it("mails on a drop of 5 % or more below the fare last mailed (else saved), at most once a day", () => {
  const now = new Date("2026-12-01T10:00:00Z");
  const fresh = { savedFare: 100_000, notifiedFare: null, lastMailedAt: null };
  expect(priceDropWorthMail(fresh, 95_000, now)).toBe(true);
  expect(priceDropWorthMail(fresh, 95_001, now)).toBe(false);
  expect(priceDropWorthMail(fresh, 100_000, now)).toBe(false);
  expect(priceDropWorthMail(fresh, null, now)).toBe(false);
  const mailed = { savedFare: 100_000, notifiedFare: 90_000, lastMailedAt: new Date(now.getTime() - PRICE_ALERT_MAIL_GAP_MS + 60_000) };
  // Measured from the fare last mailed, and not again within the day.
  expect(priceDropWorthMail(mailed, 85_000, now)).toBe(false);
  expect(priceDropWorthMail(mailed, 85_000, new Date(now.getTime() + 60_000))).toBe(true);
  expect(priceDropWorthMail(mailed, 86_000, new Date(now.getTime() + 60_000))).toBe(false);
});

it("signs unsubscribe tokens: the alert's own opens it, a changed or foreign one opens nothing", () => {
  const id = "0b6a2f5e-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
  const token = unsubscribeToken(id);
  expect(alertIdOfToken(token)).toBe(id);
  expect(alertIdOfToken(`${token.slice(0, -2)}AA`)).toBeNull();
  expect(alertIdOfToken(`${"1b6a2f5e-3c4d-4e5f-8a9b-0c1d2e3f4a5b"}.${token.split(".")[1]}`)).toBeNull();
  expect(alertIdOfToken("nonsense")).toBeNull();
});

onEachDatabase("price alerts", (t) => {
  it("saves a search with its lowest fare, refuses past days and duplicates, and keeps each account's alerts its own", async () => {
    const flight = await createFlight(t.db.db, { departureInHours: 24 * 10 });
    const [owner, other] = await createUsers(t.db.db, 2);

    expect((await alerts("api/PriceAlerts", { body: search(flight.date) })).status).toBe(401);
    const saved = await alerts("api/PriceAlerts", { token: owner!.token, body: search(flight.date) });
    expect(saved.status).toBe(201);
    const alert = priceAlert.parse(saved.json);
    expect(alert).toMatchObject({ from: "RUH", to: "JED", date: flight.date, cabin: "economy", adults: 1, savedFare: FARE, notifiedFare: null });

    const again = await alerts("api/PriceAlerts", { token: owner!.token, body: search(flight.date), locale: "ar" });
    expect(again.status).toBe(409);
    expect(errorOf(again)).toEqual({ code: "ALREADY_ALERTED", message: "لديك تنبيه سعر لهذا البحث بالفعل" });
    const past = await alerts("api/PriceAlerts", { token: owner!.token, body: search(addDays(riyadhToday(), -1)) });
    expect(past.status).toBe(400);
    expect(errorOf(past).fields?.date).toBe("datePast");
    const empty = await alerts("api/PriceAlerts", { token: owner!.token, body: search(addDays(flight.date, 1)) });
    expect(empty.status).toBe(409);
    expect(errorOf(empty).code).toBe("NO_FARE_TO_WATCH");

    expect(priceAlertList.parse((await alerts("api/PriceAlerts", { token: owner!.token })).json).map((a) => a.id)).toEqual([alert.id]);
    expect(priceAlertList.parse((await alerts("api/PriceAlerts", { token: other!.token })).json)).toEqual([]);
    // Another account's alert is not found, and stays.
    const foreign = await alerts(`api/PriceAlerts/${alert.id}`, { method: "DELETE", token: other!.token });
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign).code).toBe("PRICE_ALERT_NOT_FOUND");
    expect((await alerts("api/PriceAlerts/not-a-uuid", { method: "DELETE", token: owner!.token })).status).toBe(404);
    expect((await alerts(`api/PriceAlerts/${alert.id}`, { method: "DELETE", token: owner!.token })).status).toBe(204);
    expect((await alerts(`api/PriceAlerts/${alert.id}`, { method: "DELETE", token: owner!.token })).status).toBe(404);
    expect(priceAlertList.parse((await alerts("api/PriceAlerts", { token: owner!.token })).json)).toEqual([]);
  });

  it("keeps at most 20 active alerts per account; nothing is stored on the refused one", async () => {
    const flight = await createFlight(t.db.db, { departureInHours: 24 * 15 });
    const [user] = await createUsers(t.db.db, 1);
    await t.db.db.insert(priceAlerts).values(
      Array.from({ length: 20 }, (_, i) => ({
        userId: user!.id,
        fromCode: "RUH",
        toCode: "DXB",
        date: addDays(flight.date, i),
        cabin: "economy" as const,
        adults: 1,
        savedFare: 1,
      })),
    );
    const refused = await alerts("api/PriceAlerts", { token: user!.token, body: search(flight.date) });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe("PRICE_ALERT_LIMIT");
    const [count] = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(priceAlerts)
      .where(eq(priceAlerts.userId, user!.id));
    expect(count!.n).toBe(20);
  });

  /** The outbox rows to an address, newest first (the seedless database has no admin to read it through the API). */
  const mailsTo = (to: string) => t.db.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt), desc(outbox.id));

  it("mails a drop of 5 % or more once a day in the traveller's language, retires past days, and unsubscribes by the mailed link", async () => {
    const flight = await createFlight(t.db.db, { departureInHours: 24 * 20 });
    const [user] = await createUsers(t.db.db, 1);
    await t.db.db.update(users).set({ locale: "en" }).where(eq(users.id, user!.id));
    const alert = priceAlert.parse((await alerts("api/PriceAlerts", { token: user!.token, body: search(flight.date) })).json);
    const [old] = await t.db.db
      .insert(priceAlerts)
      .values({ userId: user!.id, fromCode: "RUH", toCode: "JED", date: addDays(riyadhToday(), -1), cabin: "economy", adults: 1, savedFare: FARE })
      .returning();
    const setEconomy = (price: number) =>
      t.db.db
        .update(flightClasses)
        .set({ price })
        .where(and(eq(flightClasses.flightId, flight.id), eq(flightClasses.class, "economy")));

    // A drop just under 5 % mails nothing; the past alert is retired.
    await setEconomy(PRICES.economy - Math.floor(FARE * 0.04));
    const now = new Date();
    expect(await checkPriceAlerts(now)).toMatchObject({ retired: 1, mailed: 0 });
    expect((await t.db.db.select().from(priceAlerts).where(eq(priceAlerts.id, old!.id)))[0]!.unsubscribedAt).not.toBeNull();
    expect(await mailsTo(user!.email)).toEqual([]);

    // 10 % below the saved fare: one mail, with both fares and the unsubscribe link.
    const dropped = FARE - Math.floor(FARE * 0.1);
    await setEconomy(PRICES.economy - Math.floor(FARE * 0.1));
    expect(await checkPriceAlerts(now)).toMatchObject({ mailed: 1 });
    const [mail] = await mailsTo(user!.email);
    expect(mail!.subject).toContain("RUH to JED");
    expect(mail!.text).toContain(new Intl.NumberFormat("en-US", { style: "currency", currency: "SAR" }).format(dropped / 100));
    expect(mail!.text).toContain(new Intl.NumberFormat("en-US", { style: "currency", currency: "SAR" }).format(FARE / 100));
    expect(mail!.link).toMatch(/\/en\/price-alerts\/unsubscribe\?token=/);
    const [row] = await t.db.db.select().from(priceAlerts).where(eq(priceAlerts.id, alert.id));
    expect(row).toMatchObject({ notifiedFare: dropped });

    // A further drop within the day waits; after a day it mails, measured from the fare last mailed.
    await setEconomy(PRICES.economy - Math.floor(FARE * 0.2));
    expect(await checkPriceAlerts(new Date(now.getTime() + 3_600_000))).toMatchObject({ mailed: 0 });
    expect(await checkPriceAlerts(new Date(now.getTime() + PRICE_ALERT_MAIL_GAP_MS + 60_000))).toMatchObject({ mailed: 1 });
    expect(await mailsTo(user!.email)).toHaveLength(2);

    // The mailed link works without a session, twice alike; a forged one is 404 and changes nothing.
    const token = new URL(mail!.link!).searchParams.get("token")!;
    expect((await alerts("api/PriceAlerts/Unsubscribe", { body: { token: `${token}x` } })).status).toBe(404);
    expect(priceAlertList.parse((await alerts("api/PriceAlerts", { token: user!.token })).json)).toHaveLength(1);
    const stopped = await alerts("api/PriceAlerts/Unsubscribe", { body: { token } });
    expect(stopped.status).toBe(200);
    expect(stopped.json).toEqual({ from: "RUH", to: "JED", date: flight.date });
    expect((await alerts("api/PriceAlerts/Unsubscribe", { body: { token } })).status).toBe(200);
    expect(priceAlertList.parse((await alerts("api/PriceAlerts", { token: user!.token })).json)).toEqual([]);
    await setEconomy(1);
    expect(await checkPriceAlerts(new Date(now.getTime() + 3 * PRICE_ALERT_MAIL_GAP_MS))).toMatchObject({ mailed: 0 });
  });

  it("lets only an admin queue a check now", async () => {
    const [user] = await createUsers(t.db.db, 1);
    expect((await alerts("api/Admin/PriceAlerts/Check", { method: "POST" })).status).toBe(401);
    expect((await alerts("api/Admin/PriceAlerts/Check", { method: "POST", token: user!.token })).status).toBe(403);
  });
});
