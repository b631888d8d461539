// The cached public pages (lib/routing/cached-pages.mjs) answered from memory, in front of Next, as a CDN would.
//
// Next serves a prerendered page at about a third of the speed of a static file of the same size (routing, its
// response cache, streaming the stored HTML in chunks: `npm run bench:pages`, docs/product.md), and compresses it again
// for every visitor. These pages are the same for everyone, so this keeps what Next answered for each of them — status
// 200, its headers, its bytes, compressed once with gzip and brotli — and replays it. It never decides what a page
// says: every stored answer is one Next gave to a request of its own (a "fill"), made after a visitor asked.
//   - Only GET and HEAD of the exact URLs, or of URLs a pattern names (an offer's page, `/offer/12`), with no query and
//     none of the router's headers (RSC, prefetch, actions): everything else goes to Next untouched. A pattern's URL is
//     filled only after Next answered a visitor 200 for it, so made-up ids cost no second render, and at most
//     `maxEntries` of them are kept (the least recently stored go first).
//   - Kept `ttlMs` (10 s); after that the stored copy is still served while one fill asks Next again, so a page is
//     never older here than Next's own copy was ten seconds earlier.
//   - A write to public content (the BFF, after revalidateTag) calls `forgetCachedPages`: every copy goes, and a fill
//     that started before is not kept.
//   - The build's stand-in content (data-build-placeholder) is never kept.
// One instance's memory. With REDIS_URL set, a forget is also published to the other instances, which drop the same
// copies (lib/cache/page-forget-broadcast.mjs); without it, each instance revalidates its own copies.
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { onForgetBroadcast, queueForgetBroadcast } from "../cache/page-forget-broadcast.mjs";
import { countCacheLookup } from "../observe/registry.mjs";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Marks the cache's own requests to Next, which must not be answered from the cache. */
export const FILL_HEADER = "x-page-cache-fill";
/** Says which answers came from here (tests and operators read it). */
export const HIT_HEADER = "x-page-cache";
const PLACEHOLDER = 'data-build-placeholder="true"';

/** Request headers of Next's client router and server actions: such requests want something else than the page. */
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "next-url"];
/** Answer headers that belong to one connection, one encoding or one request (its id, proxy.ts), not to the page. */
const DROPPED_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "etag",
  "x-nextjs-cache",
  "x-request-id",
]);

type Entry = {
  headers: [string, string | string[]][];
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  storedAt: number;
};

export type PageFetcher = (path: string, port: number) => Promise<Response>;

export type PageCacheOptions = {
  /** The URLs (path only) this cache answers. */
  paths: readonly string[];
  /** More URLs it answers, by shape (whole path). */
  patterns?: readonly RegExp[];
  /** How many pattern URLs are kept at most. */
  maxEntries?: number;
  ttlMs?: number;
  /** How a fill asks Next for a page: a request to this server with FILL_HEADER set. */
  fetchPage?: PageFetcher;
  now?: () => number;
};

const fetchFromSelf: PageFetcher = (path, port) =>
  fetch(`http://127.0.0.1:${port}${path}`, { headers: { [FILL_HEADER]: "1", "accept-encoding": "identity" }, redirect: "manual" });

export type PageCache = {
  /** Answers the request from memory (true), or leaves it to Next (false) and, on a miss, starts a fill. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Drops every stored page, or those `only` names; fills already under way are not kept. */
  forget(only?: readonly string[]): void;
  /** Resolves when no fill is under way (tests). */
  settled(): Promise<void>;
};

