// The process's connections to Redis when REDIS_URL is set: one for commands, one for subscriptions (a connection
// that subscribes can send nothing else). Plain JS: Next loads the cache handlers (lib/cache/redis-*-handler.mjs) with
// Node's own import, while the app's code that uses this is bundled; both copies find the same connections on
// globalThis, so a process holds one pair whatever loaded it first.
//
// Redis is a cache here, never a dependency: nothing waits for it. Commands fail at once while it is away
// (`disableOfflineQueue`), every call made through `withRedis` gives up after REDIS_TIMEOUT_MS (node-redis's own
// command timeout stops counting once a command is written, so a Redis that hangs would hang the caller), and after a
// time-out the next calls skip Redis for a moment instead of each waiting again. The client reconnects by itself,
// within a second of Redis answering again.
// The redis package is imported only once REDIS_URL asks for it: the embedded default never loads it.
import { randomUUID } from "node:crypto";

const STATE = Symbol.for("rahhal.redis");
const FIRST_CONNECT_WAIT_MS = 1_000;
const SKIP_AFTER_TIMEOUT_MS = 2_000;

/** @returns {boolean} whether the shared caches live in Redis (REDIS_URL set). */
export function redisConfigured() {
  return Boolean(process.env.REDIS_URL);
}

/** Every key and channel of this deployment starts with it; instances that share one must share it (and one build's). */
export function redisKeyPrefix() {
  return process.env.REDIS_KEY_PREFIX || "rahhal:";
}

function timeoutMs() {
  const configured = Number(process.env.REDIS_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : 500;
}

/**
 * @typedef {import("redis").RedisClientType} RedisClient
 * @typedef {typeof import("redis")} RedisModule
 * @typedef {{ url: string, instanceId: string, redis: RedisModule | null, client: RedisClient | null,
 *   subscriber: RedisClient | null, firstConnect: Promise<void>, skipUntil: number, down: boolean,
 *   listeners: Map<string, Set<(message: string) => void>> }} RedisState
 */

/** Reconnects quickly (50 ms doubling to 1 s): the caches are used again within a second of Redis returning. */
const reconnectStrategy = (/** @type {number} */ retries) => Math.min(50 * 2 ** retries, 1_000);

/**
 * Commands fail at once while Redis is away; a subscription waits in the queue instead, so that one asked for before
 * the first connection (or during an outage) is made when Redis answers.
 * @param {string} url @param {"commands" | "subscriptions"} role
 */
function connect(/** @type {RedisModule} */ redis, url, role, /** @type {RedisState | null} */ state) {
  const disableOfflineQueue = role === "commands";
  /** @type {RedisClient} */
  const client = /** @type {any} */ (redis.createClient({ url, disableOfflineQueue, socket: { connectTimeout: 2_000, reconnectStrategy } }));
  client.on("error", (/** @type {Error} */ error) => {
    // Logged once per outage, not once per reconnection attempt.
    if (state && !state.down && role === "commands") {
      state.down = true;
      console.warn(`[redis] unreachable (${error.message}): pages render without the shared cache until it returns`);
    }
  });
  client.on("ready", () => {
    if (state && state.down && role === "commands") {
      state.down = false;
      console.log("[redis] connected again: the shared cache is in use");
    }
  });
  return client;
}

/** @returns {RedisState | null} */
function state() {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  const registry = /** @type {{ [STATE]?: RedisState }} */ (/** @type {unknown} */ (globalThis));
  const existing = registry[STATE];
  if (existing && existing.url === url) return existing;
  /** @type {RedisState} */
  const created = {
    url,
    instanceId: randomUUID(),
    redis: null,
    client: null,
    subscriber: null,
    firstConnect: Promise.resolve(),
    skipUntil: 0,
    down: false,
    listeners: new Map(),
  };
  // Waits for the first connection at most a second: a server started without Redis serves without it at once.
  created.firstConnect = import("redis").then((redis) => {
    created.redis = redis;
    const client = (created.client = connect(redis, url, "commands", created));
    const connected = client.connect().then(
      () => undefined,
      () => undefined,
    );
    return Promise.race([connected, new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref())]).then(() => undefined);
  });
  registry[STATE] = created;
  return created;
}

/** A random id of this process, so that it can tell its own broadcasts from the other instances'. */
export function redisInstanceId() {
  return state()?.instanceId ?? "";
}

class RedisTimeoutError extends Error {}

/**
 * Runs `operation` with the command connection, or returns `fallback` when Redis is not configured, not connected,
 * skipped after a recent time-out, or fails or takes longer than REDIS_TIMEOUT_MS. Never throws, never hangs.
 * @template T
 * @param {(client: RedisClient) => Promise<T>} operation
 * @param {T} fallback
 * @param {{ onError?: (error: unknown) => void }} [options]
 * @returns {Promise<T>}
 */
export async function withRedis(operation, fallback, options = {}) {
  const current = state();
  if (!current) return fallback;
  await current.firstConnect;
  const client = current.client;
  if (!client?.isReady || Date.now() < current.skipUntil) return fallback;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  try {
    return await Promise.race([
      operation(client),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new RedisTimeoutError(`Redis did not answer within ${timeoutMs()} ms`)), timeoutMs());
      }),
    ]);
  } catch (error) {
    if (error instanceof RedisTimeoutError) current.skipUntil = Date.now() + SKIP_AFTER_TIMEOUT_MS;
    options.onError?.(error);
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

/** The same connection answering bulk strings as Buffers (stored entries are binary); only inside withRedis. */
export function asBuffers(/** @type {RedisClient} */ client) {
  const redis = /** @type {RedisModule} */ (state()?.redis);
  return client.withTypeMapping({ [redis.RESP_TYPES.BLOB_STRING]: Buffer });
}

/** Calls `listener` for every message on `channel` (the channel is taken as given: callers add the key prefix). */
export async function subscribe(/** @type {string} */ channel, /** @type {(message: string) => void} */ listener) {
  const current = state();
  if (!current) return;
  let listeners = current.listeners.get(channel);
  if (listeners) {
    listeners.add(listener);
    return;
  }
  listeners = new Set([listener]);
  current.listeners.set(channel, listeners);
  const subscribed = /** @type {Set<(message: string) => void>} */ (listeners);
  await current.firstConnect;
  if (!current.subscriber) {
    current.subscriber = connect(/** @type {RedisModule} */ (current.redis), current.url, "subscriptions", null);
    current.subscriber.connect().catch(() => undefined);
  }
  // node-redis subscribes again by itself after reconnecting.
  await current.subscriber
    .subscribe(channel, (message) => {
      for (const each of subscribed) each(message);
    })
    .catch((/** @type {Error} */ error) => console.warn(`[redis] could not subscribe to ${channel}: ${error.message}`));
}

/** Publishes `message` on `channel`; false when Redis could not take it. */
export async function publish(/** @type {string} */ channel, /** @type {string} */ message) {
  return withRedis(async (client) => (await client.publish(channel, message), true), false);
}

/** For readiness checks: whether Redis answers a PING within REDIS_TIMEOUT_MS (null when it is not configured). */
export async function pingRedis() {
  if (!redisConfigured()) return null;
  return withRedis(async (client) => (await client.ping()) === "PONG", false);
}

/** Closes this process's connections (tests, graceful shutdown). */
export async function closeRedis() {
  const registry = /** @type {{ [STATE]?: RedisState }} */ (/** @type {unknown} */ (globalThis));
  const current = registry[STATE];
  if (!current) return;
  delete registry[STATE];
  await current.firstConnect;
  await Promise.all([current.client, current.subscriber].map((client) => client?.close().catch(() => client.destroy())));
}
