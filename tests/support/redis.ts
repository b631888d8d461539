// Redis for tests: the machine's own (127.0.0.1:6379, each test under a key prefix of its own, removed afterwards),
// and a redis-server of the test's own on a free port, for outages (stopped and started again on the same port).
import { randomBytes } from "node:crypto";
import { createClient } from "redis";

export const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";

/** Answers whether a Redis server at `url` replies to PING. */
export async function redisReachable(url = REDIS_URL): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
  client.on("error", () => {});
  try {
    await client.connect();
    const pong = await client.ping();
    await client.close();
    return pong === "PONG";
  } catch {
    return false;
  }
}

/** CI must exercise Redis: there an unreachable server fails the run instead of skipping. */
export async function requireRedis(): Promise<boolean> {
  const ok = await redisReachable();
  if (!ok && process.env.CI) throw new Error(`Redis is required in CI but ${REDIS_URL} is not reachable`);
  return ok;
}

/** A key prefix no other test uses. */
export const testKeyPrefix = (name: string) => `rahhal-test:${name}:${randomBytes(4).toString("hex")}:`;

/** Deletes every key under `prefix` (SCAN, never KEYS: the server may be shared). */
export async function deleteKeys(prefix: string, url = REDIS_URL): Promise<void> {
  const client = createClient({ url });
  client.on("error", () => {});
  await client.connect();
  const keys: string[] = [];
  for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) keys.push(...batch);
  if (keys.length) await client.del(keys);
  await client.close();
}

/** A redis-server of the test's own (nothing kept on disk), to stop and start again: scripts/instances/redis-server.mjs. */
export { startRedisServer as startOwnRedis, type RedisServer as OwnRedis } from "../../scripts/instances/redis-server.mjs";
