// Issue 7, throttling per client address: one password sprayed over 30 accounts from one address ends in 429,
// 30 registrations from one address too, and failures typed by someone else never lock the owner out.
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { providerApp } from "@/provider/app";
import { addressBucket } from "@/provider/http/client-address";
import { deferredCount, settleDeferred } from "@/provider/http/deferred";
import { accountTokens, outbox } from "@/provider/db/schema";
import { ACCOUNT_LIMITS } from "@/provider/services/auth-backend/throttle";
import { auth, latestToken, mailsTo } from "./call";
import { newAccount, onEachDatabase, type Suite } from "./fixtures";

delete process.env.SMTP_URL;
vi.spyOn(console, "info").mockImplementation(() => undefined);

let octet = 0;
/** An address no other test of this run uses. */
const freshAddress = () => `198.51.${Math.floor(Math.random() * 200)}.${(octet = (octet % 250) + 1)}`;

type Answer = { status: number; json: Record<string, unknown>; retryAfter: string | null };

/** A provider call from `address`, handed over the way the app's in-process transport does it. */
async function postFrom(address: string | null, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await providerApp.fetch(
    new Request(`http://provider.internal/auth-backend/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en", ...headers },
      body: JSON.stringify(body),
    }),
    address === null ? undefined : { clientAddress: address },
  );
  return { status: response.status, retryAfter: response.headers.get("retry-after"), json: (await response.json()) as Record<string, unknown> };
}

const loginFrom = (address: string | null, email: string, password: string) => postFrom(address, "api/Account/login", { email, password });

/** Fixed windows restart on the clock: keep a test's burst inside one window rather than straddling two. */
async function awayFromWindowEnd(t: Suite, windowSeconds: number, marginSeconds = 30) {
  const [row] = await t.db.db
    .select({ left: sql<number>`(${windowSeconds}::int - (extract(epoch from now())::numeric % ${windowSeconds}::int))::float` })
    .from(sql`(select 1) as one`);
  const left = Number(row?.left ?? windowSeconds);
  if (left < marginSeconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}

async function registerConfirmed() {
  const account = newAccount();
  expect((await auth("api/Account/register", { body: account })).status).toBe(201);
  expect((await auth("api/Account/confirm-email", { body: { token: await latestToken(account.email) } })).status).toBe(200);
  return account;
}

onEachDatabase("throttling per client address", (t) => {
  it("one password tried on 30 accounts from one address: the later ones get 429, other addresses are untouched", async () => {
    await awayFromWindowEnd(t, ACCOUNT_LIMITS.loginFailuresPerAddress.windowSeconds);
    const sprayer = freshAddress();
    const real = await registerConfirmed();
    const emails = [real.email, ...Array.from({ length: 29 }, (_, i) => `spray.${Date.now()}.${i}@example.com`)];
    const statuses: number[] = [];
    for (const email of emails) statuses.push((await loginFrom(sprayer, email, "Summer#2024")).status);
    const limit = ACCOUNT_LIMITS.loginFailuresPerAddress.limit;
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual(Array(30 - limit).fill(429));
    // Even the right password is refused from that address while it is over the limit…
    const refused = await loginFrom(sprayer, real.email, real.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    // …but the owner, elsewhere, signs in.
    const owner = await loginFrom(freshAddress(), real.email, real.password);
    expect(owner.status).toBe(200);
    expect(owner.json.token).toEqual(expect.any(String));
  }, 90_000);

  it("the owner of an account someone else failed on 10 times still signs in from another address", async () => {
    await awayFromWindowEnd(t, ACCOUNT_LIMITS.loginFailures.windowSeconds);
    const account = await registerConfirmed();
    const attacker = freshAddress();
    for (let i = 0; i < ACCOUNT_LIMITS.loginFailures.limit; i++) expect((await loginFrom(attacker, account.email, `Guess#${i}x`)).status).toBe(401);
    // The pair (attacker, account) is locked, even for the right password…
    expect((await loginFrom(attacker, account.email, account.password)).status).toBe(429);
    // …the owner is not.
    expect((await loginFrom(freshAddress(), account.email, account.password)).status).toBe(200);
  }, 60_000);

  it("failures spread over many addresses slow the account down but never lock it", async () => {
    await awayFromWindowEnd(t, ACCOUNT_LIMITS.loginFailuresPerAccount.windowSeconds);
    const account = await registerConfirmed();
    const limit = ACCOUNT_LIMITS.loginFailuresPerAccount.limit;
    for (let i = 0; i < limit + 3; i++) expect((await loginFrom(freshAddress(), account.email, `Guess#${i}x`)).status).toBe(401);
    const started = performance.now();
    const owner = await loginFrom(freshAddress(), account.email, account.password);
    expect(owner.status).toBe(200);
    // The 14th attempt on the account waits 4 steps of 100 ms before its password is even checked.
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
  }, 60_000);

  it("30 registrations from one address: the later ones get 429 and create nothing", async () => {
    await awayFromWindowEnd(t, ACCOUNT_LIMITS.registerPerAddress.windowSeconds);
    const address = freshAddress();
    const before = await t.userCount();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await postFrom(address, "api/Account/register", newAccount())).status);
    const limit = ACCOUNT_LIMITS.registerPerAddress.limit;
    expect(statuses).toEqual([...Array(limit).fill(201), ...Array(30 - limit).fill(429)]);
    expect(await t.userCount()).toBe(before + limit);
    expect((await postFrom(freshAddress(), "api/Account/register", newAccount())).status).toBe(201);
  }, 90_000);

  it("REGISTER_LIMIT_PER_ADDRESS sets that limit (behind a carrier's NAT, or a test suite on one machine)", async () => {
    await awayFromWindowEnd(t, ACCOUNT_LIMITS.registerPerAddress.windowSeconds);
    const address = freshAddress();
    process.env.REGISTER_LIMIT_PER_ADDRESS = "3";
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await postFrom(address, "api/Account/register", newAccount())).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    } finally {
      delete process.env.REGISTER_LIMIT_PER_ADDRESS;
    }
    expect(ACCOUNT_LIMITS.registerPerAddress.limit).toBe(10);
  }, 60_000);

  it("reset and confirmation requests from one address: the 11th gets 429, the same email from elsewhere 200", async () => {
    await awayFromWindowEnd(t, ACCOUNT_LIMITS.accountMailsPerAddress.windowSeconds);
    const address = freshAddress();
    const limit = ACCOUNT_LIMITS.accountMailsPerAddress.limit;
    for (let i = 0; i < limit; i++) {
      const path = i % 2 ? "api/Account/resend-confirmation" : "api/Account/forgot-password";
      expect((await postFrom(address, path, { email: `bomb.${Date.now()}.${i}@example.com`, locale: "en" })).status).toBe(200);
    }
    const over = await postFrom(address, "api/Account/forgot-password", { email: "traveler@example.com", locale: "en" });
    expect(over.status).toBe(429);
    expect(over.json.code).toBe("TOO_MANY_ATTEMPTS");
    expect((await postFrom(freshAddress(), "api/Account/forgot-password", { email: "traveler@example.com", locale: "en" })).status).toBe(200);
  });

  describe("an address stated in a header (the provider over HTTP)", () => {
    const spray = async (headers: Record<string, string>) => {
      const statuses: number[] = [];
      for (let i = 0; i <= ACCOUNT_LIMITS.loginFailuresPerAddress.limit; i++) {
        statuses.push((await postFrom(null, "api/Account/login", { email: `hdr.${Date.now()}.${i}@example.com`, password: "Summer#2024" }, headers)).status);
      }
      return statuses;
    };

    it("is believed only with the shared secret: without it a client cannot pick its bucket", async () => {
      await awayFromWindowEnd(t, ACCOUNT_LIMITS.loginFailuresPerAddress.windowSeconds);
      process.env.PROVIDER_CLIENT_ADDRESS_SECRET = "s3cret-shared-with-the-app";
      try {
        const address = freshAddress();
        const forged = await spray({ "x-rahhal-client-address": address, "x-rahhal-client-address-secret": "guessed" });
        expect(forged.every((status) => status === 401)).toBe(true);
        const vouched = await spray({ "x-rahhal-client-address": address, "x-rahhal-client-address-secret": "s3cret-shared-with-the-app" });
        expect(vouched.at(-1)).toBe(429);
      } finally {
        delete process.env.PROVIDER_CLIENT_ADDRESS_SECRET;
      }
    }, 60_000);
  });

  describe("forgot-password takes the same path for known and unknown emails", () => {
    it("answers before looking the account up: the token and mail are made after the answer", async () => {
      const account = await registerConfirmed();
      await settleDeferred();
      const tokensBefore = (await t.db.db.select().from(accountTokens)).length;
      const mailsBefore = (await t.db.db.select().from(outbox)).length;
      const answers: { body: string; pending: number }[] = [];
      for (const email of [account.email, `nobody.${Date.now()}@example.com`]) {
        const response = await providerApp.fetch(
          new Request("http://provider.internal/auth-backend/api/Account/forgot-password", {
            method: "POST",
            headers: { "content-type": "application/json", "accept-language": "en" },
            body: JSON.stringify({ email, locale: "en" }),
          }),
          { clientAddress: freshAddress() },
        );
        // Read the moment the answer exists: for either email, the job that looks the account up is still to run.
        const pending = deferredCount();
        answers.push({ pending, body: await response.text() });
        await settleDeferred();
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]!.pending).toBe(1);
      // Afterwards the real account got its link, the unknown email nothing.
      expect((await t.db.db.select().from(accountTokens)).length).toBe(tokensBefore + 1);
      expect((await t.db.db.select().from(outbox)).length).toBe(mailsBefore + 1);
      expect((await mailsTo(account.email))[0]?.subject).toMatch(/password/i);
    });
  });
});

describe("address buckets", () => {
  it("keep IPv4 addresses apart and put one IPv6 /64 in one bucket", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("2001:db8:aa:1::1")).toBe(addressBucket("2001:db8:aa:1:ffff:1:2:3"));
    expect(addressBucket("2001:db8:aa:1::1")).not.toBe(addressBucket("2001:db8:aa:2::1"));
    expect(addressBucket("2001:0db8:00aa:0001::1")).toBe("2001:db8:aa:1::/64");
  });
});
