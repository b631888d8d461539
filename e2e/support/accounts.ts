import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";

export const ADMIN = { email: "admin@example.com", password: "Admin#12345" };
export const TRAVELER = { email: "traveler@example.com", password: "Traveler#12345" };

/** Signs in through next-auth's credentials endpoint, leaving the session cookie in the context. */
export async function signIn(request: APIRequestContext, account: { email: string; password: string }): Promise<void> {
  const csrf = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken: csrf.csrfToken, email: account.email, password: account.password, json: "true" },
    maxRedirects: 0,
  });
  if (response.status() >= 400) throw new Error(`sign-in failed: ${response.status()}`);
  const session = (await (await request.get("/api/auth/session")).json()) as { user?: { email?: string } };
  if (session.user?.email !== account.email) throw new Error(`sign-in did not create a session for ${account.email}`);
}

/** A unique, valid identity per test and worker, so runs never collide. */
export function uniqueIdentity(tag: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const digits = String(Date.now()).slice(-7) + String(Math.floor(Math.random() * 90) + 10);
  return {
    name: `Test ${tag} ${id}`,
    email: `${tag}.${id}@example.com`,
    phoneNumber: `+9665${digits.slice(0, 8)}`,
    password: "Str0ng#Pass",
  };
}

/**
 * The newest link (matching `kind`, e.g. "reset-password") mailed to `to`, read from the sandbox outbox as the admin.
 * Account mails are sent after the answer, so the outbox is asked again until it is there. Answers path and query.
 */
export async function latestMailLink(baseURL: string, to: string, kind?: string): Promise<string> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await signIn(admin, ADMIN);
    let link: string | undefined;
    await expect
      .poll(async () => {
        const response = await admin.get(`/api/auth-backend/api/Admin/Outbox?to=${encodeURIComponent(to)}`);
        expect(response.ok()).toBeTruthy();
        const mails = (await response.json()) as Array<{ link: string | null }>;
        link = mails.find((mail) => mail.link && (!kind || mail.link.includes(kind)))?.link ?? undefined;
        return link;
      })
      .toBeTruthy();
    const url = new URL(link!);
    return `${url.pathname}${url.search}`;
  } finally {
    await admin.dispose();
  }
}

/** A new account, registered (in `locale`, the language of its mails) and confirmed through the API (the BFF), ready to sign in. */
export async function confirmedAccount(request: APIRequestContext, baseURL: string, tag: string, locale: "ar" | "en" = "en") {
  const who = uniqueIdentity(tag);
  const origin = new URL(baseURL).origin;
  const created = await request.post("/api/auth-backend/api/Account/register", {
    headers: { Origin: origin },
    data: { ...who, confirmPassword: who.password, acceptTerms: true, locale },
  });
  expect(created.status()).toBe(201);
  const token = new URLSearchParams((await latestMailLink(baseURL, who.email, "confirm-email")).split("?")[1]).get("token");
  const confirmed = await request.post("/api/auth-backend/api/Account/confirm-email", { headers: { Origin: origin }, data: { token } });
  expect(confirmed.status()).toBe(200);
  return who;
}
