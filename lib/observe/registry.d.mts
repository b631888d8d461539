// Types of registry.mjs (plain JS: the Redis cache handlers count through it with Node's own import).
import type { Registry } from "prom-client";

export function metricsRegistry(): Registry;
export function countCacheLookup(cache: "page" | "use-cache" | "response", result: "hit" | "stale" | "miss"): void;
