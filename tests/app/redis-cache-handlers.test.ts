// The Redis cache handlers against the machine's Redis (a key prefix of this file's own, removed afterwards). Two
// handler objects stand for two instances: they share nothing but Redis.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteKeys, REDIS_URL, requireRedis, testKeyPrefix } from "../support/redis";

const prefix = testKeyPrefix("handlers");
process.env.REDIS_URL = REDIS_URL;
process.env.REDIS_KEY_PREFIX = prefix;

const { createRedisUseCacheHandler } = await import("@/lib/cache/redis-use-cache-handler.mjs");
const { RedisResponseCache } = await import("@/lib/cache/redis-response-cache-handler.mjs");
const { closeRedis } = await import("@/lib/redis/client.mjs");

const reachable = await requireRedis();

type UseCacheEntry = { value: ReadableStream<Uint8Array>; tags: string[]; stale: number; timestamp: number; expire: number; revalidate: number };

function useCacheEntry(bytes: Uint8Array, tags: string[], overrides: Partial<UseCacheEntry> = {}): UseCacheEntry {
  return {
    value: new ReadableStream({
      start(controller) {
        // Two chunks, as a streamed RSC payload arrives.
        controller.enqueue(bytes.subarray(0, 2));
        controller.enqueue(bytes.subarray(2));
        controller.close();
      },
    }),
    tags,
    stale: 300,
    timestamp: Date.now(),
    expire: 86_400,
    revalidate: 3600,
    ...overrides,
  };
}

const bytesOf = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

function serverDistDir(buildId: string): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), "rahhal-build-"));
  mkdirSync(path.join(dist, "server"));
  writeFileSync(path.join(dist, "BUILD_ID"), buildId);
  return path.join(dist, "server");
}

function storedPage(html: string, tags: string) {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from([0, 1, 2, 3, 250]),
    headers: { "x-next-cache-tags": tags },
    status: 200,
    postponed: undefined,
    segmentData: new Map([
      ["/_tree", Buffer.from("tree")],
      ["/[locale]/about-us/__PAGE__", Buffer.from([7, 7, 7])],
    ]),
  };
}

const PAGE_CTX = { kind: "APP_PAGE", isRoutePPREnabled: true, isFallback: false };
const CACHE_CONTROL = { revalidate: 3600, expire: 86_400 };

describe.skipIf(!reachable)("the 'use cache' handler in Redis", () => {
  afterAll(async () => {
    await closeRedis();
    await deleteKeys(prefix);
  });

  it("gives back the bytes it was given, as a new stream on every read, on another instance too", async () => {
    const a = createRedisUseCacheHandler();
    const b = createRedisUseCacheHandler();
    const bytes = new Uint8Array([0, 255, 1, 128, 10, 13]);
    await a.set("k-bytes", Promise.resolve(useCacheEntry(bytes, ["content:social-links"])));
    for (const handler of [a, b, b]) {
      const entry = await handler.get("k-bytes", []);
      expect(entry?.tags).toEqual(["content:social-links"]);
      expect(entry?.revalidate).toBe(3600);
      expect([...(await bytesOf(entry!.value))]).toEqual([...bytes]);
    }
  });

  it("misses on every instance at once after a tag is expired on one, and stores anew after", async () => {
    const a = createRedisUseCacheHandler();
    const b = createRedisUseCacheHandler();
    await a.set("k-tag", Promise.resolve(useCacheEntry(Buffer.from("old"), ["content:page:about-us"], { timestamp: Date.now() - 5 })));
    expect(await b.get("k-tag", [])).toBeDefined();

    await a.updateTags(["content:page:about-us"], { expire: 0 });
    expect(await b.get("k-tag", [])).toBeUndefined();
    expect(await a.get("k-tag", [])).toBeUndefined();

    await b.set("k-tag", Promise.resolve(useCacheEntry(Buffer.from("new"), ["content:page:about-us"], { timestamp: Date.now() + 1 })));
    expect((await bytesOf((await a.get("k-tag", []))!.value)).toString()).toBe("new");
  });

  it("serves an entry whose tag went stale once more, marked for a background refresh", async () => {
    const a = createRedisUseCacheHandler();
    const b = createRedisUseCacheHandler();
    await a.set("k-stale", Promise.resolve(useCacheEntry(Buffer.from("places: 4"), ["content:offer:12"], { timestamp: Date.now() - 5 })));
    await b.updateTags(["content:offer:12"], { expire: 31_536_000 });
    const entry = await a.get("k-stale", []);
    expect(entry?.revalidate).toBe(-1);
    expect((await bytesOf(entry!.value)).toString()).toBe("places: 4");
  });

  it("checks the implicit tags it is given itself (getExpiration answers Infinity)", async () => {
    const a = createRedisUseCacheHandler();
    await a.set("k-soft", Promise.resolve(useCacheEntry(Buffer.from("x"), [], { timestamp: Date.now() - 5 })));
    expect(await a.getExpiration(["_N_T_/en/about-us"])).toBe(Infinity);
    expect(await a.get("k-soft", ["_N_T_/en/about-us"])).toBeDefined();
    await a.updateTags(["_N_T_/en/about-us"]);
    expect(await a.get("k-soft", ["_N_T_/en/about-us"])).toBeUndefined();
    expect(await a.get("k-soft", ["_N_T_/en/offers"])).toBeDefined();
  });

  it("waits for a set under way before it reads, and keeps nothing of an entry that never completes", async () => {
    const a = createRedisUseCacheHandler();
    let finish: (entry: UseCacheEntry) => void = () => {};
    const setting = a.set("k-pending", new Promise<UseCacheEntry>((resolve) => (finish = resolve)));
    const reading = a.get("k-pending", []);
    finish(useCacheEntry(Buffer.from("late"), []));
    await setting;
    expect((await bytesOf((await reading)!.value)).toString()).toBe("late");

    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1]));
        controller.error(new Error("render failed"));
      },
    });
    await a.set("k-broken", Promise.resolve({ ...useCacheEntry(new Uint8Array(), []), value: broken }));
    expect(await a.get("k-broken", [])).toBeUndefined();
    await a.set("k-dynamic", Promise.resolve(useCacheEntry(Buffer.from("d"), [], { expire: 0 })));
    expect(await a.get("k-dynamic", [])).toBeUndefined();
  });
});

