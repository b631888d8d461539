// One pass of the price alert check (run by the "price-alerts" job, provider/jobs/price-alert-job.ts): alerts whose day
// has passed are retired; every other one whose lowest fare dropped enough (priceDropWorthMail) is claimed by one
// conditional update and mailed in that same transaction, so two instances running a pass at once mail it once.
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { providerConfig } from "../../config";
import type { FlightSearch } from "../../contracts/flights";
import { PRICE_ALERT_MAIL_GAP_MS, priceDropWorthMail, riyadhToday } from "../../contracts/price-alerts";
import { getDb } from "../../db/client";
import { priceAlerts, users } from "../../db/schema";
import type { ProviderLocale } from "../../http/locale";
import { queueMail } from "../../mail";
import { errorText, log } from "../../observe/log";
import { renderPriceDropMail } from "../../mail/price-drop";
import { searchFlights } from "./flight-search";
import { unsubscribeToken } from "./price-alert-token";

type WatchedSearch = Pick<FlightSearch, "from" | "to" | "date" | "cabin" | "adults" | "children" | "infants">;

/** The lowest all-in adult fare of the search's day (the flight search's own answer), null when none is bookable. */
export async function lowestFare(search: WatchedSearch): Promise<number | null> {
  const { outbound } = await searchFlights({ ...search, sort: "price" });
  return outbound.facets.price?.min ?? null;
}

const localeOf = (value: string): ProviderLocale => (value === "en" ? "en" : "ar");
const prefix = (locale: ProviderLocale) => `${providerConfig.appUrl}${locale === "en" ? "/en" : ""}`;

function searchLink(search: WatchedSearch, locale: ProviderLocale): string {
  const query = new URLSearchParams({
    from: search.from,
    to: search.to,
    date: search.date,
    adults: String(search.adults),
    children: String(search.children),
    infants: String(search.infants),
    cabin: search.cabin,
  });
  return `${prefix(locale)}/flight-search?${query}`;
}

export const unsubscribeLink = (alertId: string, locale: ProviderLocale) =>
  `${prefix(locale)}/price-alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(alertId))}`;

export type CheckOutcome = { retired: number; checked: number; mailed: number };

export async function checkPriceAlerts(now: Date = new Date()): Promise<CheckOutcome> {
  const db = await getDb();
  const retired = await db
    .update(priceAlerts)
    .set({ unsubscribedAt: now })
    .where(and(isNull(priceAlerts.unsubscribedAt), lt(priceAlerts.date, riyadhToday(now))))
    .returning({ id: priceAlerts.id });
  const gapStart = new Date(now.getTime() - PRICE_ALERT_MAIL_GAP_MS);
  // Only alerts that may mail today are searched; one search serves every alert of the same route, day and party.
  const rows = await db
    .select({ alert: priceAlerts, name: users.name, email: users.email, locale: users.locale })
    .from(priceAlerts)
    .innerJoin(users, eq(users.id, priceAlerts.userId))
    .where(and(isNull(priceAlerts.unsubscribedAt), or(isNull(priceAlerts.lastMailedAt), sql`${priceAlerts.lastMailedAt} <= ${gapStart}`)))
    .orderBy(priceAlerts.id);
  const fares = new Map<string, Promise<number | null>>();
  let mailed = 0;
  for (const { alert, name, email, locale: userLocale } of rows) {
    const search: WatchedSearch = {
      from: alert.fromCode,
      to: alert.toCode,
      date: alert.date,
      cabin: alert.cabin,
      adults: alert.adults,
      children: alert.children,
      infants: alert.infants,
    };
    const key = JSON.stringify(search);
    if (!fares.has(key))
      fares.set(
        key,
        // A search that fails (an airport since removed) skips its alerts this pass; the next pass tries again.
        lowestFare(search).catch((error: unknown) => {
          log().warn({ search, err: errorText(error) }, "price alert search failed");
          return null;
        }),
      );
    const fare = await fares.get(key)!;
    if (fare === null || !priceDropWorthMail(alert, fare, now)) continue;
    const locale = localeOf(userLocale);
    const oldFare = alert.notifiedFare ?? alert.savedFare;
    const sent = await db.transaction(async (tx) => {
      // Claimed only while nothing changed it since it was read (another instance's pass, an unsubscribe).
      const [claimed] = await tx
        .update(priceAlerts)
        .set({ notifiedFare: fare, lastMailedAt: now })
        .where(
          and(
            eq(priceAlerts.id, alert.id),
            isNull(priceAlerts.unsubscribedAt),
            alert.lastMailedAt === null ? isNull(priceAlerts.lastMailedAt) : eq(priceAlerts.lastMailedAt, alert.lastMailedAt),
          ),
        )
        .returning({ id: priceAlerts.id });
      if (!claimed) return false;
      const mail = renderPriceDropMail(
        {
          name,
          from: search.from,
          to: search.to,
          date: search.date,
          newFare: fare,
          oldFare,
          searchLink: searchLink(search, locale),
          unsubscribeLink: unsubscribeLink(alert.id, locale),
        },
        locale,
      );
      await queueMail(tx, { to: email, ...mail, link: unsubscribeLink(alert.id, locale) });
      return true;
    });
    if (sent) mailed += 1;
  }
  return { retired: retired.length, checked: rows.length, mailed };
}
