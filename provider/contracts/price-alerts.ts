// Price alerts (search-flight service): a signed-in traveller saves a flight search and is mailed when its lowest fare
// drops by PRICE_DROP_PERCENT or more, at most once a day; the mail's unsubscribe link works without signing in.
//   GET    api/PriceAlerts               → priceAlertList (the caller's active alerts, newest first)
//   POST   api/PriceAlerts               priceAlertRequest → priceAlert (201; 400 datePast; 409 ALREADY_ALERTED,
//                                        PRICE_ALERT_LIMIT, NO_FARE_TO_WATCH)
//   DELETE api/PriceAlerts/:id           (204; 404 PRICE_ALERT_NOT_FOUND, also for another account's alert)
//   POST   api/PriceAlerts/Unsubscribe   unsubscribeRequest → unsubscribeResponse (public; 404 INVALID_TOKEN)
//   POST   api/Admin/PriceAlerts/Check   (admin: queues one run of the check job now)
import { z } from "zod";
import { fareClass, flightSearchQuery } from "./flights";
import { localParts } from "./local-time";

/** A drop of at least this share of the fare last mailed (or saved) is worth a mail. */
export const PRICE_DROP_PERCENT = 5;
/** Active alerts one account may keep. */
export const MAX_ACTIVE_PRICE_ALERTS = 20;
/** The least time between two mails of one alert. */
export const PRICE_ALERT_MAIL_GAP_MS = 24 * 3_600_000;

/** Today in Saudi Arabia (YYYY-MM-DD): a search before it is in the past. */
export const riyadhToday = (now: Date = new Date()) => localParts(now, "Asia/Riyadh").date;

/**
 * The search to watch: the flight search's own query (the results page posts the search it shows), on a day not
 * past. An alert watches the outbound leg: a return date is not kept.
 */
export const priceAlertRequest = flightSearchQuery.refine((v) => v.date >= riyadhToday(), { path: ["date"], message: "datePast" });
export type PriceAlertInput = z.input<typeof priceAlertRequest>;

export const priceAlertParams = z.object({ id: z.string() });

export const priceAlert = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  date: z.string(),
  cabin: fareClass,
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  /** The lowest all-in adult fare when saved, SAR minor units. */
  savedFare: z.number().int(),
  /** The fare of the last mail, null before the first. */
  notifiedFare: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PriceAlert = z.infer<typeof priceAlert>;
export const priceAlertList = z.array(priceAlert);

export const unsubscribeRequest = z.object({ token: z.string({ error: "required" }).trim().min(1, "required").max(200, "invalid") });
export const unsubscribeResponse = z.object({ from: z.string(), to: z.string(), date: z.string() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResponse>;

export const priceAlertCheckResponse = z.object({ queued: z.boolean() });

/**
 * Whether an alert mails now: the fare fell at least PRICE_DROP_PERCENT below the one last mailed (else saved), and
 * no mail of it went out in the last PRICE_ALERT_MAIL_GAP_MS. Integer arithmetic: 100·current ≤ (100 − 5)·reference.
 */
export function priceDropWorthMail(
  alert: { savedFare: number; notifiedFare: number | null; lastMailedAt: Date | null },
  current: number | null,
  now: Date,
): boolean {
  if (current === null) return false;
  const reference = alert.notifiedFare ?? alert.savedFare;
  if (current * 100 > reference * (100 - PRICE_DROP_PERCENT)) return false;
  return alert.lastMailedAt === null || now.getTime() - alert.lastMailedAt.getTime() >= PRICE_ALERT_MAIL_GAP_MS;
}

/** An alert whose day is over in Saudi Arabia is retired. */
export const priceAlertExpired = (date: string, now: Date = new Date()) => date < riyadhToday(now);
