// Issue 23's acceptance for accounts: a session made on instance A is valid on B (the instances share the session and
// provider-token secrets instead of generating their own), and failed sign-ins split between A and B are counted
// together (the rate_limits table in the shared database), whichever instance or the proxy takes the next attempt.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN, TRAVELER } from "../support/accounts";
import { t } from "../support/i18n";
import { behindProxyAvailable, startBehindProxy, type BehindProxy } from "./behind-proxy";

test.describe.configure({ mode: "serial" });
const available = await behindProxyAvailable();
test.skip(!available && !process.env.CI, "needs Debian's haproxy and Postgres at 127.0.0.1:5432");

let pair: BehindProxy;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  pair = await startBehindProxy("accounts");
});

test.afterAll(async () => {
  await pair?.stop();
});

/**
 * One sign-in through next-auth's credentials endpoint, as the login form's signIn() posts it: null when it made a
 * session, else the code the form translates (INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS, …).
 */
async function signInAttempt(context: APIRequestContext, email: string, password: string): Promise<string | null> {
  const csrf = (await (await context.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await context.post("/api/auth/callback/credentials", {
    form: { csrfToken: csrf.csrfToken, email, password, locale: "en", json: "true" },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBeLessThan(500);
  const { url } = (await response.json()) as { url: string };
  return new URL(url).searchParams.get("error");
}

const sessionEmail = async (context: APIRequestContext) =>
  ((await (await context.get("/api/auth/session")).json()) as { user?: { email?: string } }).user?.email;

test("a session made on A is valid on B: the session, the provider behind it and a signed-in page", async () => {
  const onA = await pair.client(pair.a.url);
  expect(await signInAttempt(onA, TRAVELER.email, TRAVELER.password)).toBeNull();
  expect(await sessionEmail(onA)).toBe(TRAVELER.email);

  // The browser's cookies (localhost's, whatever the port), carried to B.
  const cookies = (await onA.storageState()).cookies;
  expect(cookies.map((cookie) => cookie.name)).toContain("next-auth.session-token");
  const onB = await pair.client(pair.b.url, cookies);
  // next-auth on B opens the cookie A sealed.
  expect(await sessionEmail(onB)).toBe(TRAVELER.email);
  // The BFF on B forwards the provider token A's sign-in got; the provider (on B) accepts its signature.
  const data = await onB.get("/api/auth-backend/api/Users/UserData");
  expect(data.status()).toBe(200);
  expect(((await data.json()) as { email: string }).email).toBe(TRAVELER.email);
  // A signed-in page rendered by B: the profile form with the traveller's address, where a guest is sent to log in.
  const profile = await onB.get("/en/profile", { maxRedirects: 0 });
  expect(profile.status()).toBe(200);
  expect(await profile.text()).toContain(TRAVELER.email);
  const guest = await (await pair.client(pair.b.url)).get("/en/profile", { maxRedirects: 0 });
  expect(guest.status()).toBeGreaterThanOrEqual(300);
  expect(guest.status()).toBeLessThan(400);
});

test("ten failed sign-ins split between A and B are throttled: the right password is then refused on A, on B and through the proxy", async () => {
  // ACCOUNT_LIMITS.loginFailures (provider/services/auth-backend/throttle.ts): ten failures of one address on one account.
  const limit = 10;
  const visitors = [await pair.client(pair.a.url), await pair.client(pair.b.url)];
  // Five on each: below the limit on either instance alone, so only a shared count can refuse what follows.
  for (let attempt = 0; attempt < limit; attempt++) {
    expect(await signInAttempt(visitors[attempt % 2]!, TRAVELER.email, `Wrong#${attempt}pass`), `failure ${attempt + 1}`).toBe("INVALID_CREDENTIALS");
  }
  const [counted] = await pair.query<{ count: number }>("select max(count)::int as count from rate_limits where key like 'loginFailures:%'");
  expect(counted?.count).toBe(limit);

  for (const baseURL of [pair.a.url, pair.b.url, pair.proxy.url]) {
    const visitor = await pair.client(baseURL);
    // The code the login form shows as this sentence.
    expect(await signInAttempt(visitor, TRAVELER.email, TRAVELER.password), `${baseURL}: ${t("en", "Auth.tooManyAttempts")}`).toBe("TOO_MANY_ATTEMPTS");
    expect(await sessionEmail(visitor)).toBeUndefined();
  }
});

test("a companion saved through A is masked on B and filled in full there; its row holds the passport number sealed, not in plain text", async () => {
  const onA = await pair.client(pair.a.url);
  // Another account than the traveller's, which the test above leaves throttled.
  expect(await signInAttempt(onA, ADMIN.email, ADMIN.password)).toBeNull();
  const onB = await pair.client(pair.b.url, (await onA.storageState()).cookies);
  const passport = `Z${Date.now().toString(36).toUpperCase().slice(-7)}`;
  const saved = await onA.post("/api/auth-backend/api/Users/Travellers", {
    headers: { origin: pair.proxy.url, "accept-language": "en" },
    data: {
      title: "Ms",
      firstName: "Huda",
      lastName: "Sealed",
      dateOfBirth: "1993-07-01",
      nationality: "KW",
      passportNumber: passport,
      passportExpiry: "2031-05-01",
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id, passportMasked } = (await saved.json()) as { id: string; passportMasked: string };
  expect(passportMasked).toBe(`•••••${passport.slice(-4)}`);

  // B opens what A sealed: the instances share TRAVELLERS_KEY.
  const filled = await onB.get(`/api/auth-backend/api/Users/Travellers/${id}/Fill`);
  expect(filled.status()).toBe(200);
  expect(((await filled.json()) as { passportNumber: string }).passportNumber).toBe(passport);

  const [row] = await pair.query<Record<string, unknown>>("select * from saved_travellers where id = $1", [id]);
  expect(row).toBeDefined();
  expect(JSON.stringify(row)).not.toContain(passport);
  const sealed = Buffer.from(String(row!.passport_cipher), "base64");
  // iv (12) ‖ tag (16) ‖ the ciphertext, as long as the number.
  expect(sealed.length).toBe(12 + 16 + passport.length);
  expect(sealed.toString("latin1")).not.toContain(passport);

  expect((await onA.delete(`/api/auth-backend/api/Users/Travellers/${id}`, { headers: { origin: pair.proxy.url } })).status()).toBe(204);
  expect(await pair.query("select id from saved_travellers where id = $1", [id])).toEqual([]);
});
