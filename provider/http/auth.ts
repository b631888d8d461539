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

/** The signed-in user of a request, or null for a missing, invalid, expired or revoked token. */
export async function authenticate(c: Context): Promise<AuthUser | null> {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) return null;
  try {
    const { payload } = await jwtVerify(match[1], key(), { issuer: ISSUER, algorithms: ["HS256"] });
    if (!payload.sub) return null;
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.id, payload.sub)).limit(1);
    // Role and token version are read from the database, never trusted from the token.
    if (!user || user.tokenVersion !== payload.v || !user.emailConfirmed) return null;
    return user;
  } catch {
    return null;
  }
}
