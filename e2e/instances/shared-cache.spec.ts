// Two instances of one build on one Postgres database and one Redis (its own redis-server, its own key prefix): what
// one instance's write expires is expired for the other at once, and a Redis outage costs renders, never answers.
// A and B are `next start` on two ports (scripts/instances/), each with its own page copies in front of Next, and
// behind the reverse proxy (HAProxy, round robin) that a deployment puts in front of them.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { startAppInstances, type AppInstance } from "../../scripts/instances/app-instances.mjs";
import { createPostgresDatabase, postgresReachable } from "../../scripts/instances/postgres-database.mjs";
import { redisServerInstalled, startRedisServer, type RedisServer } from "../../scripts/instances/redis-server.mjs";
import { haproxyInstalled, startReverseProxy, type ReverseProxy } from "../../scripts/instances/reverse-proxy.mjs";
import { ADMIN, signIn, TRAVELER } from "../support/accounts";
import { localePath, t, type Locale } from "../support/i18n";
import { LEAD, tripOf } from "../support/offers";

test.describe.configure({ mode: "serial" });
// CI has them (.ci/run installs and starts them); elsewhere the suite is skipped without them, as the Postgres tests are.
const available = redisServerInstalled() && haproxyInstalled() && (await postgresReachable());
test.skip(!available && !process.env.CI, "needs Debian's redis-server and haproxy, and Postgres at 127.0.0.1:5432");

let redis: RedisServer | undefined;
let database: { url: string; drop: () => Promise<void> } | undefined;
let stopInstances: (() => Promise<void>) | undefined;
let proxy: ReverseProxy | undefined;
let a: AppInstance;
let b: AppInstance;
/** The build the instances serve, as it was before they started (globalSetup built it for http://localhost:3000). */
let buildId: string;
const contexts: APIRequestContext[] = [];

async function client(instance: AppInstance): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: instance.url });
  contexts.push(context);
  return context;
}

const html = async (context: APIRequestContext, path: string) => {
  const response = await context.get(path);
  return { status: response.status(), headers: response.headers(), text: await response.text() };
};

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!available) throw new Error("the several-instances suite needs Debian's redis-server and haproxy, and Postgres at 127.0.0.1:5432");
  redis = await startRedisServer();
  database = await createPostgresDatabase("instances");
  buildId = readFileSync(".next/BUILD_ID", "utf8");
  const started = await startAppInstances({
    env: { DATABASE_URL: database.url, REDIS_URL: redis.url, REDIS_KEY_PREFIX: `e2e-${randomBytes(4).toString("hex")}:`, TRUSTED_PROXY_HOPS: "1" },
  });
  stopInstances = started.stop;
  [a, b] = started.instances as [AppInstance, AppInstance];
  proxy = await startReverseProxy({ servers: [a, b] });
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.dispose()));
  await proxy?.stop();
  await stopInstances?.();
  await database?.drop();
  await redis?.stop();
});

test("an admin's edit of About us through A is on B's and the proxy's next answer within a second, in both languages", async () => {
  const admin = await client(a);
  await signIn(admin, ADMIN);
  const guestOfB = await client(b);
  const guestOfProxy = await playwrightRequest.newContext({ baseURL: proxy!.url });
  contexts.push(guestOfProxy);
  const stamp = randomBytes(3).toString("hex");
  for (const locale of ["en", "ar"] as const) {
    const path = localePath(locale, "/about-us");
    const api = `/api/flight-backend/api/Pages/about-us?lang=${locale}`;
    const original = (await (await admin.get(api)).json()) as { title: string; body: string };
    // B answers the page from its own copy: the copy, not only Next's cache behind it, must learn of the edit.
    await guestOfB.get(path);
    await expect.poll(async () => (await guestOfB.get(path)).headers()["x-page-cache"]).toBe("hit");
    // Both instances' copies, through the proxy: it sends consecutive requests to A and B in turn.
    for (let round = 0; round < 4; round++) expect((await html(guestOfProxy, path)).status).toBe(200);

    const title = `${original.title} ${stamp}`;
    const write = await admin.put(api, { data: { locale, title, body: original.body }, headers: { origin: a.url } });
    expect(write.status()).toBe(200);
    await expect.poll(async () => (await html(guestOfB, path)).text.includes(title), { timeout: 1_000, intervals: [50] }).toBe(true);
    // The proxy's next answers, whichever instance gives them.
    for (let round = 0; round < 2; round++) expect((await html(guestOfProxy, path)).text).toContain(title);
    // And Next's own cache on B, asked past the copy (a query the page ignores), agrees.
    expect((await html(guestOfB, `${path}?past-the-copy=${stamp}`)).text).toContain(title);

    const restore = await admin.put(api, { data: { locale, title: original.title, body: original.body }, headers: { origin: a.url } });
    expect(restore.status()).toBe(200);
    await expect.poll(async () => (await html(guestOfB, path)).text.includes(stamp), { timeout: 1_000, intervals: [50] }).toBe(false);
  }
});