/** How many lookups of `cache` answered `result` so far (rahhal_cache_lookups_total, which /api/metrics serves). */
async function lookups(cache: "use-cache" | "response", result: "hit" | "stale" | "miss"): Promise<number> {
  const { metricsRegistry } = await import("@/lib/observe/registry.mjs");
  const metric = metricsRegistry().getSingleMetric("rahhal_cache_lookups_total");
  const values = metric ? (await metric.get()).values : [];
  return values.find((value) => value.labels.cache === cache && value.labels.result === result)?.value ?? 0;
}

describe.skipIf(!reachable)("cache lookups counted for the metrics", () => {
  afterAll(async () => {
    await closeRedis();
    await deleteKeys(prefix);
  });

  it("counts the 'use cache' handler's hits, stale reads and misses", async () => {
    const before = { hit: await lookups("use-cache", "hit"), stale: await lookups("use-cache", "stale"), miss: await lookups("use-cache", "miss") };
    const a = createRedisUseCacheHandler();
    await a.set("k-count", Promise.resolve(useCacheEntry(Buffer.from("x"), ["content:offer:77"], { timestamp: Date.now() - 5 })));
    await a.get("k-count", []);
    await a.get("k-never-stored", []);
    await a.updateTags(["content:offer:77"], { expire: 31_536_000 });
    await a.get("k-count", []);
    expect(await lookups("use-cache", "hit")).toBe(before.hit + 1);
    expect(await lookups("use-cache", "miss")).toBe(before.miss + 1);
    expect(await lookups("use-cache", "stale")).toBe(before.stale + 1);
  });

  it("counts the stored pages handler's hits and misses", async () => {
    const before = { hit: await lookups("response", "hit"), miss: await lookups("response", "miss") };
    const a = new RedisResponseCache({ serverDistDir: serverDistDir("build-count") });
    await a.get("/p/count", PAGE_CTX);
    await a.set("/p/count", storedPage("counted", "content:page:count"), { ...PAGE_CTX, cacheControl: CACHE_CONTROL });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await a.get("/p/count", PAGE_CTX);
    expect(await lookups("response", "miss")).toBe(before.miss + 1);
    expect(await lookups("response", "hit")).toBe(before.hit + 1);
  });
});

