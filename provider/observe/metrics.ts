// The provider's Prometheus metrics (prom-client): request duration by route pattern, bookings and payments by kind and
// outcome. They count into one registry kept on globalThis under the same key as the app's (lib/observe/metrics.ts), so
// in-process the app's /api/metrics shows them; a standalone provider serves its own at GET /metrics.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { BookingKind } from "../contracts/booking-core";
import { deferredCount } from "../http/deferred";
import { ProviderError } from "../http/errors";
import { jobQueueState } from "../jobs/workers";
import { log } from "./log";

const STATE = Symbol.for("rahhal.metrics");
const JOBS = "rahhal_job_queue_depth";

export function metricsRegistry(): Registry {
  const holder = globalThis as { [STATE]?: Registry };
  let registry = holder[STATE];
  if (!registry) {
    registry = holder[STATE] = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  if (!registry.getSingleMetric(JOBS)) {
    // The job queue's queues (mail, hold-sweep: jobs created, to retry or running, read from its table by a process
    // whose workers run) and "deferred": work run after an answer has gone out (the account mails' lookups).
    new Gauge({
      name: JOBS,
      help: "Jobs waiting or running, by queue",
      labelNames: ["queue"],
      registers: [registry],
      async collect() {
        this.set({ queue: "deferred" }, deferredCount());
        const { depth } = await jobQueueState();
        for (const [queue, jobs] of Object.entries(depth ?? {})) this.set({ queue }, jobs);
      },
    });
  }
  return registry;
}

function counter<L extends string>(name: string, help: string, labelNames: L[]): Counter<L> {
  const registry = metricsRegistry();
  return (registry.getSingleMetric(name) as Counter<L> | undefined) ?? new Counter({ name, help, labelNames, registers: [registry] });
}

/** Seconds, from a few milliseconds (an in-process read) to the provider's time-out. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function providerDuration(): Histogram<"method" | "route" | "status_class"> {
  const registry = metricsRegistry();
  const name = "rahhal_provider_request_duration_seconds";
  return (
    (registry.getSingleMetric(name) as Histogram<"method" | "route" | "status_class"> | undefined) ??
    new Histogram({
      name,
      help: "Provider requests by route pattern (e.g. /hotels/api/Reservations/:id), method and status class",
      labelNames: ["method", "route", "status_class"],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    })
  );
}

/** Methods named as such; any other (a client can send "FOO") is "other", so it makes no series of its own. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function observeProviderRequest(method: string, route: string, status: number, seconds: number): void {
  providerDuration().observe({ method: METHODS.has(method) ? method : "other", route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
}

/** "created", or why not: the provider's error code (a small fixed set), "error" for anything unexpected. */
export function outcomeOf(error: unknown): string {
  return error instanceof ProviderError ? error.code : "error";
}

/** A booking (POST api/Reservations of any kind): outcome "created" or the refusal's code. */
export function countBooking(kind: BookingKind, outcome: string): void {
  counter("rahhal_bookings_total", "Booking attempts by kind and outcome (created, or the refusal's code)", ["kind", "outcome"]).inc({ kind, outcome });
}

/** A payment: outcome "succeeded", "replayed" (a retry answered from the first attempt) or the refusal's code. */
export function countPayment(kind: BookingKind | "unknown", provider: "sandbox" | "stripe", outcome: string): void {
  counter("rahhal_payments_total", "Payment attempts by kind, provider and outcome (succeeded, replayed, or the refusal's code)", [
    "kind",
    "provider",
    "outcome",
  ]).inc({ kind, provider, outcome });
}

/** Books through `create`, counting the attempt's outcome. */
export async function countedBooking<T>(kind: BookingKind, create: () => Promise<T>): Promise<T> {
  try {
    const created = await create();
    countBooking(kind, "created");
    log().info({ kind, outcome: "created" }, "booking");
    return created;
  } catch (error) {
    const outcome = outcomeOf(error);
    countBooking(kind, outcome);
    log()[outcome === "error" ? "error" : "info"]({ kind, outcome }, "booking refused");
    throw error;
  }
}

/** A sandbox payment through `pay`, counting and logging its outcome. */
export async function countedPayment(kind: BookingKind, pay: () => Promise<"paid" | "replayed">): Promise<void> {
  try {
    const outcome = (await pay()) === "paid" ? "succeeded" : "replayed";
    countPayment(kind, "sandbox", outcome);
    log().info({ kind, provider: "sandbox", outcome }, "payment");
  } catch (error) {
    const outcome = outcomeOf(error);
    countPayment(kind, "sandbox", outcome);
    log()[outcome === "error" ? "error" : "info"]({ kind, provider: "sandbox", outcome }, "payment refused");
    throw error;
  }
}
