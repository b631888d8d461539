// Issue 23 point 5: the request id made at the edge reaches the provider's log lines (an insane one is replaced), the
// health answers, who may read /api/metrics, and a booking or payment counted by kind and outcome.
import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Counter } from "prom-client";
import { GET as live } from "@/app/api/health/live/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { GET as metrics } from "@/app/api/metrics/route";
import { POST as bffPost } from "@/app/api/[service]/[...path]/route";
import { metricsRegistry } from "@/lib/observe/registry.mjs";
import proxy from "@/proxy";
import { useDatabase, type Handle } from "@/provider/db/client";
import { users } from "@/provider/db/schema";
import { issueToken } from "@/provider/http/auth";
import { settleDeferred } from "@/provider/http/deferred";
import { startJobWorkers, stopJobWorkers } from "@/provider/jobs/workers";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { captureLogLines, type LogLine } from "../support/log-lines";
import { addDays, createHotel, hotelBooking, nextWeekday } from "../provider/stays-fixtures";

process.env.LOG_LEVEL = "info";
process.env.METRICS_TOKEN = "scrape-token-0123456789abcdef";

const SITE = "http://localhost:3000";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const warm = globalThis as { rahhalPagesWarm?: boolean };

let db: TestDatabase;
let cookies: { traveler: string; admin: string };
let capture: ReturnType<typeof captureLogLines>;

async function sessionCookie(email: string, role: "Admin" | "User") {
  const [user] = await db.db.select().from(users).where(eq(users.email, email));
  const jwt = await encode({
    token: { userId: user!.id, name: user!.name, email: user!.email, role, phoneNumber: "", accessToken: await issueToken(user!) },
    secret: process.env.NEXTAUTH_SECRET!,
  });
  return `next-auth.session-token=${jwt}`;
}

let background: ReturnType<typeof captureLogLines>;

beforeAll(async () => {
  // Lines no test looks at are kept out of the output.
  background = captureLogLines();
  db = await createTestDatabase("pglite");
  cookies = { traveler: await sessionCookie("traveler@example.com", "User"), admin: await sessionCookie("admin@example.com", "Admin") };
}, 120_000);

afterAll(async () => {
  await settleDeferred();
  background.stop();
  delete warm.rahhalPagesWarm;
  await db.drop();
});

afterEach(() => capture?.stop());

/** A hotel booking through the BFF route handler, as the browser sends it (after proxy.ts). */
async function bookHotel(headers: Record<string, string>) {
  const { roomTypeId } = await createHotel(db.db, { units: 1 });
  const checkIn = nextWeekday(2, 10);
  const request = new NextRequest(`${SITE}/api/hotels/api/Reservations`, {
    method: "POST",
    headers: { host: "localhost:3000", origin: SITE, "content-type": "application/json", cookie: cookies.traveler, ...headers },
    body: JSON.stringify(hotelBooking(roomTypeId, checkIn, addDays(checkIn, 1))),
  });
  return bffPost(request, { params: Promise.resolve({ service: "hotels", path: ["api", "Reservations"] }) });
}

const providerLines = (lines: LogLine[]) => lines.filter((line) => line.source === "provider");