describe.skipIf(!reachable)("the stored pages handler in Redis", () => {
  let dist: string;
  beforeAll(() => {
    dist = serverDistDir("build-one");
  });
  afterAll(async () => {
    await closeRedis();
    await deleteKeys(prefix);
  });

  it("gives back a stored page with its Buffers and segment Map, to another instance of the same build", async () => {
    const a = new RedisResponseCache({ serverDistDir: dist });
    const b = new RedisResponseCache({ serverDistDir: dist });
    const page = storedPage("<p>من نحن</p>", "_N_T_/layout,content:page:about-us");
    await a.set("/route-cache/APP_PAGE/h/$/en/about-us", page, { ...PAGE_CTX, cacheControl: CACHE_CONTROL });
    const entry = await b.get("/route-cache/APP_PAGE/h/$/en/about-us", PAGE_CTX);
    expect(entry?.cacheControl).toEqual(CACHE_CONTROL);
    expect(Math.abs(Date.now() - entry!.lastModified)).toBeLessThan(5_000);
    const value = entry!.value as ReturnType<typeof storedPage>;
    expect(value.html).toBe("<p>من نحن</p>");
    expect(Buffer.isBuffer(value.rscData) && value.rscData.equals(page.rscData)).toBe(true);
    expect(value.segmentData).toBeInstanceOf(Map);
    expect(value.segmentData.get("/[locale]/about-us/__PAGE__")).toEqual(Buffer.from([7, 7, 7]));

    // Another build never sees this build's pages.
    const other = new RedisResponseCache({ serverDistDir: serverDistDir("build-two") });
    expect(await other.get("/route-cache/APP_PAGE/h/$/en/about-us", PAGE_CTX)).toBeNull();
  });

  it("misses on every instance once a tag the page carries is expired on one", async () => {
    const a = new RedisResponseCache({ serverDistDir: dist });
    const b = new RedisResponseCache({ serverDistDir: dist });
    await a.set("/p/terms", storedPage("old terms", "_N_T_/layout,content:page:terms"), { ...PAGE_CTX, cacheControl: CACHE_CONTROL });
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await b.get("/p/terms", PAGE_CTX)).not.toBeNull();
    await a.revalidateTag("content:page:terms", { expire: 0 });
    expect(await b.get("/p/terms", PAGE_CTX)).toBeNull();
    // A tag the page does not carry changes nothing.
    await a.set("/p/privacy", storedPage("privacy", "_N_T_/layout,content:page:privacy"), { ...PAGE_CTX, cacheControl: CACHE_CONTROL });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await b.revalidateTag(["content:page:terms"]);
    expect(await a.get("/p/privacy", PAGE_CTX)).not.toBeNull();
  });

  it("answers a page whose tag went stale as past its revalidate time, not past its expiry", async () => {
    const a = new RedisResponseCache({ serverDistDir: dist });
    await a.set("/p/offer-12", storedPage("4 places", "content:offer:12"), { ...PAGE_CTX, cacheControl: { revalidate: 60, expire: 86_400 } });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await new RedisResponseCache({ serverDistDir: dist }).revalidateTag(["content:offer:12"], { expire: 31_536_000 });
    const entry = await a.get("/p/offer-12", PAGE_CTX);
    const now = Date.now();
    expect(entry).not.toBeNull();
    expect(entry!.lastModified + 60_000).toBeLessThan(now);
    expect(entry!.lastModified + 86_400_000).toBeGreaterThan(now);
  });

  it("keeps a route's body and a fetch's tags", async () => {
    const a = new RedisResponseCache({ serverDistDir: dist });
    const route = { kind: "APP_ROUTE", body: Buffer.from('{"ok":true}'), headers: { "content-type": "application/json" }, status: 200 };
    await a.set("/route-cache/APP_ROUTE/h/$/sitemap.xml", route, { cacheControl: CACHE_CONTROL });
    const entry = await a.get("/route-cache/APP_ROUTE/h/$/sitemap.xml", { kind: "APP_ROUTE" });
    expect((entry!.value as typeof route).body.toString()).toBe('{"ok":true}');

    const fetched = { kind: "FETCH", data: { headers: {}, body: "e30=", url: "http://provider/x", status: 200 }, revalidate: 60 };
    await a.set("fetch-key", fetched, { fetchCache: true });
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await a.get("fetch-key", { kind: "FETCH", tags: ["content:rates"], softTags: [] })).not.toBeNull();
    await a.revalidateTag(["content:rates"]);
    expect(await a.get("fetch-key", { kind: "FETCH", tags: ["content:rates"], softTags: [] })).toBeNull();
  });
});
