// The pages' side of offline documents (lib/offline/session.ts) against a Cache Storage and a service worker container
// that the test plays: whose documents the private cache holds, and when it is emptied.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OWNER_KEY, PRIVATE_CACHE } from "./names";

class FakeCache {
  entries = new Map<string, Response>();
  async match(key: string) {
    return this.entries.get(key)?.clone();
  }
  async put(key: string, response: Response) {
    this.entries.set(key, response);
  }
}

const stores = new Map<string, FakeCache>();
const fakeCaches = {
  async open(name: string) {
    if (!stores.has(name)) stores.set(name, new FakeCache());
    return stores.get(name)!;
  },
  async delete(name: string) {
    return stores.delete(name);
  },
};
const posted: unknown[] = [];
const registered: string[] = [];
const serviceWorker = {
  register: async (path: string) => void registered.push(path),
  getRegistration: async () => ({ active: { postMessage: (message: unknown) => posted.push(message) } }),
  ready: Promise.resolve({ active: { postMessage: (message: unknown) => posted.push(message) } }),
};

async function keepFor(userId: string, path: string) {
  const { syncOfflineSession } = await import("./session");
  await syncOfflineSession(userId);
  await (await fakeCaches.open(PRIVATE_CACHE)).put(path, new Response("<h1>ticket</h1>"));
}

const TICKET = "/en/flight/f1/booking/reservation/r1/ticket";
const privatePaths = () => [...(stores.get(PRIVATE_CACHE)?.entries.keys() ?? [])];

describe("offline documents follow the session (lib/offline/session.ts)", () => {
  beforeEach(() => {
    stores.clear();
    posted.length = 0;
    registered.length = 0;
    vi.stubGlobal("caches", fakeCaches);
    vi.stubGlobal("navigator", { serviceWorker });
    vi.stubGlobal("window", { caches: fakeCaches, location: { pathname: "/en" } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the same traveller's documents from one page to the next", async () => {
    const { syncOfflineSession } = await import("./session");
    await keepFor("user-1", TICKET);
    await syncOfflineSession("user-1");
    expect(privatePaths()).toEqual([OWNER_KEY, TICKET]);
    expect(registered).toEqual(["/sw.js", "/sw.js"]);
  });

  it("empties another traveller's documents when someone else signs in on the browser (no sign-out between)", async () => {
    const { syncOfflineSession } = await import("./session");
    await keepFor("user-1", TICKET);
    await syncOfflineSession("user-2");
    expect(privatePaths()).toEqual([OWNER_KEY]);
    // The owner is a digest, never the user id itself.
    const owner = await (await (await fakeCaches.open(PRIVATE_CACHE)).match(OWNER_KEY))!.text();
    expect(owner).toMatch(/^[0-9a-f]{64}$/);
    expect(owner).not.toContain("user-2");
  });

  it("empties everything when the server says nobody is signed in, and at sign-out", async () => {
    const { forgetOfflineDocuments, syncOfflineSession } = await import("./session");
    await keepFor("user-1", TICKET);
    await syncOfflineSession(null);
    expect(stores.has(PRIVATE_CACHE)).toBe(false);
    await keepFor("user-1", TICKET);
    await forgetOfflineDocuments();
    expect(stores.has(PRIVATE_CACHE)).toBe(false);
  });

  it("asks the worker to keep the document this page shows when it is not kept yet (its first visit), once", async () => {
    const { syncOfflineSession } = await import("./session");
    vi.stubGlobal("window", { caches: fakeCaches, location: { pathname: TICKET } });
    await syncOfflineSession("user-1");
    expect(posted).toEqual([{ type: "keep", path: TICKET }]);
    await (await fakeCaches.open(PRIVATE_CACHE)).put(TICKET, new Response("<h1>ticket</h1>"));
    await syncOfflineSession("user-1");
    expect(posted).toHaveLength(1);
  });

  it("asks nothing on a page that is not a document", async () => {
    const { syncOfflineSession } = await import("./session");
    vi.stubGlobal("window", { caches: fakeCaches, location: { pathname: "/en/flight/f1/booking/reservation/r1" } });
    await syncOfflineSession("user-1");
    expect(posted).toEqual([]);
  });

  it("keeps a document reached without a page load when the cache is claimed, and not for nobody", async () => {
    const { keepShownDocument } = await import("./session");
    vi.stubGlobal("window", { caches: fakeCaches, location: { pathname: TICKET } });
    await keepShownDocument();
    expect(posted).toEqual([]);
    await keepFor("user-1", "/en/hotel/8/reservation/r2/voucher");
    posted.length = 0;
    await keepShownDocument();
    expect(posted).toEqual([{ type: "keep", path: TICKET }]);
  });

  it("waits for a worker still installing before asking it to keep the document (a message to no worker is lost)", async () => {
    const { keepShownDocument } = await import("./session");
    await keepFor("user-1", "/en/hotel/8/reservation/r2/voucher");
    posted.length = 0;
    let activate: (registration: unknown) => void = () => {};
    const installing = new Promise((resolve) => (activate = resolve));
    vi.stubGlobal("navigator", { serviceWorker: { ...serviceWorker, getRegistration: async () => ({ active: null }), ready: installing } });
    vi.stubGlobal("window", { caches: fakeCaches, location: { pathname: TICKET } });
    const keeping = keepShownDocument();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(posted).toEqual([]);
    activate({ active: { postMessage: (message: unknown) => posted.push(message) } });
    await keeping;
    expect(posted).toEqual([{ type: "keep", path: TICKET }]);
  });
});