export function createPageCache({
  paths,
  patterns = [],
  maxEntries = 500,
  ttlMs = 10_000,
  fetchPage = fetchFromSelf,
  now = Date.now,
}: PageCacheOptions): PageCache {
  const known = new Set(paths);
  const byPattern = (path: string) => !known.has(path) && patterns.some((pattern) => pattern.test(path));
  const entries = new Map<string, Entry>();
  const fills = new Map<string, Promise<void>>();
  let generation = 0;

  async function fill(path: string, port: number): Promise<void> {
    const started = generation;
    try {
      const response = await fetchPage(path, port);
      const body = Buffer.from(await response.arrayBuffer());
      const type = response.headers.get("content-type") ?? "";
      if (response.status !== 200 || !type.startsWith("text/html") || body.includes(PLACEHOLDER)) return;
      const [gzipped, brotli] = await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      ]);
      if (generation !== started) return;
      // Next answering from a stale copy is regenerating it: keep this one only until the next visitor asks again.
      const storedAt = response.headers.get("x-nextjs-cache") === "STALE" ? -Infinity : now();
      entries.delete(path);
      if (byPattern(path)) evictBeyond(maxEntries - 1);
      entries.set(path, { headers: keptHeaders(response.headers), identity: body, gzip: gzipped, br: brotli, etag: etagOf(body), storedAt });
    } catch (error) {
      console.error(`[page-cache] ${path}`, error);
    }
  }

  /** Drops the oldest stored pattern URLs until at most `keep` are left (a Map keeps insertion order). */
  function evictBeyond(keep: number) {
    const stored = [...entries.keys()].filter(byPattern);
    for (const path of stored.slice(0, Math.max(0, stored.length - keep))) entries.delete(path);
  }

  function startFill(path: string, port: number | undefined) {
    if (fills.has(path) || !port) return;
    const running = fill(path, port).finally(() => fills.delete(path));
    fills.set(path, running);
  }

  return {
    serve(req, res) {
      const path = cacheablePath(req, known, patterns);
      if (!path) return false;
      const entry = entries.get(path);
      if (!entry) {
        countCacheLookup("page", "miss");
        const port = req.socket.localPort;
        if (byPattern(path)) res.once("finish", () => res.statusCode === 200 && startFill(path, port));
        else startFill(path, port);
        return false;
      }
      const stale = now() - entry.storedAt >= ttlMs;
      if (stale) startFill(path, req.socket.localPort);
      countCacheLookup("page", stale ? "stale" : "hit");
      replay(req, res, entry);
      return true;
    },
    forget(only) {
      generation++;
      if (!only) return entries.clear();
      for (const path of only) entries.delete(path);
    },
    async settled() {
      while (fills.size) await Promise.all(fills.values());
    },
  };
}

/** The page's path when this request is one the cache may answer, else null. */
function cacheablePath(req: IncomingMessage, known: Set<string>, patterns: readonly RegExp[]): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "";
  if (!known.has(url) && !patterns.some((pattern) => pattern.test(url))) return null;
  if (req.headers[FILL_HEADER] !== undefined) return null;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  return url;
}

/** Next's headers without the per-connection ones; of its two Link headers, one that repeats the other is dropped. */
function keptHeaders(headers: Headers): [string, string | string[]][] {
  const kept: [string, string | string[]][] = [];
  for (const [name, value] of headers) {
    if (DROPPED_HEADERS.has(name) || name === "link" || name === "set-cookie") continue;
    kept.push([name, value]);
  }
  const links = headers.get("link");
  if (links) kept.push(["link", dedupeLinks(links)]);
  return kept;
}

/** `a, a, b` → `a, b`: Next repeats the config's Link value when it adds its own preconnect hint. */
export function dedupeLinks(value: string): string {
  const parts = value.split(/,\s*(?=<)/).map((part) => part.trim().replace(/,$/, ""));
  return [...new Set(parts)].join(", ");
}

const etagOf = (body: Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

function replay(req: IncomingMessage, res: ServerResponse, entry: Entry) {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("etag", entry.etag);
  res.setHeader(HIT_HEADER, "hit");
  if (req.headers["if-none-match"]?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === entry.etag)) {
    res.writeHead(304);
    res.end();
    return;
  }
  const [encoding, body] = chooseEncoding(req.headers["accept-encoding"], entry);
  if (encoding) res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", body.length);
  res.writeHead(200);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Brotli, then gzip, when the client lists them (without q=0); otherwise the plain bytes. */
function chooseEncoding(header: string | undefined, entry: Entry): [string | null, Buffer] {
  const accepted = new Set(
    (header ?? "")
      .split(",")
      .map((token) => token.trim().toLowerCase().split(";"))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has("br")) return ["br", entry.br];
  if (accepted.has("gzip")) return ["gzip", entry.gzip];
  return [null, entry.identity];
}

const SHARED = Symbol.for("rahhal.pageCache");
type Registry = { [SHARED]?: PageCache };

/** The process's page cache, once installed (lib/http/request-guard.ts); shared by instrumentation and route handlers. */
export function installPageCache(options: PageCacheOptions): PageCache {
  const registry = globalThis as Registry;
  if (!registry[SHARED]) {
    const cache = createPageCache(options);
    registry[SHARED] = cache;
    onForgetBroadcast((only) => cache.forget(only));
  }
  return registry[SHARED];
}

/**
 * After a write to public content: the next visitor of every cached page (or of those named) gets Next's fresh copy,
 * on this instance and (REDIS_URL) on the others.
 */
export function forgetCachedPages(only?: readonly string[]): void {
  (globalThis as Registry)[SHARED]?.forget(only);
  queueForgetBroadcast(only);
}
