// The page cache in front of a stand-in for Next: a real HTTP server that counts what it renders.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { metricsRegistry } from "../observe/registry.mjs";
import { createPageCache, dedupeLinks, FILL_HEADER, HIT_HEADER, type PageCache } from "./page-cache";

const LINK = '<http://x/about-us>; rel="alternate"; hreflang="ar", <http://x/en/about-us>; rel="alternate"; hreflang="en"';

type Next = { renders: number; body: string; cache: string };

let server: http.Server;
let base: string;
let next: Next;
let cache: PageCache;
let clock: number;

function start(options: { ttlMs?: number; patterns?: RegExp[]; maxEntries?: number } = {}) {
  next = { renders: 0, body: "<html><body>about v1</body></html>", cache: "HIT" };
  clock = 1_000;
  cache = createPageCache({
    paths: ["/about-us", "/en"],
    patterns: options.patterns,
    maxEntries: options.maxEntries,
    ttlMs: options.ttlMs ?? 10_000,
    now: () => clock,
  });
  server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    next.renders++;
    // An id nobody knows: Next's not-found page.
    if (req.url?.includes("/offer/404")) res.statusCode = 404;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("cache-control", "s-maxage=3600, stale-while-revalidate=82800");
    res.setHeader("link", [LINK, `${LINK}, </>; rel=preconnect`]);
    res.setHeader("x-nextjs-cache", next.cache);
    res.setHeader("set-cookie", "never=stored");
    res.setHeader("x-request-id", `req-${next.renders}-0000000`);
    res.end(`${next.body} ${req.url}`);
  });
  return new Promise<void>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

const get = (path: string, headers: Record<string, string> = {}, method = "GET") => fetch(base + path, { method, headers });

async function warm(path: string) {
  await (await get(path)).text();
  await cache.settled();
}

beforeEach(() => start());
afterEach(() => new Promise((resolve) => server.close(resolve)));

/** A pattern URL is filled once the visitor's answer is finished: give that a moment, then wait for the fill. */
async function warmByShape(path: string) {
  await (await get(path)).text();
  await new Promise((resolve) => setTimeout(resolve, 30));
  await cache.settled();
}

