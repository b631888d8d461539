// Issue 7: while the database is unreachable, public calls answered 500 and signed-in calls 401 (the app then
// signed the visitor out). Both must answer 503 UNAVAILABLE with a translated message.
import { createServer } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { providerApp } from "@/provider/app";
import { openDatabase, useDatabase, type Db, type Handle } from "@/provider/db/client";
import * as schema from "@/provider/db/schema";
import { issueToken } from "@/provider/http/auth";
import { createTestDatabase } from "../support/db";

/** A local port with nothing listening on it: connecting is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function request(path: string, init: { locale?: "ar" | "en"; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { "accept-language": init.locale ?? "ar" };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body) headers["content-type"] = "application/json";
  const response = await providerApp.fetch(
    new Request(`http://provider.internal${path}`, {
      method: init.body ? "POST" : "GET",
      headers,
      body: init.body ? JSON.stringify(init.body) : undefined,
    }),
  );
  return { status: response.status, retryAfter: response.headers.get("retry-after"), json: (await response.json()) as Record<string, unknown> };
}

const UNAVAILABLE = {
  ar: { code: "UNAVAILABLE", message: "الخدمة غير متاحة مؤقتاً. يرجى المحاولة بعد بضع دقائق." },
  en: { code: "UNAVAILABLE", message: "The service is temporarily unavailable. Please try again in a few minutes." },
};

/** What every endpoint kind answers during the outage: public, signed in (with a token valid before it), login. */
function answersUnavailable() {
  it("answers 503 UNAVAILABLE, translated, with Retry-After, on public, signed-in and login calls", async () => {
    const token = await issueToken({ id: "00000000-0000-4000-8000-000000000001", role: "User", tokenVersion: 0 });
    const calls = [
      () => request("/flight-backend/api/Footer/SocialMedia", { locale: "en" }),
      () => request("/search-flight/api/Airports/Search?q=jed", { locale: "en" }),
      () => request("/auth-backend/api/Users/UserData", { locale: "en", token }),
      () => request("/auth-backend/api/Account/login", { locale: "en", body: { email: "traveler@example.com", password: "Traveler#12345" } }),
    ];
    for (const call of calls) {
      const answer = await call();
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual(UNAVAILABLE.en);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    expect((await request("/flight-backend/api/Footer/SocialMedia", { locale: "ar" })).json).toEqual(UNAVAILABLE.ar);
  });
}

beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("outage: Postgres URL pointing at a closed port", () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/rahhal`, connectionTimeoutMillis: 2000 });
    pool.on("error", () => undefined);
    useDatabase({ db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end(), kind: "postgres" });
  });
  afterAll(() => pool.end());
  answersUnavailable();

  it("opening the database at such a URL fails with an error recognised as an outage", async () => {
    const { databaseUnavailable } = await import("@/provider/db/errors");
    const error = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/rahhal`, seed: false }).catch((e: unknown) => e);
    expect(databaseUnavailable(error)).toBe(true);
  });
});

describe("outage: the embedded PGlite closed", () => {
  let handle: Handle;
  beforeAll(async () => {
    // A migrated PGlite (the run's template, as every test database), closed.
    handle = await createTestDatabase("pglite", { seed: false });
    await handle.close();
    useDatabase(handle);
  }, 60_000);
  answersUnavailable();
});

describe("a query error that is not an outage", () => {
  afterEach(() => vi.restoreAllMocks());
  it("still answers 500 SERVER_ERROR (503 is kept for outages)", async () => {
    const broken = {
      select: () => {
        throw Object.assign(new Error('relation "users" does not exist'), { code: "42P01" });
      },
    };
    useDatabase({ db: broken as unknown as Db, close: async () => undefined, kind: "postgres" });
    const answer = await request("/flight-backend/api/Footer/SocialMedia", { locale: "en" });
    expect(answer.status).toBe(500);
    expect(answer.json.code).toBe("SERVER_ERROR");
  });
});
