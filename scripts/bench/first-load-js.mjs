// First-load JavaScript of a page, as the budget and `npm run bench:pages` count it.
//
// "First load" = every script a browser with an empty cache fetches or runs for the HTML document itself,
// before any navigation or interaction:
//   - external scripts: each `<script src>` (async, defer or blocking) and each script the document tells the
//     browser to fetch at once (`<link rel="preload" as="script">`, `<link rel="modulepreload">`), once per URL;
//   - inline scripts: the text of every inline `<script>` that runs as JavaScript (Next's RSC payload
//     `self.__next_f.push(…)` is the bulk of it, with the translations a client island receives).
// Not counted: `nomodule` scripts (modern browsers skip them), non-JavaScript script types
// (`application/ld+json`, `application/json`, `importmap`), `prefetch` hints (fetched at idle for a later page),
// and chunks fetched later by `next/dynamic` or a route prefetch.
// Size = gzip -9 of each external script, summed, plus gzip -9 of all inline scripts joined in document order
// (they travel inside one compressed HTML response, so they are compressed together). Reported in KiB (1,024 bytes).
import { gzipSync } from "node:zlib";

const JS_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript"]);

/** Attributes of one start tag (names lower-cased; a bare attribute has the value ""). */
export function parseAttributes(tagSource) {
  const attributes = {};
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const inner = tagSource.replace(/^<\s*[a-z0-9-]+/i, "").replace(/\/?>$/, "");
  for (const match of inner.matchAll(pattern)) {
    const value = match[2] ?? match[3] ?? match[4] ?? "";
    attributes[match[1].toLowerCase()] = decodeEntities(value);
  }
  return attributes;
}

function decodeEntities(value) {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/**
 * The scripts an HTML document loads on first load: `external` URLs (resolved against `baseUrl`, in document
 * order, without duplicates) and the `inline` script texts.
 */
export function collectScripts(html, baseUrl) {
  const external = [];
  const inline = [];
  const seen = new Set();
  const addExternal = (href) => {
    const url = new URL(href, baseUrl).href;
    if (!seen.has(url)) {
      seen.add(url);
      external.push(url);
    }
  };
  const tags = /<script\b[^>]*>([\s\S]*?)<\/script\s*>|<link\b[^>]*>/gi;
  for (const match of html.matchAll(tags)) {
    const source = match[0];
    const openTag = source.slice(0, source.indexOf(">") + 1);
    const attributes = parseAttributes(openTag);
    if (/^<script/i.test(source)) {
      if ("nomodule" in attributes) continue;
      if (!JS_TYPES.has((attributes.type ?? "").trim().toLowerCase())) continue;
      if (attributes.src) addExternal(attributes.src);
      else if (match[1]) inline.push(match[1]);
      continue;
    }
    const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
    if (!attributes.href) continue;
    if (rel.includes("modulepreload") || (rel.includes("preload") && attributes.as?.toLowerCase() === "script")) {
      addExternal(attributes.href);
    }
  }
  return { external, inline };
}

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
export const kib = (bytes) => bytes / 1024;

/**
 * Fetches `pageUrl` and every script it loads first; `cache` (URL → gzip size) is shared across pages so a
 * chunk common to all pages is downloaded once per run. Returns sizes in bytes.
 */
export async function measurePage(pageUrl, cache = new Map()) {
  const response = await fetch(pageUrl, { redirect: "manual", headers: { "accept-language": "en" } });
  const html = await response.text();
  if (response.status !== 200) {
    throw new Error(`${pageUrl} answered ${response.status}${response.headers.get("location") ? ` → ${response.headers.get("location")}` : ""}`);
  }
  const { external, inline } = collectScripts(html, pageUrl);
  let externalGzip = 0;
  for (const url of external) {
    if (!cache.has(url)) {
      const script = await fetch(url);
      if (script.status !== 200) throw new Error(`${url} (loaded by ${pageUrl}) answered ${script.status}`);
      cache.set(url, gzipSize(Buffer.from(await script.arrayBuffer())));
    }
    externalGzip += cache.get(url);
  }
  const inlineGzip = inline.length ? gzipSize(Buffer.from(inline.join("\n"))) : 0;
  return {
    html,
    htmlBytes: Buffer.byteLength(html),
    scripts: external.length,
    externalGzip,
    inlineGzip,
    totalGzip: externalGzip + inlineGzip,
  };
}
