// The offline worker (public/sw.js) run as the browser runs it: the file itself, in a scope with a Cache Storage and a
// network that the tests play. What a traveller gets offline, what is kept, and what is never kept.
import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { beforeEach, describe, expect, it } from "vitest";
import { DOCUMENT_PATH, OWNER_KEY, PRIVATE_CACHE } from "./names";

const ORIGIN = "https://rahhal.test";
const SOURCE = readFileSync(path.resolve(import.meta.dirname, "../../public/sw.js"), "utf8");
const absolute = (key: string | Request) => new URL(typeof key === "string" ? key : key.url, ORIGIN).href;

class FakeCache {
  entries = new Map<string, Response>();
  async match(key: string | Request) {
    return this.entries.get(absolute(key))?.clone();
  }
  async put(key: string | Request, response: Response) {
    this.entries.set(absolute(key), response);
  }
  async delete(key: string | Request) {
    return this.entries.delete(absolute(key));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

class FakeCacheStorage {
  stores = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new FakeCache());
    return this.stores.get(name)!;
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async match(key: string | Request) {
    for (const store of this.stores.values()) {
      const found = await store.match(key);
      if (found) return found;
    }
    return undefined;
  }
  paths(name: string) {
    return [...(this.stores.get(name)?.entries.keys() ?? [])].map((url) => new URL(url).pathname);
  }
}

type Answer = Response | "offline" | "redirect";
const html = (body: string) =>
  new Response(`<!doctype html><html><head><title>Doc | Rahhal</title></head><body>${body}</body></html>`, {
    headers: { "content-type": "text/html; charset=utf-8" },
  });
/** What a navigation fetch answers for a redirect (redirect: "manual"): an opaque redirect, status 0. */
const opaqueRedirect = () =>
  ({ type: "opaqueredirect", ok: false, status: 0, redirected: false, headers: new Headers(), clone: () => opaqueRedirect() }) as unknown as Response;

type Worker = {
  caches: FakeCacheStorage;
  requested: string[];
  network: Map<string, () => Answer>;
  online: { value: boolean };
  dispatch: (type: string, event: Record<string, unknown>) => Promise<{ response?: Response; responded: boolean }>;
  api: {
    MAX_DOCUMENTS: number;
    isDocumentPath: (path: string) => boolean;
    DOCUMENT_PATH: RegExp;
    PRIVATE_CACHE: string;
    OWNER_KEY: string;
    SHELL_CACHE: string;
  };
};

function startWorker(): Worker {
  const listeners = new Map<string, (event: unknown) => void>();
  const cacheStorage = new FakeCacheStorage();
  const requested: string[] = [];
  const network = new Map<string, () => Answer>();
  const online = { value: true };
  const fetchFake = async (input: string | Request) => {
    const url = absolute(input);
    requested.push(new URL(url).pathname);
    if (!online.value) throw new TypeError("Failed to fetch");
    const answer = network.get(new URL(url).pathname)?.() ?? new Response("not found", { status: 404 });
    return answer === "redirect" ? opaqueRedirect() : answer === "offline" ? Promise.reject(new TypeError("Failed to fetch")) : answer;
  };
  const self: Record<string, unknown> = {
    location: new URL(ORIGIN),
    clients: { claim: async () => {} },
    skipWaiting: async () => {},
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  vm.runInNewContext(SOURCE, { self, caches: cacheStorage, fetch: fetchFake, Response, Request, Headers, URL, Set, Promise, Object, TypeError, Error });
  return {
    caches: cacheStorage,
    requested,
    network,
    online,
    api: self.__offline as Worker["api"],
    async dispatch(type, fields) {
      const pending: Promise<unknown>[] = [];
      let responded: Promise<Response> | undefined;
      listeners.get(type)!({ ...fields, respondWith: (p: Promise<Response>) => (responded = p), waitUntil: (p: Promise<unknown>) => pending.push(p) });
      const response = responded ? await responded : undefined;
      // Work the worker goes on with after answering (keeping a document and its assets).
      for (let i = 0; i < pending.length; i++) await pending[i];
      return { response, responded: !!responded };
    },
  };
}

const navigation = (pathname: string) => ({ request: { url: `${ORIGIN}${pathname}`, method: "GET", mode: "navigate" } });
const TICKET = "/en/flight/f1/booking/reservation/r1/ticket";
const INVOICE = "/en/flight/f1/booking/reservation/r1/invoice";
const ticketPage = () =>
  html(
    `<link rel="stylesheet" href="/_next/static/css/app.css"><script src="/_next/static/chunks/page.js"></script>` +
      `<link rel="preload" href="/fonts/roboto-latin-wght-v1.woff2" as="font"><h1>Electronic ticket</h1><svg data-testid="ticket-qr"></svg>` +
      `<a href="/en/flight/f1/booking/reservation/r1">Reservation</a><a href="${INVOICE}">Invoice</a><a href="/en/help">Help</a>`,
  );

function playSite(worker: Worker) {
  worker.network.set(TICKET, ticketPage);
  worker.network.set(INVOICE, () => html("<h1>Tax invoice</h1>"));
  worker.network.set(
    "/_next/static/css/app.css",
    () => new Response("body{font-family:x} @font-face{src:url(/fonts/cairo-arabic-wght-v1.woff2)}", { headers: { "content-type": "text/css" } }),
  );
  worker.network.set("/_next/static/chunks/page.js", () => new Response("1"));
  worker.network.set("/fonts/roboto-latin-wght-v1.woff2", () => new Response("font"));
  worker.network.set("/fonts/cairo-arabic-wght-v1.woff2", () => new Response("font"));
  worker.network.set("/offline", () => html("<h1>أنت غير متصل</h1>"));
  worker.network.set("/en/offline", () => html("<h1>You are offline</h1>"));
  worker.network.set("/en/help", () => html("<h1>Help</h1>"));
}

/** The pages' claim on the private cache (lib/offline/session.ts writes it once the session names a user). */
async function claim(worker: Worker) {
  await (await worker.caches.open(PRIVATE_CACHE)).put(OWNER_KEY, new Response("owner-hash"));
}

describe("the offline worker (public/sw.js)", () => {
  let worker: Worker;
  beforeEach(async () => {
    worker = startWorker();
    playSite(worker);
    await worker.dispatch("install", {});
  });

  it("shares its cache names and its document rule with the pages (lib/offline/names.ts)", () => {
    expect(worker.api.PRIVATE_CACHE).toBe(PRIVATE_CACHE);
    expect(worker.api.OWNER_KEY).toBe(OWNER_KEY);
    expect(worker.api.DOCUMENT_PATH.source).toBe(DOCUMENT_PATH.source);
  });

  it("knows a ticket, a voucher and an invoice of every kind in both languages, and nothing else", () => {
    const documents = [
      "/flight/9/booking/reservation/abc/ticket",
      "/en/offer/3/reservation/abc/ticket",
      "/hotel/8/reservation/abc/voucher",
      "/en/chalet/8/reservation/abc/voucher",
      "/airport-taxi/reservation/abc/voucher",
      "/en/hotel/8/reservation/abc/invoice",
      "/flight/9/booking/reservation/abc/tax-invoice",
    ];
    for (const path of documents) expect([path, worker.api.isDocumentPath(path)]).toEqual([path, true]);
    const others = [
      "/all-reservations",
      "/en/flight/9/booking/reservation/abc",
      "/flight/9/booking",
      "/api/flight-backend/api/Reservations/abc/ticket",
      "/profile",
      "/en/hotel/8",
    ];
    for (const path of others) expect([path, worker.api.isDocumentPath(path)]).toEqual([path, false]);
  });

  it("keeps both offline pages and what they need at install", () => {
    expect(worker.caches.paths(worker.api.SHELL_CACHE)).toEqual(expect.arrayContaining([`/offline`, `/en/offline`]));
  });

  it("keeps an opened ticket with its stylesheet, script, fonts and invoice, and answers it offline", async () => {
    await claim(worker);
    const online = await worker.dispatch("fetch", navigation(TICKET));
    expect(await online.response!.text()).toContain("Electronic ticket");
    expect(worker.caches.paths(PRIVATE_CACHE).sort()).toEqual(
      [
        OWNER_KEY,
        TICKET,
        INVOICE,
        "/_next/static/css/app.css",
        "/_next/static/chunks/page.js",
        "/fonts/roboto-latin-wght-v1.woff2",
        "/fonts/cairo-arabic-wght-v1.woff2",
      ].sort(),
    );
    worker.online.value = false;
    const ticket = await worker.dispatch("fetch", navigation(TICKET));
    expect(await ticket.response!.text()).toContain('data-testid="ticket-qr"');
    expect(await (await worker.dispatch("fetch", navigation(INVOICE))).response!.text()).toContain("Tax invoice");
    const css = await worker.dispatch("fetch", { request: new Request(`${ORIGIN}/_next/static/css/app.css`) });
    expect(await css.response!.text()).toContain("font-family");
  });

  it("prefers the network while online: a ticket changed since is answered and kept fresh", async () => {
    await claim(worker);
    await worker.dispatch("fetch", navigation(TICKET));
    worker.network.set(TICKET, () => html("<h1>Electronic ticket</h1><p>Seat 14C</p>"));
    expect(await (await worker.dispatch("fetch", navigation(TICKET))).response!.text()).toContain("Seat 14C");
    worker.online.value = false;
    expect(await (await worker.dispatch("fetch", navigation(TICKET))).response!.text()).toContain("Seat 14C");
  });

  it("answers the offline page of the address's language for a page it did not keep", async () => {
    worker.online.value = false;
    expect(await (await worker.dispatch("fetch", navigation("/en/hotel/8"))).response!.text()).toContain("You are offline");
    expect(await (await worker.dispatch("fetch", navigation("/hotel/8"))).response!.text()).toContain("أنت غير متصل");
    expect(await (await worker.dispatch("fetch", navigation("/flight/1/booking/reservation/zz/ticket"))).response!.text()).toContain("أنت غير متصل");
  });

  it("keeps no other page, and leaves the API and every non-GET request to the network", async () => {
    await claim(worker);
    await worker.dispatch("fetch", navigation("/en/help"));
    expect(worker.caches.paths(PRIVATE_CACHE)).toEqual([OWNER_KEY]);
    const api = await worker.dispatch("fetch", { request: new Request(`${ORIGIN}/api/auth/session`) });
    const post = await worker.dispatch("fetch", { request: new Request(`${ORIGIN}${TICKET}`, { method: "POST", body: "x" }) });
    const elsewhere = await worker.dispatch("fetch", { request: new Request("https://js.stripe.com/v3/") });
    expect([api.responded, post.responded, elsewhere.responded]).toEqual([false, false, false]);
  });

  it("serves no kept document from a cache nobody claimed (emptied at sign-out, refilled by a late write)", async () => {
    await worker.dispatch("fetch", navigation(TICKET));
    expect(worker.caches.paths(PRIVATE_CACHE)).toContain(TICKET);
    worker.online.value = false;
    const answer = await (await worker.dispatch("fetch", navigation(TICKET))).response!.text();
    expect(answer).toContain("You are offline");
    expect(answer).not.toContain("ticket-qr");
  });

  it("forgets a document the server now redirects (signed out, another account) or does not find", async () => {
    await claim(worker);
    await worker.dispatch("fetch", navigation(TICKET));
    worker.network.set(TICKET, () => "redirect");
    const redirected = await worker.dispatch("fetch", navigation(TICKET));
    expect(redirected.response!.type).toBe("opaqueredirect");
    expect(worker.caches.paths(PRIVATE_CACHE)).not.toContain(TICKET);
    await worker.dispatch("fetch", navigation(INVOICE));
    worker.network.set(INVOICE, () => new Response("gone", { status: 404, headers: { "content-type": "text/html" } }));
    await worker.dispatch("fetch", navigation(INVOICE));
    expect(worker.caches.paths(PRIVATE_CACHE)).not.toContain(INVOICE);
  });

  it("on the pages' word: keeps a document opened before it took control, and forgets everything private", async () => {
    await claim(worker);
    const posted: unknown[] = [];
    await worker.dispatch("message", { data: { type: "keep", path: TICKET }, source: { postMessage: (m: unknown) => posted.push(m) } });
    expect(worker.caches.paths(PRIVATE_CACHE)).toContain(TICKET);
    expect(posted).toEqual([{ type: "kept", path: TICKET }]);
    // Only a document: a page asking to keep anything else is not heard.
    await worker.dispatch("message", { data: { type: "keep", path: "/api/auth/session" }, source: null });
    expect(worker.requested).not.toContain("/api/auth/session");
    await worker.dispatch("message", { data: { type: "forget" } });
    expect(await worker.caches.keys()).not.toContain(PRIVATE_CACHE);
  });

  it("keeps the last opened documents only, and drops the assets no kept document needs", async () => {
    await claim(worker);
    const ticket = (n: number) => `/flight/f${n}/booking/reservation/r${n}/ticket`;
    const count = worker.api.MAX_DOCUMENTS + 2;
    for (let n = 1; n <= count; n++) {
      // Each ticket has a script of its own build and shares the stylesheet (and the font it names).
      worker.network.set(ticket(n), () =>
        html(`<link rel="stylesheet" href="/_next/static/css/app.css"><script src="/_next/static/chunks/build-${n}.js"></script><h1>Ticket ${n}</h1>`),
      );
      worker.network.set(`/_next/static/chunks/build-${n}.js`, () => new Response(String(n)));
    }
    for (let n = 1; n <= count; n++) {
      await worker.dispatch("fetch", navigation(ticket(n)));
      // The first ticket is opened again after the third: it is one of the last opened now.
      if (n === 3) await worker.dispatch("fetch", navigation(ticket(1)));
    }
    const kept = worker.caches.paths(PRIVATE_CACHE);
    expect(kept.filter((path) => worker.api.isDocumentPath(path))).toHaveLength(worker.api.MAX_DOCUMENTS);
    expect(kept).toContain(ticket(1));
    expect(kept).not.toContain(ticket(2));
    expect(kept).not.toContain(ticket(3));
    expect(kept).not.toContain("/_next/static/chunks/build-2.js");
    expect(kept).not.toContain("/_next/static/chunks/build-3.js");
    expect(kept).toEqual(expect.arrayContaining([OWNER_KEY, "/_next/static/chunks/build-1.js", `/_next/static/chunks/build-${count}.js`]));
    expect(kept).toEqual(expect.arrayContaining(["/_next/static/css/app.css", "/fonts/cairo-arabic-wght-v1.woff2"]));
    worker.online.value = false;
    expect(await (await worker.dispatch("fetch", navigation(ticket(1)))).response!.text()).toContain("Ticket 1");
    expect(await (await worker.dispatch("fetch", navigation(ticket(2)))).response!.text()).toContain("أنت غير متصل");
  });

  it("drops an old build's files once the document that named them is kept again from a new build", async () => {
    await claim(worker);
    await worker.dispatch("fetch", navigation(TICKET));
    expect(worker.caches.paths(PRIVATE_CACHE)).toContain("/_next/static/chunks/page.js");
    worker.network.set(TICKET, () => html(`<script src="/_next/static/chunks/page-2.js"></script><h1>Electronic ticket</h1>`));
    worker.network.set("/_next/static/chunks/page-2.js", () => new Response("2"));
    await worker.dispatch("fetch", navigation(TICKET));
    const kept = worker.caches.paths(PRIVATE_CACHE);
    expect(kept).toContain("/_next/static/chunks/page-2.js");
    expect(kept).not.toContain("/_next/static/chunks/page.js");
    // The kept documents themselves stay (the invoice was kept beside the ticket the first time).
    expect(kept).toEqual(expect.arrayContaining([OWNER_KEY, TICKET, INVOICE]));
  });
});
