// Provider-side identity: JWTs the provider signs itself, checked on every protected endpoint.
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { jwtVerify, SignJWT } from "jose";
import { providerConfig } from "../config";
import { getDb } from "../db/client";
import { users } from "../db/schema";

export type AuthUser = typeof users.$inferSelect;

const ISSUER = "rahhal-provider";
const TOKEN_TTL = "7d";

const key = () => new TextEncoder().encode(providerConfig.tokenSecret);

export async function issueToken(user: Pick<AuthUser, "id" | "role" | "tokenVersion">): Promise<string> {
  return new SignJWT({ role: user.role, v: user.tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(TOKEN_TTL)
    .sign(key());
}

/** Why a token that verified is refused anyway, when the caller should be told (the app signs them out saying so). */
export type AuthRefusal = "ACCOUNT_LOCKED";

/**
 * The signed-in user of a request, or null for a missing, invalid, expired, revoked or locked account's token; with
 * the reason a verified token of a known account is refused when the caller should be told (a locked account).
 */
export async function authenticateRequest(c: Context): Promise<{ user: AuthUser | null; refusal: AuthRefusal | null }> {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header);
  const none = { user: null, refusal: null };
  if (!match?.[1]) return none;
  let subject: string | undefined;
  let version: unknown;
  try {
    const { payload } = await jwtVerify(match[1], key(), { issuer: ISSUER, algorithms: ["HS256"] });
    subject = payload.sub;
    version = payload.v;
  } catch {
    return none;
  }
  if (!subject) return none;
  // Outside the try: a database that cannot be reached must answer 503 (an outage), never pass for a bad token,
  // which the app would turn into "session expired" and a sign-out.
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, subject)).limit(1);
  // Role, lock and token version are read from the database, never trusted from the token. A locked account's
  // tokens are refused at their next request; locking also bumps the version, so unlocking revives none of them.
  if (!user) return none;
  if (user.lockedAt) return { user: null, refusal: "ACCOUNT_LOCKED" };
  if (user.tokenVersion !== version || !user.emailConfirmed) return none;
  return { user, refusal: null };
}
