import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { decode, type JWT } from "next-auth/jwt";
import { userData, type UserData } from "@/provider/contracts/accounts";
import { providerRequest } from "@/lib/provider/client";
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
 * The signed-in user as the provider sees them now (GET api/Users/UserData). When that fetch fails
 * the visitor is treated as logged out, as SPEC §4 says.
 */
export const getCurrentUser = cache(async (): Promise<UserData | null> => {
  const token = await getProviderToken();
  if (!token) return null;
  try {
    return await providerRequest("auth-backend", "api/Users/UserData", { token, schema: userData });
  } catch {
    return null;
  }
});
