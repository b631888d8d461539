import type { APIRequestContext } from "@playwright/test";

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