// Issue 23, point 4: the build was made for http://localhost:3000; each instance runs with its own port as APP_URL.
test("each instance names its own address in a cached page's hreflang header, from the one build, never rebuilt", async () => {
  for (const instance of [a, b]) {
    expect(new URL(instance.url).port).not.toBe("3000");
    const guest = await client(instance);
    // Twice: Next's answer, then the instance's own copy of it (x-page-cache: hit) carry the same header.
    for (const copy of [false, true]) {
      const page = await guest.get("/en/about-us");
      expect(page.status()).toBe(200);
      if (copy) await expect.poll(async () => (await guest.get("/en/about-us")).headers()["x-page-cache"]).toBe("hit");
      const link = copy ? (await guest.get("/en/about-us")).headers()["link"] : page.headers()["link"];
      expect(link).toContain(`<${instance.url}/en/about-us>; rel="alternate"; hreflang="en"`);
      expect(link).not.toContain("localhost:3000");
      expect(page.headers()["strict-transport-security"]).toBeUndefined();
    }
  }
  expect(readFileSync(".next/BUILD_ID", "utf8")).toBe(buildId);
});

/** The first active offer with places for two, as the provider lists it. */
async function bookableOffer(context: APIRequestContext): Promise<{ id: number; availability: number }> {
  const list = (await (await context.get("/api/offer-backend/api/Offers")).json()) as { items: { id: number; status: string; availability: number }[] };
  const offer = list.items.find((item) => item.status === "active" && item.availability >= 6);
  if (!offer) throw new Error("no active offer with places in the seed");
  return offer;
}

test("an offer booked through B shows the places left on A's offer page, in both languages", async () => {
  const traveler = await client(b);
  await signIn(traveler, TRAVELER);
  const guestOfA = await client(a);
  const offer = await bookableOffer(guestOfA);
  const placesText = (locale: Locale, count: number) => t(locale, "Offers.placesLeft", { count });
  for (const locale of ["en", "ar"] as const) {
    const page = await html(guestOfA, localePath(locale, `/offer/${offer.id}`));
    expect(page.status).toBe(200);
    expect(page.text).toContain(placesText(locale, offer.availability));
  }
  await expect.poll(async () => (await guestOfA.get(localePath("en", `/offer/${offer.id}`))).headers()["x-page-cache"]).toBe("hit");

  const booked = await traveler.post("/api/offer-backend/api/Reservations", {
    headers: { origin: b.url, "accept-language": "en" },
    data: { offerId: offer.id, travelerCount: 2, leadTraveler: LEAD, ...tripOf(2) },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // A booking refreshes the offer's pages in the background (lib/cache/public-content.ts): the next visitor may get the
  // previous copy once, as on one instance, then the new count.
  for (const locale of ["en", "ar"] as const) {
    const path = localePath(locale, `/offer/${offer.id}`);
    await expect
      .poll(async () => (await html(guestOfA, path)).text.includes(placesText(locale, offer.availability - 2)), { timeout: 5_000, intervals: [100] })
      .toBe(true);
  }
});

test("with Redis stopped, both instances still answer every page 200 from a render; the cache is used again once it returns", async () => {
  const guests = [await client(a), await client(b)];
  const offer = await bookableOffer(guests[0]!);
  // Past the page copies (a query the cached pages ignore), so that Next itself answers: from Redis, or by rendering.
  const pages = ["/en/about-us", "/about-us", `/en/offer/${offer.id}`, "/en/offers/search?type=package"];
  const ask = (guest: APIRequestContext, path: string, round: string) => html(guest, `${path}${path.includes("?") ? "&" : "?"}round=${round}`);

  for (const guest of guests) for (const path of pages) expect((await ask(guest, path, "before")).status).toBe(200);
  expect((await ask(guests[1]!, "/en/about-us", "before-hit")).headers["x-nextjs-cache"]).toBe("HIT");

  await redis!.stop();
  for (const guest of guests) {
    for (const path of pages) {
      const answer = await ask(guest, path, "outage");
      expect(answer.status, `${path} while Redis is down`).toBe(200);
      expect(answer.text).toContain("</html>");
    }
    // Rendered, since nothing could be read: Next says MISS.
    expect((await ask(guest, "/en/about-us", "outage-again")).headers["x-nextjs-cache"]).toBe("MISS");
    // The page copies still answer from memory.
    expect((await html(guest, "/en/about-us")).status).toBe(200);
  }

  await redis!.start();
  for (const guest of guests) {
    // Stored again by the first answer after Redis returned, read from it by the next.
    await expect
      .poll(async () => (await ask(guest, "/en/about-us", `back-${Date.now()}`)).headers["x-nextjs-cache"], { timeout: 10_000, intervals: [250] })
      .toBe("HIT");
  }
  // B reads what A stored: the cache is shared again.
  await ask(guests[0]!, "/en/terms-and-conditions", "shared");
  expect((await ask(guests[1]!, "/en/terms-and-conditions", "shared-b")).headers["x-nextjs-cache"]).toBe("HIT");
});
