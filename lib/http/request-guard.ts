// What the Node server does before Next sees a request. Some inputs make Next fail before any of our code runs,
// so proxy.ts cannot answer them: a TRACE request (Next builds a fetch Request, which refuses that method: 500),
// an absolute-form request line (`GET http://evil.example/en`: Next's repeated-slash rule answers 308 to that
// host), a Next-Router-State-Tree header Next cannot parse (500; Next strips that header before proxy.ts runs)
// and answers Next writes outside routing (its last-resort 500) that would carry no security headers. Headers that
// name the site's address (HSTS when APP_URL is https, the cached pages' hreflang Link) are set here, at request time,
// never in next.config.mjs, whose headers the build fixes.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { cachedPageLink, cachedPagePatterns, cachedPageUrls } from "../routing/cached-pages.mjs";
import { appOrigin } from "./app-origin";
import { installPageCache, type PageCache } from "./page-cache";
import { isValidRouterStateHeader } from "./router-state";
import { securityHeaders } from "./security-headers.mjs";

/**
 * The methods pages and the API answer; anything else (TRACE would echo the request back, cookies included; WebDAV's
 * PROPFIND; CONNECT) gets 405 here, before routing: the cached public pages never reach proxy.ts.
 */
const PAGE_METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);
const API_METHODS = new Set([...PAGE_METHODS, "PUT", "PATCH", "DELETE"]);
export const ALLOWED_METHODS = [...API_METHODS].join(", ");

/** The methods the (relative) target answers: the API takes writes, pages do not. */
function allowedMethods(target: string): Set<string> {
  const path = target.split(/[?#]/, 1)[0] ?? target;
  return path === "/api" || path.startsWith("/api/") ? API_METHODS : PAGE_METHODS;
}

/**
 * The request target as a path on this site: an absolute-form target (`GET http://host/x`) names a host, and this site
 * only ever serves its own, so its path and query are kept. Null when it does not parse.
 */
function relativeTarget(target: string): string | null {
  if (target.startsWith("/") || target === "*") return target;
  try {
    const parsed = new URL(target);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}

/** Answers the request itself (true) or prepares it for Next (false): security headers set, request line made relative. */
export function guardRequest(req: IncomingMessage, res: ServerResponse): boolean {
  // Set first, so that every answer has them, even one Next writes when it fails; Next may still replace them.
  for (const { key, value } of securityHeaders()) {
    if (!res.hasHeader(key)) res.setHeader(key, value);
  }
  // Made relative first, so that the methods are chosen for the path Next will route (`PUT http://h?/api/x` is `/`).
  const target = relativeTarget(req.url ?? "/");
  if (target === null) return badRequest(res);
  req.url = target;
  // The cached pages skip proxy.ts, where next-intl names the alternates; set here, per request, from the APP_URL this
  // process runs with (a build serves any address), and kept with the page's copy (lib/http/page-cache.ts).
  const link = cachedPageLink(target.split(/[?#]/, 1)[0] ?? target, appOrigin());
  if (link && !res.hasHeader("link")) res.setHeader("link", link);
  const allowed = allowedMethods(target);
  if (!allowed.has((req.method ?? "").toUpperCase())) {
    res.writeHead(405, { allow: [...allowed].join(", "), "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
    res.end("Method Not Allowed");
    return true;
  }
  const tree = req.headers["next-router-state-tree"];
  if (Array.isArray(tree) || !isValidRouterStateHeader(tree ?? null)) return badRequest(res);
  // The app has no server actions, so every Next-Action id is unknown; Next would answer one with a 500 and an error
  // in the log. It is a client's mistake or a probe: 404, and a notice.
  if (req.headers["next-action"] !== undefined) return unknownAction(req, res);
  return false;
}

let lastActionNotice = 0;
let quietActions = 0;

/** 404 to a server-action call; logged as one line, at most once a minute (with how many went unlogged meanwhile). */
function unknownAction(req: IncomingMessage, res: ServerResponse): true {
  const now = Date.now();
  if (now - lastActionNotice >= 60_000) {
    const also = quietActions > 0 ? ` (and ${quietActions} more since the last notice)` : "";
    console.warn(`[guard] ${req.method} ${(req.url ?? "/").split("?")[0]} named a server action; this app has none: 404${also}`);
    lastActionNotice = now;
    quietActions = 0;
  } else {
    quietActions++;
  }
  res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  res.end("Not Found");
  return true;
}

function badRequest(res: ServerResponse): true {
  res.writeHead(400, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  res.end("Bad Request");
  return true;
}

function refuseConnect(_req: IncomingMessage, socket: Duplex) {
  const headers = securityHeaders()
    .map(({ key, value }) => `${key}: ${value}\r\n`)
    .join("");
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\n${headers}Content-Length: 0\r\nConnection: close\r\n\r\n`);
}

const INSTALLED = Symbol.for("rahhal.requestGuard");

/**
 * Puts guardRequest, then the cached pages' copies (lib/http/page-cache.ts), in front of every HTTP server of this
 * process (Next's own). Called once from instrumentation's
 * register(); a flag on globalThis keeps dev reloads from stacking it.
 */
export function installRequestGuard(): void {
  const registry = globalThis as { [INSTALLED]?: boolean };
  if (registry[INSTALLED]) return;
  registry[INSTALLED] = true;
  // `next dev` renders every request anew; only a production server keeps copies.
  const pages: PageCache | null = process.env.NODE_ENV === "production" ? installPageCache({ paths: cachedPageUrls(), patterns: cachedPagePatterns() }) : null;
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      // Node drops a CONNECT silently unless someone listens: answer it 405 like TRACE.
      if (this.listenerCount("connect") === 0) this.on("connect", refuseConnect);
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (guardRequest(req, res) || pages?.serve(req, res)) return true;
    }
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
}
