import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { decode, type JWT } from "next-auth/jwt";
import { userData, type UserData } from "@/provider/contracts/accounts";
import { providerRequest, ProviderRequestError } from "@/lib/provider/client";
import { authSecret } from "./secret";

export const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

/** The decoded session JWT (server only: it holds the provider token). */
export async function decodeSessionCookie(value: string | undefined): Promise<JWT | null> {
  if (!value) return null;
  try {
    return await decode({ token: value, secret: authSecret() });
  } catch {
    return null;
  }
}

export const getSessionJwt = cache(async (): Promise<JWT | null> => {
  const store = await cookies();
  for (const name of SESSION_COOKIES) {
    const jwt = await decodeSessionCookie(store.get(name)?.value);
    if (jwt) return jwt;
  }
  return null;
});

export async function getProviderToken(): Promise<string | null> {
  return (await getSessionJwt())?.accessToken ?? null;
}

/**
 * Who the visitor is, as the provider sees them now (GET api/Users/UserData):
 * - "signed-in": the provider knows the session's user;
 * - "signed-out": no session, or the provider refused its token (401/403), as SPEC §4 says; `locked` when it refused
 *   it because an admin locked the account (ACCOUNT_LOCKED), which the login page then says;
 * - "unavailable": the provider could not answer (outage, timeout, 5xx). The session is still good: the visitor
 *   stays signed in, with the name and role the session recorded at login, and nothing may log them out.
 */
export type UserLookup = { status: "signed-in"; user: UserData } | { status: "signed-out"; locked?: boolean } | { status: "unavailable"; user: UserData };

const SIGNED_OUT_STATUSES = new Set([401, 403]);

export const lookUpCurrentUser = cache(async (): Promise<UserLookup> => {
  const jwt = await getSessionJwt();
  const token = jwt?.accessToken;
  if (!jwt || !token) return { status: "signed-out" };
  try {
    return { status: "signed-in", user: await providerRequest("auth-backend", "api/Users/UserData", { token, schema: userData }) };
  } catch (error) {
    if (error instanceof ProviderRequestError && SIGNED_OUT_STATUSES.has(error.status))
      return error.code === "ACCOUNT_LOCKED" ? { status: "signed-out", locked: true } : { status: "signed-out" };
    return { status: "unavailable", user: sessionUser(jwt) };
  }
});

/** The signed-in user, or null when signed out; during an outage, the user the session recorded (never null). */
export const getCurrentUser = cache(async (): Promise<UserData | null> => {
  const lookup = await lookUpCurrentUser();
  return lookup.status === "signed-out" ? null : lookup.user;
});

function sessionUser(jwt: JWT): UserData {
  return { id: jwt.userId, name: jwt.name ?? "", email: jwt.email ?? "", phoneNumber: jwt.phoneNumber ?? "", role: jwt.role ?? null };
}
