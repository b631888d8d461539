// Every instance drops its page copies (lib/http/page-cache.ts) when one of them takes a write to public content.
//
// Each instance keeps its own in-memory copies of the cached pages; a write through instance A calls
// forgetCachedPages() there, and with REDIS_URL set that forget is published on `<prefix>page-cache:forget` so that
// B, C… drop the same copies. It is published once A's tag expiry has landed in Redis (lib/cache/redis-tags.mjs
// flushes it right after its write), not when forgetCachedPages() is called: Next writes a request's tag expiries only
// after its route handler has returned, and B refilling a copy in between would read the entry not yet expired and
// keep it. A forget that no tag write follows goes out after FALLBACK_MS. Without REDIS_URL all of this is inert.
import { publish, redisConfigured, redisInstanceId, redisKeyPrefix, subscribe } from "../redis/client.mjs";

const STATE = Symbol.for("rahhal.pageForgetBroadcast");
const FALLBACK_MS = 250;

/** @typedef {{ all: boolean, paths: Set<string>, timer: NodeJS.Timeout | null }} Pending */

function pending() {
  const registry = /** @type {{ [STATE]?: Pending }} */ (/** @type {unknown} */ (globalThis));
  return (registry[STATE] ??= { all: false, paths: new Set(), timer: null });
}

const channel = () => `${redisKeyPrefix()}page-cache:forget`;

/** Queues a forget of every copy (`only` undefined) or of the named URLs for the other instances. */
export function queueForgetBroadcast(/** @type {readonly string[] | undefined} */ only) {
  if (!redisConfigured()) return;
  const queued = pending();
  if (only) for (const path of only) queued.paths.add(path);
  else queued.all = true;
  if (!queued.timer) {
    queued.timer = setTimeout(() => void flushForgetBroadcast(), FALLBACK_MS);
    queued.timer.unref();
  }
}

/** Publishes the queued forget, if any. Never throws. */
export async function flushForgetBroadcast() {
  const queued = pending();
  if (queued.timer) clearTimeout(queued.timer);
  if (!queued.all && queued.paths.size === 0) return;
  const message = JSON.stringify({ from: redisInstanceId(), only: queued.all ? null : [...queued.paths] });
  Object.assign(queued, { all: false, paths: new Set(), timer: null });
  await publish(channel(), message);
}

/** Calls `forget` with what another instance forgot (undefined: every copy). */
export function onForgetBroadcast(/** @type {(only: string[] | undefined) => void} */ forget) {
  if (!redisConfigured()) return;
  void subscribe(channel(), (message) => {
    /** @type {{ from?: unknown, only?: unknown }} */
    let parsed;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (parsed.from === redisInstanceId()) return;
    if (parsed.only === null) forget(undefined);
    else if (Array.isArray(parsed.only) && parsed.only.every((path) => typeof path === "string")) forget(parsed.only);
  });
}
