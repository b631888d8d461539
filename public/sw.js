// Rahhal's service worker (hand-written; docs/offline.md says why not a library). Its one job: a paid ticket or voucher
// the traveller opened, its invoice and what they need to draw, stay readable without a network, and a page in each
// language says so when something else is asked for offline. It caches nothing else: no API answer (tokens, sessions),
// no other page. Documents are network-first (a fresh one is always preferred and replaces the kept copy); the kept
// copy answers only when the network fails.
//
// Two caches:
//   - PRIVATE: the signed-in traveller's documents and their assets. The pages empty it when nobody is signed in any
//     more, or someone else is (lib/offline/session.ts), and at sign-out (components/layout/logout.ts); here, a
//     document the server no longer shows (redirected to sign-in, not found) is dropped.
//   - SHELL: the offline page of each language and its assets, public, kept at install.
// lib/offline/names.ts repeats the names and the document rule for the pages (a unit test keeps them in step).

const VERSION = "v1";
const PRIVATE_CACHE = "rahhal-offline-private";
const SHELL_CACHE = `rahhal-offline-shell-${VERSION}`;
const OFFLINE_PAGES = { ar: "/offline", en: "/en/offline" };
/** The entry naming whose documents PRIVATE holds, written by the pages when they claim it (lib/offline/session.ts). */
const OWNER_KEY = "/__offline-owner";
/**
 * A reservation's printable documents: the ticket or voucher (lib/reservations/reservation-kinds.ts's voucherPath) and
 * any invoice beside it (`…/reservation/<id>/invoice`, `…/tax-invoice`), in either language.
 */
const DOCUMENT_PATH =
  /^(?:\/en)?\/(?:offer\/[^/]+|flight\/[^/]+\/booking|hotel\/[^/]+|chalet\/[^/]+|airport-taxi)\/reservation\/[^/]+\/(?:ticket|voucher|invoice|tax-invoice)\/?$/;
/** Files a kept page needs to draw: the build's hashed assets, the self-hosted fonts, the app's icons. */
const ASSET_PATH = /^\/(?:_next\/static\/|fonts\/|icons\/)/;
/** Asset addresses named in a page's HTML or a stylesheet (src/href attributes, CSS url(), preload links). */
const ASSET_REFERENCE = /(?:href|src)="(\/(?:_next\/static|fonts|icons)\/[^"?#]+)"|url\((\/(?:_next\/static|fonts|icons)\/[^)?#]+)\)/g;
/**
 * How many documents the private cache keeps: the most recently opened ones (a ticket and its invoice are two). Older
 * ones are dropped; and after each document kept, every asset no kept document needs any more (a replaced build's files).
 */
const MAX_DOCUMENTS = 40;
/** Same-origin links in a kept document to another document of the rule (the ticket's invoice). */
const LINK_REFERENCE = /href="(\/[^"?#]*)"/g;

function isDocumentPath(pathname) {
  return DOCUMENT_PATH.test(pathname);
}

function offlinePageFor(pathname) {
  return pathname === "/en" || pathname.startsWith("/en/") ? OFFLINE_PAGES.en : OFFLINE_PAGES.ar;
}

/** The asset paths a page or stylesheet names, once each. */
function assetReferences(text) {
  const found = new Set();
  for (const match of text.matchAll(ASSET_REFERENCE)) found.add(match[1] ?? match[2]);
  return [...found];
}

/** The document paths (other than `self`) a kept document links to: its invoice, its ticket from the invoice. */
function documentLinks(text, self) {
  const found = new Set();
  for (const match of text.matchAll(LINK_REFERENCE)) {
    const path = match[1].replace(/&amp;/g, "&");
    if (path !== self && isDocumentPath(path)) found.add(path);
  }
  return [...found];
}

function sameOrigin(url) {
  return url.origin === self.location.origin;
}

/** Keeps what a page names and, for each stylesheet, the fonts it names in turn. Failures are skipped: best effort. */
async function keepAssets(cache, text) {
  await Promise.all(
    assetReferences(text).map(async (path) => {
      if (await cache.match(path)) return;
      const response = await fetch(path, { credentials: "same-origin" }).catch(() => null);
      if (!response || !response.ok) return;
      if (path.endsWith(".css")) {
        const css = await response.clone().text();
        await cache.put(path, response);
        await keepAssets(cache, css);
      } else await cache.put(path, response);
    }),
  );
}

/** A document answer worth keeping: a 200 HTML page the server rendered for this address (not a redirect's end). */
function keepable(response) {
  return response.ok && response.status === 200 && !response.redirected && (response.headers.get("content-type") ?? "").includes("text/html");
}

/** Stores a document the network just answered, with its assets and the documents it links to (fetched once). */
async function keepDocument(path, response, { followLinks = true } = {}) {
  const text = await response.clone().text();
  const cache = await caches.open(PRIVATE_CACHE);
  // Deleted first so that the cache's order (the order of its keys) is the order documents were last opened in.
  await cache.delete(path);
  await cache.put(path, response);
  await keepAssets(cache, text);
  if (!followLinks) return;
  await Promise.all(
    documentLinks(text, path).map(async (link) => {
      const linked = await fetch(link, { credentials: "same-origin", redirect: "manual" }).catch(() => null);
      if (linked && keepable(linked)) await keepDocument(link, linked, { followLinks: false });
    }),
  );
  await trim(cache);
}

