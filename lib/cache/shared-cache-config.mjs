// The part of next.config.mjs that puts Next's caches in Redis when REDIS_URL is set (docs/product.md, "Several
// instances"): the stored pages and route responses (`cacheHandler`) and the 'use cache' entries (`cacheHandlers`).
// Only for the production server: `next build` never reaches Redis (like the provider, it may not be there), and
// `next dev` renders every request anew. Without REDIS_URL nothing is added, so Next's built-in caches run exactly
// as before. `next start` reads next.config.mjs when it starts, so one build serves with or without Redis.
import { fileURLToPath } from "node:url";
import { PHASE_PRODUCTION_SERVER } from "next/constants.js";

const handler = (name) => fileURLToPath(new URL(name, import.meta.url));

/** @param {string} phase @param {Record<string, string | undefined>} [env] */
export function sharedCacheConfig(phase, env = process.env) {
  if (!env.REDIS_URL || phase !== PHASE_PRODUCTION_SERVER) return {};
  const useCache = handler("./redis-use-cache-handler.mjs");
  return {
    cacheHandler: handler("./redis-response-cache-handler.mjs"),
    // `remote` is 'use cache: remote'; the app does not use it today, but it must not fall back to process memory.
    cacheHandlers: { default: useCache, remote: useCache },
  };
}
