import "server-only";
import type { JWT } from "next-auth/jwt";
import { userData } from "@/provider/contracts/accounts";
import { providerRequest, ProviderRequestError } from "@/lib/provider/client";

/** The provider refused the session's token (401/403, as lib/auth/session.ts reads it): the visitor is signed out. */
export class SessionRevokedError extends Error {
  constructor() {
    super("SESSION_REVOKED");
    this.name = "SessionRevokedError";
  }
}

const REVOKED_STATUSES = new Set([401, 403]);

/**
 * Brings the session's user up to date from the provider (GET api/Users/UserData with its token), or throws
 * SessionRevokedError when the provider no longer accepts the token. An outage keeps the session as it is: it is
 * never a logout.
 */
export async function recheckSession(token: JWT): Promise<void> {
  try {
    const fresh = await providerRequest("auth-backend", "api/Users/UserData", { token: token.accessToken, schema: userData });
    token.name = fresh.name;
    token.phoneNumber = fresh.phoneNumber;
    token.role = fresh.role;
  } catch (error) {
    if (error instanceof ProviderRequestError && REVOKED_STATUSES.has(error.status)) throw new SessionRevokedError();
  }
}

/** True for next-auth's log of the session read that SessionRevokedError ended (next-auth passes {name, message}). */
export function isRevokedSessionLog(code: string, metadata: unknown): boolean {
  const meta = metadata as { name?: unknown; message?: unknown } | null;
  return code === "JWT_SESSION_ERROR" && (meta?.name === "SessionRevokedError" || meta?.message === "SESSION_REVOKED");
}