describe("page cache", () => {
  it("forgets only the pages it is told to, when told which", async () => {
    await warm("/about-us");
    await warm("/en");
    cache.forget(["/about-us"]);
    expect((await get("/about-us")).headers.get(HIT_HEADER)).toBeNull();
    expect((await get("/en")).headers.get(HIT_HEADER)).toBe("hit");
  });

  it("answers an offer's page by its shape once Next answered it 200, never a made-up id, and keeps the newest only", async () => {
    await new Promise((resolve) => server.close(resolve));
    await start({ patterns: [/^\/offer\/\d+$/], maxEntries: 2 });
    await warmByShape("/offer/1");
    expect(next.renders).toBe(2);
    expect((await get("/offer/1")).headers.get(HIT_HEADER)).toBe("hit");
    expect(next.renders).toBe(2);

    // Unknown: answered by Next each time, never filled or stored.
    await warmByShape("/offer/404");
    await warmByShape("/offer/404");
    expect(next.renders).toBe(4);
    // A query or another shape is not this cache's.
    await warmByShape("/offer/1?x=1");
    expect(next.renders).toBe(5);

    await warmByShape("/offer/2");
    await warmByShape("/offer/3");
    expect((await get("/offer/3")).headers.get(HIT_HEADER)).toBe("hit");
    expect((await get("/offer/1")).headers.get(HIT_HEADER)).toBeNull(); // the oldest went
    // The exact pages are never evicted for pattern ones.
    await warm("/about-us");
    expect((await get("/about-us")).headers.get(HIT_HEADER)).toBe("hit");
  });

  it("answers a page from memory once Next has answered it, with Next's bytes and headers", async () => {
    const first = await get("/about-us");
    expect(first.headers.get(HIT_HEADER)).toBeNull();
    expect(await first.text()).toBe("<html><body>about v1</body></html> /about-us");
    await cache.settled();
    expect(next.renders).toBe(2); // the visitor's, then the fill's

    const second = await get("/about-us");
    expect(await second.text()).toBe("<html><body>about v1</body></html> /about-us");
    expect(next.renders).toBe(2);
    expect(second.headers.get(HIT_HEADER)).toBe("hit");
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.headers.get("cache-control")).toBe("s-maxage=3600, stale-while-revalidate=82800");
    expect(second.headers.get("link")).toBe(`${LINK}, </>; rel=preconnect`);
    expect(second.headers.get("set-cookie")).toBeNull();
    expect(second.headers.get("x-nextjs-cache")).toBeNull();
    // The fill's request id is not every visitor's.
    expect(second.headers.get("x-request-id")).toBeNull();
    expect(second.headers.get("etag")).toMatch(/^"[\w-]{27}"$/);
  });

  it("counts its hits, stale answers and misses for /api/metrics", async () => {
    const count = async (result: string) => {
      const metric = metricsRegistry().getSingleMetric("rahhal_cache_lookups_total");
      return (metric ? (await metric.get()).values : []).find((value) => value.labels.cache === "page" && value.labels.result === result)?.value ?? 0;
    };
    const before = { hit: await count("hit"), stale: await count("stale"), miss: await count("miss") };
    await warm("/about-us");
    await (await get("/about-us")).text();
    clock += 10_000;
    await (await get("/about-us")).text();
    await (await get("/not-cached")).text();
    expect({ hit: await count("hit"), stale: await count("stale"), miss: await count("miss") }).toEqual({
      hit: before.hit + 1,
      stale: before.stale + 1,
      miss: before.miss + 1,
    });
  });

  it("sends brotli or gzip compressed once, and the plain bytes to a client that takes neither", async () => {
    await warm("/about-us");
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      ["br;q=0, gzip", "gzip", gunzipSync],
    ] as const) {
      // fetch would decode what it receives: read the bytes as sent, through node:http.
      const raw = await rawGet("/about-us", accept);
      expect(raw.encoding).toBe(encoding);
      expect(decode(raw.body).toString()).toBe("<html><body>about v1</body></html> /about-us");
    }
    const plain = await rawGet("/about-us", "identity");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe("<html><body>about v1</body></html> /about-us");
  });

  it("answers 304 to a matching If-None-Match and HEAD without a body", async () => {
    await warm("/about-us");
    const etag = (await get("/about-us")).headers.get("etag")!;
    const unchanged = await get("/about-us", { "if-none-match": `W/${etag}` });
    expect(unchanged.status).toBe(304);
    const head = await get("/about-us", { "accept-encoding": "identity" }, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength("<html><body>about v1</body></html> /about-us"));
    expect(next.renders).toBe(2);
  });

  it("leaves to Next other URLs, queries, the router's requests, writes and its own fills", async () => {
    await warm("/about-us");
    const before = next.renders;
    await (await get("/terms-and-conditions")).text();
    await (await get("/about-us?from=RUH")).text();
    await (await get("/about-us", { rsc: "1" })).text();
    await (await get("/about-us", { "next-router-prefetch": "1" })).text();
    await (await get("/about-us", { [FILL_HEADER]: "1" })).text();
    await (await get("/about-us", {}, "POST")).text();
    await cache.settled();
    expect(next.renders - before).toBe(6);
  });

  it("forgets every page after a write, and keeps no fill that started before it", async () => {
    await warm("/about-us");
    next.body = "<html><body>about v2</body></html>";
    cache.forget();
    const afterWrite = await get("/about-us");
    expect(afterWrite.headers.get(HIT_HEADER)).toBeNull();
    expect(await afterWrite.text()).toContain("about v2");

    // A fill under way when the next write lands is not kept.
    cache.forget();
    await (await get("/en")).text();
    cache.forget();
    await cache.settled();
    expect((await get("/en")).headers.get(HIT_HEADER)).toBeNull();
  });

  it("serves its copy past the time to live while one fill asks Next again", async () => {
    await warm("/about-us");
    next.body = "<html><body>about v2</body></html>";
    clock += 10_000;
    expect(await (await get("/about-us")).text()).toContain("about v1");
    await cache.settled();
    expect(await (await get("/about-us")).text()).toContain("about v2");
  });

  it("never keeps the build's stand-in, an error or a stale answer past the next visit", async () => {
    next.body = '<html><body><footer data-build-placeholder="true"></footer></body></html>';
    await warm("/about-us");
    expect((await get("/about-us")).headers.get(HIT_HEADER)).toBeNull();

    next.body = "<html><body>about v1</body></html>";
    next.cache = "STALE";
    await warm("/en");
    next.body = "<html><body>about v2</body></html>";
    next.cache = "HIT";
    expect(await (await get("/en")).text()).toContain("about v1");
    await cache.settled();
    expect(await (await get("/en")).text()).toContain("about v2");
  });
});

describe("dedupeLinks", () => {
  it("keeps each link once, in order", () => {
    expect(dedupeLinks(`${LINK}, ${LINK}, </>; rel=preconnect`)).toBe(`${LINK}, </>; rel=preconnect`);
  });
});

function rawGet(path: string, acceptEncoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}
