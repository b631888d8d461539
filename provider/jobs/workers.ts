// The job queue's workers in a provider process (embedded in the app or standalone): the mail deliveries, the hold
// sweep and the price alert check. Every process works both queues; pg-boss hands each job to one of them (SELECT … FOR UPDATE SKIP LOCKED).
import PgBoss from "pg-boss";
import { holdSweepEverySeconds, requestHoldSweep, sweepExpiredHolds } from "../bookings/hold-sweeper";
import type { Handle } from "../db/client";
import { errorText, log } from "../observe/log";
import { checkPriceAlerts } from "../services/search-flight/price-alert-check";
import { deliverQueuedMail, type MailJob } from "./mail-job";
import { priceAlertEverySeconds, requestScheduledPriceAlertCheck } from "./price-alert-job";
import { bossOn, executorOf, QUEUES, queueDepth, type SqlExecutor } from "./queue";

type Running = { boss: PgBoss; executor: SqlExecutor; ticker: NodeJS.Timeout; alertTicker: NodeJS.Timeout };
const state = globalThis as typeof globalThis & { __rahhalJobWorkers?: Promise<Running> };

async function start(handle: Handle): Promise<Running> {
  const executor = handle.executor ?? executorOf(handle.db);
  // supervise: pg-boss's maintenance (expiring jobs whose worker died, archiving and deleting old ones), run by one
  // process at a time under its own advisory lock.
  const boss = bossOn(executor, { supervise: true, maintenanceIntervalSeconds: 60 });
  boss.on("error", (error: unknown) => log().error({ err: errorText(error) }, "job queue error"));
  await boss.start();
  // Polling is a query on the database's one connection when it is the embedded PGlite: every 2 s for mails (one
  // waits at most that long), and a few times a tick for the sweep, which runs once a tick anyway.
  const every = holdSweepEverySeconds();
  await boss.work<MailJob>(QUEUES.mail, { pollingIntervalSeconds: 2 }, async ([job]) => {
    if (job) return { outcome: await deliverQueuedMail(job.data) };
  });
  await boss.work(QUEUES.holdSweep, { pollingIntervalSeconds: Math.max(1, Math.min(10, Math.floor(every / 4))) }, async () => {
    await sweepExpiredHolds();
  });
  // Asked twice a tick by every process, so no tick is missed while one process's timer drifts; the queue keeps one.
  const ask = () => requestHoldSweep(boss, every).catch((error: unknown) => log().error({ err: errorText(error) }, "hold sweep not scheduled"));
  void ask();
  const ticker = setInterval(ask, (every * 1000) / 2);
  ticker.unref();
  // The price alert check, the same way on its own tick; polled at most every 10 s (an admin's "check now" waits that).
  const alertEvery = priceAlertEverySeconds();
  await boss.work(QUEUES.priceAlerts, { pollingIntervalSeconds: Math.max(1, Math.min(10, Math.floor(alertEvery / 4))) }, async () => {
    const outcome = await checkPriceAlerts();
    log().info(outcome, "price alerts checked");
    return outcome;
  });
  const askAlerts = () =>
    requestScheduledPriceAlertCheck(boss, alertEvery).catch((error: unknown) => log().error({ err: errorText(error) }, "price alert check not scheduled"));
  void askAlerts();
  const alertTicker = setInterval(askAlerts, (alertEvery * 1000) / 2);
  alertTicker.unref();
  return { boss, executor, ticker, alertTicker };
}

/** Starts the workers once per process (dev reloads modules). */
export function startJobWorkers(handle: Handle): Promise<void> {
  state.__rahhalJobWorkers ??= start(handle).catch((error: unknown) => {
    state.__rahhalJobWorkers = undefined;
    throw error;
  });
  return state.__rahhalJobWorkers.then(() => undefined);
}

/** Stops taking jobs and waits up to `timeoutMs` for the running ones (a graceful shutdown); jobs left are retried. */
export async function stopJobWorkers(timeoutMs: number): Promise<void> {
  const running = await state.__rahhalJobWorkers?.catch(() => undefined);
  if (!running) return;
  clearInterval(running.ticker);
  clearInterval(running.alertTicker);
  await running.boss.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs });
  state.__rahhalJobWorkers = undefined;
}

/** Whether this process's workers run, and the queues' depth (null when the queue cannot be read). */
export async function jobQueueState(): Promise<{ working: boolean; depth: Record<string, number> | null }> {
  const running = await state.__rahhalJobWorkers?.catch(() => undefined);
  if (!running) return { working: false, depth: null };
  try {
    return { working: true, depth: await queueDepth(running.executor) };
  } catch (error) {
    log().warn({ err: errorText(error) }, "job queue depth not read");
    return { working: true, depth: null };
  }
}
