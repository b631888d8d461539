// Account throttling per email (callers that state no address), counted in the database; per address: throttle-address.test.ts.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { providerApp } from "@/provider/app";
import { rateLimits } from "@/provider/db/schema";
import { hit, sweep } from "@/provider/http/rate-limit";
import { ACCOUNT_LIMITS, loginPairKey } from "@/provider/services/auth-backend/throttle";
import { auth, latestToken, mailsTo } from "./call";
import { newAccount, onEachDatabase, type Suite } from "./fixtures";

delete process.env.SMTP_URL;
vi.spyOn(console, "info").mockImplementation(() => undefined);

const TOO_MANY_EN = { code: "TOO_MANY_ATTEMPTS", message: "Too many attempts. Please wait a few minutes and try again." };
const LOGIN = ACCOUNT_LIMITS.loginFailures;

/** A provider call that also hands back the Retry-After header. */
async function post(path: string, body: unknown) {
  const response = await providerApp.fetch(
    new Request(`http://provider.internal/auth-backend/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, retryAfter: response.headers.get("retry-after"), json: (await response.json()) as Record<string, unknown> };
}

const login = (email: string, password: string) => post("api/Account/login", { email, password });

/** Fixed windows restart on the clock: keep a test's burst inside one window rather than straddling two. */
async function awayFromWindowEnd(t: Suite, windowSeconds: number, marginSeconds = 20) {
  const [row] = await t.db.db
    .select({ left: sql<number>`(${windowSeconds}::int - (extract(epoch from now())::numeric % ${windowSeconds}::int))::float` })
    .from(sql`(select 1) as one`);
  const left = Number(row?.left ?? windowSeconds);
  if (left < marginSeconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}

async function counter(t: Suite, key: string): Promise<number> {
  const rows = await t.db.db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key));
  return rows.reduce((sum, row) => sum + row.count, 0);
}

async function registerConfirmed() {
  const account = newAccount();
  expect((await auth("api/Account/register", { body: account })).status).toBe(201);
  expect((await auth("api/Account/confirm-email", { body: { token: await latestToken(account.email) } })).status).toBe(200);
  return account;
}

onEachDatabase("account throttling", (t) => {
  describe("login", () => {
    it("answers the 11th failed attempt with 429 and Retry-After, for a known and an unknown email alike", async () => {
      await awayFromWindowEnd(t, LOGIN.windowSeconds);
      const known = await registerConfirmed();
      const unknown = `ghost.${Date.now()}@example.com`;
      const answers: Record<string, Awaited<ReturnType<typeof login>>> = {};
      for (const email of [known.email, unknown]) {
        for (let i = 0; i < LOGIN.limit; i++) {
          const failed = await login(email, "Wrong#2024");
          expect(failed.status).toBe(401);
          expect(failed.json.code).toBe("INVALID_CREDENTIALS");
        }
        answers[email] = await login(email, "Wrong#2024");
      }
      for (const answer of Object.values(answers)) {
        expect(answer.status).toBe(429);
        expect(answer.json).toEqual(TOO_MANY_EN);
        expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
        expect(Number(answer.retryAfter)).toBeLessThanOrEqual(LOGIN.windowSeconds);
      }
      // Letter case does not open a fresh budget; another email is untouched.
      expect((await login(known.email.toUpperCase(), "Wrong#2024")).status).toBe(429);
      expect((await login("traveler@example.com", "Wrong#2024")).status).toBe(401);
      // The table holds hashes only.
      const keys = (await t.db.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
      expect(keys.some((key) => key.includes("@"))).toBe(false);
    }, 60_000);

    it("refuses the right password while throttled, so guessing cannot find it", async () => {
      await awayFromWindowEnd(t, LOGIN.windowSeconds);
      const account = await registerConfirmed();
      for (let i = 0; i < LOGIN.limit; i++) expect((await login(account.email, `Wrong#${i}abc`)).status).toBe(401);
      const right = await login(account.email, account.password);
      expect(right.status).toBe(429);
      expect(right.json).toEqual(TOO_MANY_EN);
      expect(right.json).not.toHaveProperty("token");
    }, 60_000);

    it("does not count successful logins", async () => {
      await awayFromWindowEnd(t, LOGIN.windowSeconds);
      const account = await registerConfirmed();
      for (let i = 0; i < LOGIN.limit + 5; i++) expect((await login(account.email, account.password)).status).toBe(200);
      expect(await counter(t, loginPairKey(null, account.email))).toBe(0);
      for (let i = 0; i < LOGIN.limit - 1; i++) expect((await login(account.email, "Wrong#2024")).status).toBe(401);
      expect((await login(account.email, account.password)).status).toBe(200);
      expect((await login(account.email, "Wrong#2024")).status).toBe(401);
      expect(await counter(t, loginPairKey(null, account.email))).toBe(LOGIN.limit);
      expect((await login(account.email, account.password)).status).toBe(429);
    }, 60_000);

    it("counts 20 concurrent failed logins exactly: 10 are checked, 10 refused unchecked", async () => {
      await awayFromWindowEnd(t, LOGIN.windowSeconds);
      const email = `burst.${Date.now()}@example.com`;
      const answers = await Promise.all(Array.from({ length: 20 }, () => login(email, "Wrong#2024")));
      expect(await counter(t, loginPairKey(null, email))).toBe(20);
      expect(answers.filter((a) => a.status === 401)).toHaveLength(LOGIN.limit);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - LOGIN.limit);
    }, 60_000);
  });

  describe("account mails", () => {
    it("answers the 4th reset request in an hour with the usual 200 but sends no 4th mail", async () => {
      await awayFromWindowEnd(t, ACCOUNT_LIMITS.accountMails.windowSeconds);
      const account = await registerConfirmed();
      const before = (await mailsTo(account.email)).length;
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await post("api/Account/forgot-password", { email: account.email, locale: "en" }));
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers[3]!.status).toBe(200);
      expect(answers[3]!.retryAfter).toBeNull();
      expect((await mailsTo(account.email)).length - before).toBe(3);
    });

    it("gives reset and confirmation mails one budget per address", async () => {
      await awayFromWindowEnd(t, ACCOUNT_LIMITS.accountMails.windowSeconds);
      const account = newAccount();
      await auth("api/Account/register", { body: account });
      expect(await mailsTo(account.email)).toHaveLength(1);
      await post("api/Account/resend-confirmation", { email: account.email, locale: "en" });
      await post("api/Account/forgot-password", { email: account.email, locale: "en" });
      await post("api/Account/resend-confirmation", { email: account.email, locale: "en" });
      const over = await post("api/Account/resend-confirmation", { email: account.email, locale: "en" });
      expect(over.status).toBe(200);
      expect(await mailsTo(account.email)).toHaveLength(4);
    });
  });

  describe("register", () => {
    it("refuses the 6th attempt for one email in an hour with 429", async () => {
      await awayFromWindowEnd(t, ACCOUNT_LIMITS.register.windowSeconds);
      const email = `reg.${Date.now()}@example.com`;
      const statuses = [];
      for (let i = 0; i < ACCOUNT_LIMITS.register.limit; i++) statuses.push((await post("api/Account/register", newAccount({ email }))).status);
      expect(statuses).toEqual([201, 409, 409, 409, 409]);
      const over = await post("api/Account/register", newAccount({ email }));
      expect(over.status).toBe(429);
      expect(over.json).toEqual(TOO_MANY_EN);
      expect(Number(over.retryAfter)).toBeGreaterThanOrEqual(1);
      expect((await post("api/Account/register", newAccount())).status).toBe(201);
    });
  });

  describe("the limiter", () => {
    it("counts per fixed window and sweeps windows older than a day", async () => {
      await awayFromWindowEnd(t, 60, 5);
      const key = `test:${Date.now()}`;
      const first = await hit(key, { limit: 2, windowSeconds: 60 });
      expect(first).toMatchObject({ count: 1, exceeded: false });
      expect(first.windowStart.getTime() % 60_000).toBe(0);
      expect(first.retryAfter).toBeGreaterThanOrEqual(1);
      expect(first.retryAfter).toBeLessThanOrEqual(60);
      await hit(key, { limit: 2, windowSeconds: 60 });
      const third = await hit(key, { limit: 2, windowSeconds: 60 });
      expect(third).toMatchObject({ count: 3, exceeded: true, windowStart: first.windowStart });

      const old = new Date(Date.now() - 2 * 24 * 3600_000);
      await t.db.db.insert(rateLimits).values({ key, windowStart: old, count: 7 });
      await sweep();
      expect(
        await t.db.db
          .select()
          .from(rateLimits)
          .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, old))),
      ).toHaveLength(0);
      expect(await counter(t, key)).toBeGreaterThan(0);
    });
  });
});
