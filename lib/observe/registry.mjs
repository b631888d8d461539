// The process's one Prometheus registry (prom-client), on globalThis: Next bundles route handlers and pages in separate
// module layers and loads the Redis cache handlers with Node's own import, and in-process the provider counts too
// (provider/observe/metrics.ts makes it the same way under the same key), so every one of them must find the same
// registry. Plain JS for the cache handlers, as lib/redis/client.mjs.
import { collectDefaultMetrics, Counter, Registry } from "prom-client";

const STATE = Symbol.for("rahhal.metrics");

/** @returns {Registry} */
export function metricsRegistry() {
  const holder = /** @type {{ [STATE]?: Registry }} */ (/** @type {unknown} */ (globalThis));
  let registry = holder[STATE];
  if (!registry) {
    registry = holder[STATE] = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}

/**
 * A cache lookup: `cache` "page" (the cached public pages answered in front of Next, lib/http/page-cache.ts), or the
 * shared Redis caches "use-cache" (data) and "response" (pages); `result` "hit", "stale" (served while a new one is
 * made) or "miss" (absent, expired, or Redis away). Without REDIS_URL Next's own in-memory caches answer behind the
 * page cache and nothing counts them: they offer no hook.
 * @param {"page" | "use-cache" | "response"} cache @param {"hit" | "stale" | "miss"} result
 */
export function countCacheLookup(cache, result) {
  const registry = metricsRegistry();
  const name = "rahhal_cache_lookups_total";
  const counter =
    /** @type {Counter<"cache" | "result"> | undefined} */ (registry.getSingleMetric(name)) ??
    new Counter({ name, help: "Cache lookups by cache (page, use-cache, response) and result", labelNames: ["cache", "result"], registers: [registry] });
  counter.inc({ cache, result });
}