/** Drops all but the MAX_DOCUMENTS last kept documents, then the assets that no kept document (or its CSS) names. */
async function trim(cache) {
  const documentsOf = (keys) => keys.filter((request) => isDocumentPath(new URL(request.url).pathname));
  const documents = documentsOf(await cache.keys());
  const dropped = documents.slice(0, Math.max(0, documents.length - MAX_DOCUMENTS));
  await Promise.all(dropped.map((request) => cache.delete(request)));
  // Listed again: a document kept meanwhile (another tab) counts, so its assets stay.
  const keys = await cache.keys();
  const needed = new Set();
  const collect = async (text) => {
    for (const path of assetReferences(text)) {
      if (needed.has(path)) continue;
      needed.add(path);
      const stylesheet = path.endsWith(".css") ? await cache.match(path) : undefined;
      if (stylesheet) await collect(await stylesheet.text());
    }
  };
  for (const request of documentsOf(keys)) {
    const kept = await cache.match(request);
    if (kept) await collect(await kept.text());
  }
  await Promise.all(
    keys
      .filter((request) => ASSET_PATH.test(new URL(request.url).pathname) && !needed.has(new URL(request.url).pathname))
      .map((request) => cache.delete(request)),
  );
}

async function forgetDocument(path) {
  const cache = await caches.open(PRIVATE_CACHE);
  await cache.delete(path);
}

/** The answer offline: the kept document, else the offline page of the address's language. */
async function offlineAnswer(pathname, document) {
  if (document) {
    const cache = await caches.open(PRIVATE_CACHE);
    // Only a cache a signed-in traveller claimed: one emptied at sign-out and refilled by a late write has no owner.
    const kept = (await cache.match(OWNER_KEY)) ? await cache.match(pathname) : undefined;
    if (kept) return kept;
  }
  const page = await (await caches.open(SHELL_CACHE)).match(offlinePageFor(pathname));
  return page ?? Response.error();
}

async function navigate(event, url) {
  const document = isDocumentPath(url.pathname);
  let response;
  try {
    response = await fetch(event.request);
  } catch {
    return offlineAnswer(url.pathname, document);
  }
  if (document) {
    if (keepable(response)) event.waitUntil(keepDocument(url.pathname, response.clone()).catch(() => {}));
    // A redirect (to sign in, or to the reservation's right address) or a 404: the server no longer shows this page here.
    else if (response.type === "opaqueredirect" || response.redirected || response.status === 404 || response.status === 401 || response.status === 403)
      event.waitUntil(forgetDocument(url.pathname));
  }
  return response;
}

/** A kept asset (the hashed files never change), else the network. */
async function asset(request) {
  const kept = await caches.match(request, { ignoreSearch: false });
  return kept ?? fetch(request);
}

async function installShell() {
  const cache = await caches.open(SHELL_CACHE);
  await Promise.all(
    Object.values(OFFLINE_PAGES).map(async (path) => {
      const response = await fetch(path, { credentials: "omit", cache: "no-store" });
      if (!keepable(response)) throw new Error(`offline page ${path}: ${response.status}`);
      const text = await response.clone().text();
      await cache.put(path, response);
      await keepAssets(cache, text);
    }),
  );
}

self.addEventListener("install", (event) => {
  event.waitUntil(installShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith("rahhal-offline-shell-") && name !== SHELL_CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (!sameOrigin(url) || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(navigate(event, url));
  else if (ASSET_PATH.test(url.pathname)) event.respondWith(asset(request));
});

/**
 * From the pages (lib/offline/session.ts): `keep` a document opened before this worker controlled the page (its first
 * visit), fetched again with the visitor's cookies; `forget` everything private (nobody, or somebody else, signed in).
 */
self.addEventListener("message", (event) => {
  const data = event.data ?? {};
  if (data.type === "keep" && typeof data.path === "string" && isDocumentPath(data.path)) {
    event.waitUntil(
      fetch(data.path, { credentials: "same-origin", redirect: "manual" })
        .then((response) => (keepable(response) ? keepDocument(data.path, response) : forgetDocument(data.path)))
        .then(() => event.source?.postMessage({ type: "kept", path: data.path }))
        .catch(() => {}),
    );
  } else if (data.type === "forget") {
    event.waitUntil(caches.delete(PRIVATE_CACHE));
  }
});

// For the unit tests (lib/offline/service-worker.test.ts), which run this file in a simulated worker scope.
self.__offline = { MAX_DOCUMENTS, PRIVATE_CACHE, SHELL_CACHE, OWNER_KEY, OFFLINE_PAGES, DOCUMENT_PATH, isDocumentPath, offlinePageFor, assetReferences, documentLinks };
