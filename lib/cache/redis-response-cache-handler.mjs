// Next's `cacheHandler` (the stored pages and route responses, the "incremental cache") in Redis, shared by every
// instance; next.config.mjs installs it when REDIS_URL is set (lib/cache/shared-cache-config.mjs). The interface is
// Next 16.4's CacheHandler (next/dist/server/lib/incremental-cache/index.d.ts): get/set/revalidateTag/resetRequestCache.
// Next makes one per request, so the constructor only reads the build id (once per build directory).
//
// Keys carry the build id: Next's response keys name a route and a path, not a build, and instances of another build
// must not serve this build's pages. A stored page is checked against the times of the tags it carries (its
// `x-next-cache-tags`: the 'use cache' tags it read and its implicit path tags) in Redis, which Next's own check
// cannot see (it reads an in-process list only the built-in handlers fill):
//   - a tag expired after the page was stored: a miss, so Next renders the page again before answering;
//   - a tag gone stale after it was stored: answered as a page past its revalidate time, so Next serves it once more
//     and renders a new one in the background (its stored time is moved back just far enough for that).
// Values hold Buffers (RSC payloads, route bodies) and Maps (segment payloads): lib/redis/codec.mjs keeps them.
// Redis away or slow: a miss (Next renders) and a dropped store; nothing throws.
import { readFileSync } from "node:fs";
import path from "node:path";
import { countCacheLookup } from "../observe/registry.mjs";
import { decodeValue, encodeValue } from "../redis/codec.mjs";
import { asBuffers, redisKeyPrefix, withRedis } from "../redis/client.mjs";
import { entryTtlSeconds } from "./redis-use-cache-handler.mjs";
import { expireTags, isExpired, isStale, readTagTimes } from "./redis-tags.mjs";

/** Counts a miss (absent, expired, Redis away); answers what Next takes for one. */
function missed() {
  countCacheLookup("response", "miss");
  return null;
}

/** @template T @param {T} entry @param {"hit" | "stale"} result @returns {T} */
function counted(entry, result) {
  countCacheLookup("response", result);
  return entry;
}

const TAGS_HEADER = "x-next-cache-tags";
const isBuild = () => process.env.NEXT_PHASE === "phase-production-build";

/** @type {Map<string, string>} */
const buildIds = new Map();

/** The build's id, read from `<distDir>/BUILD_ID` beside the server folder Next names. */
function buildIdOf(/** @type {string | undefined} */ serverDistDir) {
  if (!serverDistDir) return "dev";
  let id = buildIds.get(serverDistDir);
  if (id === undefined) {
    try {
      id = readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
    } catch {
      id = "unknown";
    }
    buildIds.set(serverDistDir, id);
  }
  return id;
}

/**
 * @typedef {{ kind: string, headers?: Record<string, unknown>, revalidate?: number } | null} StoredValue
 * @typedef {{ revalidate?: number | false, expire?: number }} CacheControl
 * @typedef {{ lastModified: number, value: StoredValue, cacheControl?: CacheControl }} StoredEntry
 * @typedef {{ kind: string, tags?: string[], softTags?: string[] }} GetContext
 */

/** The tags a stored value answers to: a page's or a route's header, a fetch's own and implicit tags. */
function tagsOf(/** @type {StoredValue} */ value, /** @type {GetContext} */ ctx) {
  if (ctx.kind === "FETCH") return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === "string" && header ? header.split(",") : [];
}

/**
 * The entry as Next must see it once a tag went stale: old enough to be past its revalidate time and not past its
 * expiry, so Next serves it and renders anew in the background; a miss when its lifetime leaves no such moment.
 * @param {StoredEntry} entry @param {string} kind @param {number} now
 * @returns {StoredEntry | null}
 */
function asStale(entry, kind, now) {
  // A fetch entry has no expiry: any age past its revalidate time is stale.
  if (kind === "FETCH") return { ...entry, lastModified: 1 };
  const revalidate = entry.cacheControl?.revalidate;
  const expire = entry.cacheControl?.expire;
  if (typeof revalidate !== "number" || (typeof expire === "number" && expire <= revalidate)) return null;
  return { ...entry, lastModified: Math.min(entry.lastModified, now - revalidate * 1000 - 1) };
}

/** Seconds Redis keeps a stored response: its expiry when it has one (Next renders anew past it anyway). */
function ttlOf(/** @type {CacheControl | undefined} */ cacheControl) {
  return entryTtlSeconds(cacheControl?.expire ?? Infinity);
}

export class RedisResponseCache {
  /** @param {{ serverDistDir?: string }} ctx */
  constructor(ctx) {
    this.prefix = `${redisKeyPrefix()}${buildIdOf(ctx.serverDistDir)}:response:`;
  }

  /** @param {string} key @param {GetContext} ctx @returns {Promise<StoredEntry | null>} */
  async get(key, ctx) {
    if (isBuild()) return null;
    try {
      const frame = await withRedis((client) => asBuffers(client).get(this.prefix + key), null);
      const stored = /** @type {StoredEntry | undefined} */ (decodeValue(/** @type {Buffer | null} */ (frame)));
      if (!stored) return missed();
      const tags = tagsOf(stored.value, ctx);
      if (tags.length === 0) return counted(stored, "hit");
      const times = await readTagTimes(tags);
      const now = Date.now();
      if (isExpired(times, tags, stored.lastModified, now)) return missed();
      return isStale(times, tags, stored.lastModified) ? counted(asStale(stored, ctx.kind, now), "stale") : counted(stored, "hit");
    } catch {
      return missed();
    }
  }

  /** @param {string} key @param {StoredValue} data @param {{ fetchCache?: boolean, cacheControl?: CacheControl }} ctx */
  async set(key, data, ctx) {
    if (isBuild()) return;
    try {
      const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
      /** @type {StoredEntry} */
      const entry = { lastModified: Date.now(), value: data, cacheControl };
      const frame = encodeValue(entry);
      await withRedis((client) => client.set(this.prefix + key, frame, { expiration: { type: "EX", value: ttlOf(cacheControl) } }), null);
    } catch {
      // Not stored: the next request renders it again.
    }
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    if (isBuild()) return;
    await expireTags(typeof tags === "string" ? [tags] : tags, durations);
  }

  resetRequestCache() {}
}

export default RedisResponseCache;