describe("request id", () => {
  it("passes a sane id from the client through proxy.ts, and replaces one that is not", async () => {
    const kept = await proxy(new NextRequest(`${SITE}/api/hotels/api/Hotels`, { headers: { host: "localhost:3000", "x-request-id": "lb-7f3a9c21e4" } }));
    expect(kept.headers.get("x-middleware-request-x-request-id")).toBe("lb-7f3a9c21e4");
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a9c21e4");
    for (const insane of ["short", "has space in it", "x".repeat(101), "<script>alert(1)</script>", "id\u0000withnul"]) {
      const replaced = await proxy(
        new NextRequest(`${SITE}/api/hotels/api/Hotels`, { headers: { host: "localhost:3000", "x-request-id": encodeURI(insane) } }),
      );
      expect(replaced.headers.get("x-middleware-request-x-request-id"), insane).toMatch(UUID);
    }
    const page = await proxy(new NextRequest(`${SITE}/en/about-us`, { headers: { host: "localhost:3000" } }));
    expect(page.headers.get("x-request-id")).toMatch(UUID);
  });

  it("carries the edge's id through the BFF into every provider log line of the booking, and back in the answer", async () => {
    capture = captureLogLines();
    const response = await bookHotel({ "x-request-id": "edge-0123456789abcdef" });
    expect(response.status).toBe(201);
    expect(response.headers.get("x-request-id")).toBe("edge-0123456789abcdef");
    const provider = providerLines(capture.lines);
    expect(provider.map((line) => line.msg)).toEqual(expect.arrayContaining(["booking", "provider request"]));
    for (const line of provider) expect(line.requestId, JSON.stringify(line)).toBe("edge-0123456789abcdef");
    expect(provider.find((line) => line.msg === "provider request")).toMatchObject({ route: "/hotels/api/Reservations", status: 201, method: "POST" });
    expect(capture.lines.find((line) => line.source === "app" && line.msg === "api request")).toMatchObject({
      requestId: "edge-0123456789abcdef",
      route: "/api/hotels",
      status: 201,
    });
  });

  it("replaces an id the BFF is handed in a shape it does not accept, in the provider's lines too", async () => {
    capture = captureLogLines();
    const response = await bookHotel({ "x-request-id": "not an id; drop table" });
    expect(response.status).toBe(201);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    const provider = providerLines(capture.lines);
    expect(provider.length).toBeGreaterThan(0);
    for (const line of provider) expect(line.requestId).toBe(id);
    expect(JSON.stringify(capture.lines)).not.toContain("drop table");
  });
});

