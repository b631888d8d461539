// Next's `cacheHandlers` (the 'use cache' entries) in Redis, shared by every instance; next.config.mjs installs it when
// REDIS_URL is set (lib/cache/shared-cache-config.mjs). The interface is Next 16.4's
// (next/dist/server/lib/cache-handlers/types.d.ts): get/set/refreshTags/getExpiration/updateTags.
//
// Every read goes to Redis: the entry (one GET) and the times of its tags and of the page's implicit tags (one
// HMGET, lib/cache/redis-tags.mjs), so an expiry on any instance is seen by the next read on every other one — no tag
// state is kept in this process, and refreshTags has nothing to sync. getExpiration answers Infinity, which tells Next
// that get() checks the implicit tags itself (in the same HMGET).
//
// Redis away or slow: get() answers a miss (the value is computed, the page renders) and set() drops the entry;
// neither throws. They are used again as soon as the connection is back.
import { countCacheLookup } from "../observe/registry.mjs";
import { decodeValue, encodeValue } from "../redis/codec.mjs";
import { asBuffers, redisKeyPrefix, withRedis } from "../redis/client.mjs";
import { expireTags, isExpired, isStale, readTagTimes } from "./redis-tags.mjs";

/** Counts a miss; answers what Next takes for one. */
function missed(/** @type {"use-cache"} */ cache) {
  countCacheLookup(cache, "miss");
  return undefined;
}

/** An entry whose lifetime never ends (cacheLife's `max`) still leaves Redis after this long unread-or-not. */
const LONGEST_TTL_SECONDS = 30 * 86_400;
const isBuild = () => process.env.NEXT_PHASE === "phase-production-build";

/** @typedef {import("next/dist/server/lib/cache-handlers/types").CacheEntry} CacheEntry */

const entryKey = (/** @type {string} */ cacheKey) => `${redisKeyPrefix()}use-cache:${cacheKey}`;

/** @param {ReadableStream<Uint8Array>} stream */
async function readAll(stream) {
  const chunks = [];
  for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (/** @type {unknown} */ (stream))) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** @param {Buffer} bytes @returns {ReadableStream<Uint8Array>} */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** Seconds Redis keeps an entry: its `expire` (past which Next never serves it), bounded. */
export function entryTtlSeconds(/** @type {number} */ expire) {
  return Number.isFinite(expire) && expire > 0 ? Math.min(Math.ceil(expire), LONGEST_TTL_SECONDS) : LONGEST_TTL_SECONDS;
}

/** A handler object; each call makes one with its own record of sets under way (tests make two, as two instances). */
export function createRedisUseCacheHandler() {
  /** Sets under way in this process: a get of the same key waits for them, as Next's interface asks. */
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map();

  return {
    /** @param {string} cacheKey @param {string[]} softTags @returns {Promise<CacheEntry | undefined>} */
    async get(cacheKey, softTags) {
      await pendingSets.get(cacheKey);
      if (isBuild()) return undefined;
      try {
        const frame = await withRedis((client) => asBuffers(client).get(entryKey(cacheKey)), null);
        const stored = /** @type {(Omit<CacheEntry, "value"> & { value: Buffer }) | undefined} */ (decodeValue(/** @type {Buffer | null} */ (frame)));
        if (!stored) return missed("use-cache");
        const tags = [...stored.tags, ...softTags];
        let revalidate = stored.revalidate;
        if (tags.length > 0) {
          const times = await readTagTimes(tags);
          if (isExpired(times, tags, stored.timestamp)) return missed("use-cache");
          // Served once more while Next makes a new one (a negative revalidate is always past).
          if (isStale(times, tags, stored.timestamp)) revalidate = -1;
        }
        countCacheLookup("use-cache", revalidate === -1 ? "stale" : "hit");
        return { ...stored, revalidate, value: streamOf(stored.value) };
      } catch {
        return missed("use-cache");
      }
    },

    /** @param {string} cacheKey @param {Promise<CacheEntry>} pendingEntry */
    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (done = () => resolve(undefined))));
      try {
        const entry = await pendingEntry;
        // An `expire: 0` entry is computed again on every read (Next's own handler skips it too); and nothing the
        // build computes is kept (it never reaches the provider: its values are stand-ins).
        if (entry.expire === 0 || isBuild()) return;
        // A stream that fails part-way leaves an incomplete value: thrown here, so nothing is stored.
        const value = await readAll(entry.value);
        const { value: _stream, ...meta } = entry;
        const frame = encodeValue({ ...meta, value });
        await withRedis((client) => client.set(entryKey(cacheKey), frame, { expiration: { type: "EX", value: entryTtlSeconds(entry.expire) } }), null);
      } catch {
        // Not stored: the next read computes it again.
      } finally {
        pendingSets.delete(cacheKey);
        done();
      }
    },

    async refreshTags() {
      // Nothing to sync: every get() reads the tag times from Redis.
    },

    /** Infinity: get() checks the implicit (soft) tags it is given, in the same read as the entry's own tags. */
    async getExpiration(/** @type {string[]} */ _tags) {
      return Infinity;
    },

    /** @param {string[]} tags @param {{ expire?: number }} [durations] */
    async updateTags(tags, durations) {
      if (isBuild()) return;
      await expireTags(tags, durations);
    },
  };
}

export default createRedisUseCacheHandler();
