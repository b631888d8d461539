// The "price-alerts" queue: the price alert check (provider/services/search-flight/price-alert-check.ts) once a tick,
// PRICE_ALERT_EVERY_SECONDS (an hour by default). Like the hold sweep, every process asks for the tick's run and the
// queue keeps one (pg-boss's singleton slot), so several instances check once between them. An admin may queue a run
// now (api/Admin/PriceAlerts/Check): the same job, outside the tick's slot.
import type PgBoss from "pg-boss";
import { getDb } from "../db/client";
import { bossOn, executorOf, QUEUES } from "./queue";

const globalStore = globalThis as unknown as { __providerPriceAlertSender?: PgBoss };

const RUN_OPTIONS = { retryLimit: 0, expireInSeconds: 900 } as const;

/** The tick: PRICE_ALERT_EVERY_SECONDS (3600 by default). */
export function priceAlertEverySeconds(): number {
  const seconds = Number(process.env.PRICE_ALERT_EVERY_SECONDS || 3600);
  return Number.isFinite(seconds) && seconds >= 1 ? Math.floor(seconds) : 3600;
}

/** Asks for this tick's check: the job's id when this call made it, null when the tick already has one. */
export function requestScheduledPriceAlertCheck(boss: Pick<PgBoss, "send">, everySeconds = priceAlertEverySeconds()): Promise<string | null> {
  return boss.send(QUEUES.priceAlerts, {}, { ...RUN_OPTIONS, singletonKey: "tick", singletonSeconds: everySeconds });
}

/** Queues a run now (through a transaction of the provider's database, as mails are): true when it was queued. */
export async function requestPriceAlertCheck(): Promise<boolean> {
  globalStore.__providerPriceAlertSender ??= bossOn({ executeSql: () => Promise.reject(new Error("price alert checks are sent through a transaction")) });
  const sender = globalStore.__providerPriceAlertSender;
  const id = await (await getDb()).transaction((tx) => sender.send(QUEUES.priceAlerts, {}, { ...RUN_OPTIONS, db: executorOf(tx) }));
  return id !== null;
}
