// The account endpoints' limits against password guessing and mail bombing, all in one place.
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { ProviderError } from "../../http/errors";
import { hit, refund, type RateLimit, type RateLimitHit } from "../../http/rate-limit";

export const ACCOUNT_LIMITS = {
  /** Failed logins per email; the right password is refused too once over, so guessing cannot find it. */
  loginFailures: { limit: 10, windowSeconds: 15 * 60 },
  /** Registration attempts per email. */
  register: { limit: 5, windowSeconds: 60 * 60 },
  /** Reset and confirmation mails per email, both endpoints together: one mailbox, one budget. */
  accountMails: { limit: 3, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

type Scope = keyof typeof ACCOUNT_LIMITS;

/** The table holds a hash, never the address; emails arrive already trimmed and lower-cased by the contract. */
export function throttleKey(scope: Scope, email: string): string {
  return `${scope}:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;
}

export function countAttempt(scope: Scope, email: string): Promise<RateLimitHit> {
  return hit(throttleKey(scope, email), ACCOUNT_LIMITS[scope]);
}

/** Takes back an attempt that should not count (a successful login). */
export function forgiveAttempt(scope: Scope, email: string, attempt: RateLimitHit): Promise<void> {
  return refund(throttleKey(scope, email), attempt.windowStart);
}

/** 429 TOO_MANY_ATTEMPTS with Retry-After; the header is set on the context the error answer is built from. */
export function tooManyAttempts(c: Context, attempt: RateLimitHit): ProviderError {
  c.header("Retry-After", String(attempt.retryAfter));
  return new ProviderError(429, "TOO_MANY_ATTEMPTS");
}
