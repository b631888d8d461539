// One-time account tokens (email confirmation, password reset): the raw token travels only in the mail,
// the database keeps its SHA-256, and a token is spent by one conditional UPDATE so it works exactly once.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accountTokens } from "../../db/schema";

export type TokenPurpose = (typeof accountTokens.$inferInsert)["purpose"];

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  "confirm-email": 24 * 60 * 60 * 1000,
  "reset-password": 60 * 60 * 1000,
};

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createAccountToken(db: Db, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** Marks an unused, unexpired token as used and returns its user, or null when it cannot be used. */
export async function consumeAccountToken(db: Db, token: string, purpose: TokenPurpose): Promise<string | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId, id: accountTokens.id });
  if (!row) return null;
  // The other outstanding links of the same kind are void once one of them has been used.
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, row.userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), ne(accountTokens.id, row.id)));
  return row.userId;
}

/** Voids every unused token of a kind (e.g. reset links after the password was changed another way). */
export async function revokeAccountTokens(db: Db, userId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
