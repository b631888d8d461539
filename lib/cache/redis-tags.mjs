// When each cache tag went stale or expired, shared by every instance through Redis (lib/cache/redis-*-handler.mjs).
//
// One hash, `<prefix>tags`, with two fields per tag that was ever expired: `s:<tag>` (went stale at, ms) and
// `e:<tag>` (expires at, ms; in the future for `revalidateTag(tag, profile)`). Expiring tags writes only their fields
// (HSET) and reading asks only for the tags at hand (HMGET): nothing ever lists or scans every tag or every entry, so
// the cost of an expiry does not grow with the cache. The same semantics as Next's in-memory tags manifest
// (next/dist/server/lib/incremental-cache/tags-manifest.external.js):
//   - expired: an entry stored before `e` is a miss once `e` has passed;
//   - stale: an entry stored before `s` is served once more while Next makes a new one.
// An expiry Redis could not take (it was away) is kept and written when it returns, so entries stored before the
// outage are not served again as fresh; meanwhile no instance reads Redis, so none serves them.
import { flushForgetBroadcast } from "./page-forget-broadcast.mjs";
import { redisKeyPrefix, withRedis } from "../redis/client.mjs";

/** @typedef {{ stale: number, expired: number }} TagTimes */

/**
 * @typedef {{ pending: Map<string, Record<string, string>>, retry: NodeJS.Timeout | null,
 *   batch: Map<string, TagTimes> | null, written: Promise<void> }} TagState
 */
const STATE = Symbol.for("rahhal.redisTags");
const RETRY_MS = 1_000;

/** On globalThis: the handlers and the app's bundled code may each load a copy of this module. */
function shared() {
  const registry = /** @type {{ [STATE]?: TagState }} */ (/** @type {unknown} */ (globalThis));
  return (registry[STATE] ??= { pending: new Map(), retry: null, batch: null, written: Promise.resolve() });
}

const tagsKey = () => `${redisKeyPrefix()}tags`;

/**
 * The stale and expiry times of `tags` (0 when never set). Throws when Redis cannot answer: a caller that cannot tell
 * whether an entry was expired must not serve it.
 * @param {readonly string[]} tags
 * @returns {Promise<Map<string, TagTimes>>}
 */
export async function readTagTimes(tags) {
  const unique = [...new Set(tags)];
  const times = new Map();
  if (unique.length === 0) return times;
  const fields = unique.flatMap((tag) => [`s:${tag}`, `e:${tag}`]);
  /** @type {unknown} */
  let failure = new Error("Redis is not available");
  const values = await withRedis((client) => client.hmGet(tagsKey(), fields), null, { onError: (error) => (failure = error) });
  if (!values) throw failure;
  unique.forEach((tag, index) => times.set(tag, { stale: Number(values[2 * index] ?? 0), expired: Number(values[2 * index + 1] ?? 0) }));
  return times;
}

/** Whether an entry stored at `storedAt` that carries `tags` has expired by `now`. */
export function isExpired(/** @type {Map<string, TagTimes>} */ times, /** @type {readonly string[]} */ tags, /** @type {number} */ storedAt, now = Date.now()) {
  return tags.some((tag) => {
    const expired = times.get(tag)?.expired ?? 0;
    return expired > storedAt && expired <= now;
  });
}

/** Whether an entry stored at `storedAt` that carries `tags` went stale after it was stored. */
export function isStale(/** @type {Map<string, TagTimes>} */ times, /** @type {readonly string[]} */ tags, /** @type {number} */ storedAt) {
  return tags.some((tag) => (times.get(tag)?.stale ?? 0) > storedAt);
}

/**
 * Expires `tags` for every instance: at once without `durations` (updateTag, revalidateTag(tag, {expire: 0})), or
 * stale now and expired `durations.expire` seconds later. Next calls this once per cache handler for the same
 * revalidation (the 'use cache' handler and the response cache): calls made in the same tick share one write.
 * Resolves when the write landed (or was queued for Redis's return); never throws.
 * @param {readonly string[]} tags
 * @param {{ expire?: number }} [durations]
 */
export function expireTags(tags, durations) {
  const current = shared();
  const now = Date.now();
  const joining = current.batch !== null;
  const batch = (current.batch ??= new Map());
  for (const tag of tags) {
    const times = batch.get(tag) ?? { stale: 0, expired: Infinity };
    if (durations) {
      times.stale = now;
      if (durations.expire !== undefined) times.expired = Math.min(times.expired, now + durations.expire * 1000);
    } else {
      times.expired = Math.min(times.expired, now);
    }
    batch.set(tag, times);
  }
  if (joining) return current.written;
  current.written = Promise.resolve().then(() => {
    current.batch = null;
    return writeTimes(batch);
  });
  return current.written;
}

/** @param {Map<string, TagTimes>} batch */
async function writeTimes(batch) {
  /** @type {Record<string, string>} */
  const fields = {};
  for (const [tag, times] of batch) {
    if (times.stale) fields[`s:${tag}`] = String(times.stale);
    if (Number.isFinite(times.expired)) fields[`e:${tag}`] = String(times.expired);
  }
  if (Object.keys(fields).length === 0) return;
  const ok = await withRedis(async (client) => (await client.hSet(tagsKey(), fields), true), false);
  if (ok) {
    // Only now may the other instances drop their page copies: a copy made before this write landed could hold the
    // old content (lib/cache/page-forget-broadcast.mjs).
    await flushForgetBroadcast();
    return;
  }
  keepForLater(fields, batch.size);
}

/** Remembers fields Redis could not take and tries them again every second until it does. */
function keepForLater(/** @type {Record<string, string>} */ fields, /** @type {number} */ tagCount) {
  const current = shared();
  const key = tagsKey();
  current.pending.set(key, { ...current.pending.get(key), ...fields });
  console.warn(`[redis] could not record the expiry of ${tagCount} cache tag(s); writing it when Redis returns`);
  if (current.retry) return;
  current.retry = setInterval(async () => {
    for (const [hash, pendingFields] of current.pending) {
      const ok = await withRedis(async (client) => (await client.hSet(hash, pendingFields), true), false);
      if (ok) current.pending.delete(hash);
    }
    if (current.pending.size === 0 && current.retry) {
      clearInterval(current.retry);
      current.retry = null;
      console.log("[redis] recorded the cache tag expiries made while it was away");
    }
  }, RETRY_MS);
  current.retry.unref();
}