describe("health", () => {
  it("live answers 200 whatever the rest", async () => {
    const response = await live(new Request(`${SITE}/api/health/live`));
    expect(await response.json()).toEqual({ live: true });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("ready answers 503 until the public pages are warm and the job queue works, then 200 with each check", async () => {
    warm.rahhalPagesWarm = false;
    const cold = await ready(new Request(`${SITE}/api/health/ready`));
    expect(cold.status).toBe(503);
    expect(await cold.json()).toEqual({ ready: false, draining: false, checks: { warmUp: false, database: true, redis: null, jobQueue: false } });
    warm.rahhalPagesWarm = true;
    await startJobWorkers(db);
    try {
      const up = await ready(new Request(`${SITE}/api/health/ready`));
      expect(up.status).toBe(200);
      expect(await up.json()).toEqual({ ready: true, draining: false, checks: { warmUp: true, database: true, redis: null, jobQueue: true } });
      expect(up.headers.get("cache-control")).toBe("no-store");
    } finally {
      await stopJobWorkers(1_000);
    }
  });

  it("ready answers 503 while the database does not answer", async () => {
    warm.rahhalPagesWarm = true;
    const broken: Handle = {
      db: { execute: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:1")) } as unknown as Handle["db"],
      close: () => Promise.resolve(),
      kind: "postgres",
    };
    useDatabase(broken);
    try {
      const response = await ready(new Request(`${SITE}/api/health/ready`));
      expect(response.status).toBe(503);
      expect(((await response.json()) as { checks: object }).checks).toMatchObject({ warmUp: true, database: false });
    } finally {
      useDatabase(db);
    }
  });
});

describe("/api/metrics", () => {
  const scrape = (headers: Record<string, string> = {}) => metrics(new Request(`${SITE}/api/metrics`, { headers: { host: "localhost:3000", ...headers } }));

  it("refuses a guest (401), a traveller (403) and a wrong or malformed token (401), never cached", async () => {
    const guest = await scrape();
    expect(guest.status).toBe(401);
    expect(guest.headers.get("cache-control")).toBe("no-store");
    expect((await scrape({ cookie: cookies.traveler })).status).toBe(403);
    expect((await scrape({ authorization: "Bearer scrape-token-0123456789abcdeX" })).status).toBe(401);
    expect((await scrape({ authorization: "Bearer short" })).status).toBe(401);
    expect((await scrape({ authorization: "Basic c2NyYXBlOnRva2Vu" })).status).toBe(401);
    // A wrong token is not rescued by an admin's cookie.
    expect((await scrape({ authorization: "Bearer wrong", cookie: cookies.admin })).status).toBe(401);
  });

  it("serves an admin and the scraper's token the Prometheus text", async () => {
    const callers: Record<string, string>[] = [{ cookie: cookies.admin }, { authorization: `Bearer ${process.env.METRICS_TOKEN}` }];
    for (const headers of callers) {
      const response = await scrape(headers);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/plain");
      expect(response.headers.get("cache-control")).toBe("no-store");
      const text = await response.text();
      expect(text).toContain("# TYPE rahhal_provider_request_duration_seconds histogram");
      expect(text).toContain("# TYPE rahhal_http_request_duration_seconds histogram");
      expect(text).toContain("process_cpu_user_seconds_total");
      // Route patterns, never raw paths with ids.
      expect(text).not.toMatch(/route="[^"]*\/[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
  });

  it("accepts no token at all when METRICS_TOKEN is not set", async () => {
    const token = process.env.METRICS_TOKEN!;
    delete process.env.METRICS_TOKEN;
    try {
      expect((await scrape({ authorization: `Bearer ${token}` })).status).toBe(401);
      expect((await scrape({ authorization: "Bearer " })).status).toBe(401);
    } finally {
      process.env.METRICS_TOKEN = token;
    }
  });
});

describe("booking and payment counters", () => {
  async function count(name: string, labels: Record<string, string>): Promise<number> {
    const metric = metricsRegistry().getSingleMetric(name) as Counter | undefined;
    if (!metric) return 0;
    const { values } = await metric.get();
    return values.find((value) => Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted))?.value ?? 0;
  }

  it("counts a booking created, a refused one by its code, and its payment, in the metrics text", async () => {
    const created = await count("rahhal_bookings_total", { kind: "hotel", outcome: "created" });
    const refused = await count("rahhal_bookings_total", { kind: "hotel", outcome: "ROOM_NOT_FOUND" });
    const paid = await count("rahhal_payments_total", { kind: "hotel", provider: "sandbox", outcome: "succeeded" });
    const declined = await count("rahhal_payments_total", { kind: "hotel", provider: "sandbox", outcome: "PAYMENT_DECLINED" });

    const booked = (await (await bookHotel({})).json()) as { id: string };
    expect(await count("rahhal_bookings_total", { kind: "hotel", outcome: "created" })).toBe(created + 1);

    const unknownRoom = new NextRequest(`${SITE}/api/hotels/api/Reservations`, {
      method: "POST",
      headers: { host: "localhost:3000", origin: SITE, "content-type": "application/json", cookie: cookies.traveler },
      body: JSON.stringify(hotelBooking(999_999, nextWeekday(2, 10), addDays(nextWeekday(2, 10), 1))),
    });
    expect((await bffPost(unknownRoom, { params: Promise.resolve({ service: "hotels", path: ["api", "Reservations"] }) })).status).toBe(404);
    expect(await count("rahhal_bookings_total", { kind: "hotel", outcome: "ROOM_NOT_FOUND" })).toBe(refused + 1);

    const payWith = (cardNumber: string, key: string) =>
      bffPost(
        new NextRequest(`${SITE}/api/hotels/api/Reservations/${booked.id}/Pay`, {
          method: "POST",
          headers: { host: "localhost:3000", origin: SITE, "content-type": "application/json", cookie: cookies.traveler, "idempotency-key": key },
          body: JSON.stringify({ cardNumber, expMonth: 12, expYear: 2034, cvc: "123", holderName: "Layla Hassan" }),
        }),
        { params: Promise.resolve({ service: "hotels", path: ["api", "Reservations", booked.id, "Pay"] }) },
      );
    expect((await payWith("4000000000000002", crypto.randomUUID())).status).toBe(402);
    expect((await payWith("4242424242424242", crypto.randomUUID())).status).toBe(200);
    expect(await count("rahhal_payments_total", { kind: "hotel", provider: "sandbox", outcome: "PAYMENT_DECLINED" })).toBe(declined + 1);
    expect(await count("rahhal_payments_total", { kind: "hotel", provider: "sandbox", outcome: "succeeded" })).toBe(paid + 1);

    const text = await (await metrics(new Request(`${SITE}/api/metrics`, { headers: { authorization: `Bearer ${process.env.METRICS_TOKEN}` } }))).text();
    expect(text).toContain(`rahhal_bookings_total{kind="hotel",outcome="created"} ${created + 1}`);
    expect(text).toContain(`rahhal_payments_total{kind="hotel",provider="sandbox",outcome="succeeded"} ${paid + 1}`);
  });
});
