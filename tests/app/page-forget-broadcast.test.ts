// The page copies' forget, published to the other instances through Redis (lib/cache/page-forget-broadcast.mjs):
// after this instance's tag expiry has landed, not before; and taken from the others, never from itself.
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deleteKeys, REDIS_URL, requireRedis, testKeyPrefix } from "../support/redis";

const prefix = testKeyPrefix("forget");
process.env.REDIS_URL = REDIS_URL;
process.env.REDIS_KEY_PREFIX = prefix;

const { queueForgetBroadcast } = await import("@/lib/cache/page-forget-broadcast.mjs");
const { expireTags } = await import("@/lib/cache/redis-tags.mjs");
const { closeRedis, redisInstanceId } = await import("@/lib/redis/client.mjs");
const { forgetCachedPages, installPageCache } = await import("@/lib/http/page-cache");

const reachable = await requireRedis();
const CHANNEL = `${prefix}page-cache:forget`;

describe.skipIf(!reachable)("the page copies' forget across instances", () => {
  const other = createClient({ url: REDIS_URL });
  const listener = other.duplicate();
  const heard: { from: string; only: string[] | null; at: number }[] = [];

  beforeAll(async () => {
    await Promise.all([other.connect(), listener.connect()]);
    await listener.subscribe(CHANNEL, (message) => {
      if (message.startsWith("{")) heard.push({ ...JSON.parse(message), at: Date.now() });
    });
  });
  afterAll(async () => {
    await Promise.all([other.close(), listener.close()]);
    await closeRedis();
    await deleteKeys(prefix);
  });

  const until = async (check: () => boolean, timeoutMs = 2_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    return check();
  };

  it("publishes a forget once the write's tag expiry is in Redis, with the URLs it names", async () => {
    heard.length = 0;
    queueForgetBroadcast(["/offer/12", "/en/offer/12"]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toHaveLength(0);

    await expireTags(["content:offer:12"], { expire: 31_536_000 });
    const landedAt = Date.now();
    expect(await other.hGet(`${prefix}tags`, "s:content:offer:12")).not.toBeNull();
    expect(await until(() => heard.length === 1)).toBe(true);
    expect(heard[0]).toMatchObject({ from: redisInstanceId(), only: ["/offer/12", "/en/offer/12"] });
    expect(heard[0]!.at).toBeGreaterThanOrEqual(landedAt - 5);
  });

  it("publishes a forget of every copy on its own when no tag expiry follows", async () => {
    heard.length = 0;
    const queued = Date.now();
    queueForgetBroadcast(undefined);
    expect(await until(() => heard.length === 1)).toBe(true);
    expect(heard[0]!.only).toBeNull();
    expect(heard[0]!.at - queued).toBeLessThan(1_000);
  });

  it("drops this instance's copies when another instance forgets, and not for its own messages", async () => {
    const cache = installPageCache({ paths: ["/about-us"] });
    const forget = vi.spyOn(cache, "forget");
    // Subscribing is asynchronous: give this process a moment to listen.
    await new Promise((resolve) => setTimeout(resolve, 200));

    await other.publish(CHANNEL, JSON.stringify({ from: "another-instance", only: ["/offer/7"] }));
    expect(await until(() => forget.mock.calls.length === 1)).toBe(true);
    expect(forget).toHaveBeenLastCalledWith(["/offer/7"]);
    await other.publish(CHANNEL, JSON.stringify({ from: "another-instance", only: null }));
    expect(await until(() => forget.mock.calls.length === 2)).toBe(true);
    expect(forget).toHaveBeenLastCalledWith(undefined);

    // Its own forget is applied at once, locally, and the echo is ignored.
    forgetCachedPages(["/about-us"]);
    expect(forget).toHaveBeenCalledTimes(3);
    expect(await until(() => heard.some((message) => message.only?.includes("/about-us")))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(forget).toHaveBeenCalledTimes(3);
    // Nonsense on the channel changes nothing.
    await other.publish(CHANNEL, "not json");
    await other.publish(CHANNEL, JSON.stringify({ from: "x", only: [1, 2] }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(forget).toHaveBeenCalledTimes(3);
  });
});
