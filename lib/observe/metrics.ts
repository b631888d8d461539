import "server-only";
// The app's Prometheus metrics (prom-client) and the text /api/metrics serves, from the process's one registry
// (./registry.mjs: every module layer, the cache handlers and the in-process provider count into it).
import { Histogram } from "prom-client";
import { metricsRegistry } from "./registry.mjs";

/** Seconds, from a few milliseconds (an in-process read) to the provider's time-out (as the provider's histogram). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type HttpLabels = "method" | "route" | "status_class";

function httpDuration(): Histogram<HttpLabels> {
  const registry = metricsRegistry();
  const name = "rahhal_http_request_duration_seconds";
  return (
    (registry.getSingleMetric(name) as Histogram<HttpLabels> | undefined) ??
    new Histogram({
      name,
      help: "The app's API requests by route pattern (/api/<service>, /api/health/ready, …), method and status class",
      labelNames: ["method", "route", "status_class"],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    })
  );
}

/** `route` is a pattern with a fixed set of values (never a raw path: ids would make a series each). */
/** Methods named as such; any other (a client can send "FOO") is "other", so it makes no series of its own. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function observeHttpRequest(method: string, route: string, status: number, seconds: number): void {
  httpDuration().observe({ method: METHODS.has(method) ? method : "other", route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
}

/** The exposition text and its content type. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  const registry = metricsRegistry();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
