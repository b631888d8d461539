// A Redis outage under the cache handlers, on a redis-server of this file's own: reads answer a miss at once and never
// throw, writes are dropped, an expiry made meanwhile is written when Redis returns, and the cache is used again.
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOwnRedis, type OwnRedis } from "../support/redis";

const redis: OwnRedis = await startOwnRedis();
process.env.REDIS_URL = redis.url;
process.env.REDIS_KEY_PREFIX = "outage:";
process.env.REDIS_TIMEOUT_MS = "300";

const { createRedisUseCacheHandler } = await import("@/lib/cache/redis-use-cache-handler.mjs");
const { RedisResponseCache } = await import("@/lib/cache/redis-response-cache-handler.mjs");
const { closeRedis, pingRedis } = await import("@/lib/redis/client.mjs");

const entry = (text: string, tags: string[] = [], timestamp = Date.now()) => ({
  value: new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(Buffer.from(text));
      controller.close();
    },
  }),
  tags,
  stale: 300,
  timestamp,
  expire: 3600,
  revalidate: 600,
});
const textOf = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer()).toString();
const page = { kind: "APP_PAGE", html: "<p>about</p>", rscData: Buffer.from("rsc"), headers: { "x-next-cache-tags": "content:page:about-us" }, status: 200 };
const PAGE_CTX = { kind: "APP_PAGE", isRoutePPREnabled: true, isFallback: false };

async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("not within the time allowed");
}

describe("the cache handlers while Redis is away", () => {
  const handler = createRedisUseCacheHandler();
  const pages = new RedisResponseCache({});
  let editedAt = 0;

  beforeAll(async () => {
    await handler.set("before", Promise.resolve(entry("stored before", ["content:page:about-us"])));
    await pages.set("/about-us", page, { ...PAGE_CTX, cacheControl: { revalidate: 3600, expire: 86_400 } });
    expect(await textOf((await handler.get("before", []))!.value)).toBe("stored before");
    await redis.stop();
  });
  afterAll(async () => {
    await closeRedis();
    await redis.stop();
  });

  it("answers every read with a miss at once, drops writes and never throws; readiness says so", async () => {
    const started = Date.now();
    await expect(handler.get("before", [])).resolves.toBeUndefined();
    await expect(pages.get("/about-us", PAGE_CTX)).resolves.toBeNull();
    await expect(handler.set("during", Promise.resolve(entry("lost")))).resolves.toBeUndefined();
    await expect(pages.set("/terms", page, { ...PAGE_CTX, cacheControl: { revalidate: 60, expire: 300 } })).resolves.toBeUndefined();
    // An admin's edit meanwhile: recorded when Redis returns.
    editedAt = Date.now();
    await expect(handler.updateTags(["content:page:about-us"], { expire: 0 })).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await pingRedis()).toBe(false);
  });

  it("uses the cache again once Redis is back, and records the expiry made meanwhile", async () => {
    await redis.start();
    await eventually(async () => (await pingRedis()) === true);

    // The edit made during the outage reaches Redis, so an entry Redis kept from before it is never served again.
    const raw = createClient({ url: redis.url });
    await raw.connect();
    await eventually(async () => (await raw.hGet("outage:tags", "e:content:page:about-us")) !== null);
    expect(Number(await raw.hGet("outage:tags", "e:content:page:about-us"))).toBeGreaterThanOrEqual(editedAt);
    await raw.close();
    await handler.set("kept", Promise.resolve(entry("from before the edit", ["content:page:about-us"], editedAt - 1_000)));
    expect(await handler.get("kept", [])).toBeUndefined();

    await handler.set("after", Promise.resolve(entry("stored after", ["content:page:about-us"])));
    expect(await textOf((await handler.get("after", []))!.value)).toBe("stored after");
    await pages.set("/en/about-us", page, { ...PAGE_CTX, cacheControl: { revalidate: 3600, expire: 86_400 } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await pages.get("/en/about-us", PAGE_CTX))?.value).toMatchObject({ html: "<p>about</p>" });
  });

  it("answers within the time-out when Redis hangs, and uses it again once it answers", async () => {
    await handler.set("hang", Promise.resolve(entry("stored")));
    redis.pause();
    try {
      const started = Date.now();
      await expect(handler.get("hang", [])).resolves.toBeUndefined();
      await expect(pages.get("/en/about-us", PAGE_CTX)).resolves.toBeNull();
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      redis.resume();
    }
    await eventually(async () => (await handler.get("hang", [])) !== undefined);
  });
});
