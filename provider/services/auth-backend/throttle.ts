// The account endpoints' limits against password guessing, password spraying and mail bombing, all in one place.
// Every count is one atomic upsert in the database (http/rate-limit.ts), shared by every app and provider process.
//
// Logins are limited per (address, account) PAIR and per address, never per account alone: failures typed by
// someone else must not lock the owner out. Per account they only slow down (a growing delay, capped).
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { addressBucket } from "../../http/client-address";
import { ProviderError } from "../../http/errors";
import { hit, refund, type RateLimit, type RateLimitHit } from "../../http/rate-limit";

export const ACCOUNT_LIMITS = {
  /** Failed logins of one address on one account; the right password is refused too once over. */
  loginFailures: { limit: 10, windowSeconds: 15 * 60 },
  /** Failed logins of one address on any account: one password tried on many accounts. */
  loginFailuresPerAddress: { limit: 20, windowSeconds: 15 * 60 },
  /** Failed logins on one account from anywhere: past the limit each attempt waits longer, it is never refused. */
  loginFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  /** Registration attempts per email. */
  register: { limit: 5, windowSeconds: 60 * 60 },
  /**
   * Registration attempts per address: 10 an hour, or REGISTER_LIMIT_PER_ADDRESS (behind a carrier's NAT many people
   * share one address; the e2e suite registers a few dozen accounts from one machine). Read at each attempt.
   */
  get registerPerAddress(): RateLimit {
    return { limit: positiveInt(process.env.REGISTER_LIMIT_PER_ADDRESS) ?? 10, windowSeconds: 60 * 60 };
  },
  /** Reset and confirmation mails per email, both endpoints together: one mailbox, one budget. */
  accountMails: { limit: 3, windowSeconds: 60 * 60 },
  /** Reset and confirmation requests per address. */
  accountMailsPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  /** Contact-form messages per email and per address: every one mails the operator. */
  supportMessages: { limit: 3, windowSeconds: 60 * 60 },
  supportMessagesPerAddress: { limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

function positiveInt(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return value && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** The delay added per failure over the per-account limit, and its cap: slow for a guesser, bearable for the owner. */
export const ACCOUNT_DELAY_STEP_MS = 100;
export const ACCOUNT_DELAY_MAX_MS = 2_000;

type Scope = keyof typeof ACCOUNT_LIMITS;

const hash = (value: string) => createHash("sha256").update(value).digest("hex");
const normalEmail = (email: string) => email.trim().toLowerCase();

/** The table holds hashes, never an address or an email. */
export function throttleKey(scope: Scope, subject: string): string {
  return `${scope}:${hash(subject)}`;
}

/**
 * The login pair's key. Without a known address (a caller that cannot vouch for one) the pair is the account
 * alone: the old per-email lock, the safe side when nothing else can be counted.
 */
export function loginPairKey(address: string | null, email: string): string {
  return throttleKey("loginFailures", `${address ? addressBucket(address) : "unknown"}|${normalEmail(email)}`);
}

export const emailKey = (scope: Scope, email: string) => throttleKey(scope, normalEmail(email));
export const addressKey = (scope: Scope, address: string) => throttleKey(scope, addressBucket(address));

export type Counted = { key: string; hit: RateLimitHit };

async function count(scope: Scope, key: string): Promise<Counted> {
  return { key, hit: await hit(key, ACCOUNT_LIMITS[scope]) };
}

/** Counts one attempt per email and, when known, per address. */
export async function countPerEmailAndAddress(
  scopes: { email: Scope; address: Scope },
  email: string,
  address: string | null,
): Promise<{ email: Counted; address: Counted | null }> {
  return {
    email: await count(scopes.email, emailKey(scopes.email, email)),
    address: address ? await count(scopes.address, addressKey(scopes.address, address)) : null,
  };
}

export type LoginAttempt = { refused: RateLimitHit | null; delayMs: number; counted: Counted[] };

/**
 * Counts a login attempt before the password is checked, so concurrent guesses cannot slip past a limit. The pair
 * and the address are counted first; an attempt they refuse is not counted on the account, so an attacker who is
 * already refused cannot go on slowing the owner down.
 */
export async function countLoginAttempt(email: string, address: string | null): Promise<LoginAttempt> {
  const pair = await count("loginFailures", loginPairKey(address, email));
  const perAddress = address ? await count("loginFailuresPerAddress", addressKey("loginFailuresPerAddress", address)) : null;
  const counted = perAddress ? [pair, perAddress] : [pair];
  const refused = [pair, perAddress].find((c) => c?.hit.exceeded)?.hit ?? null;
  if (refused) return { refused, delayMs: 0, counted };
  const account = await count("loginFailuresPerAccount", emailKey("loginFailuresPerAccount", email));
  const over = account.hit.count - ACCOUNT_LIMITS.loginFailuresPerAccount.limit;
  return { refused: null, delayMs: over > 0 ? Math.min(over * ACCOUNT_DELAY_STEP_MS, ACCOUNT_DELAY_MAX_MS) : 0, counted: [...counted, account] };
}

/** Takes back every count of an attempt that should not count (a successful login). */
export async function forgiveLoginAttempt(attempt: LoginAttempt): Promise<void> {
  for (const { key, hit: counted } of attempt.counted) await refund(key, counted.windowStart);
}

/** 429 TOO_MANY_ATTEMPTS with Retry-After; the header is set on the context the error answer is built from. */
export function tooManyAttempts(c: Context, attempt: RateLimitHit): ProviderError {
  c.header("Retry-After", String(attempt.retryAfter));
  return new ProviderError(429, "TOO_MANY_ATTEMPTS");
}
