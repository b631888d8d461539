// Login: the SPEC §7 answer, and the same failure (status, body, scrypt work) whether or not the email exists.
// Failed attempts are limited per (address, account) pair and per address, and slowed down per account (see
// throttle.ts); they are counted before the password is checked and taken back when the password is right.
import { eq } from "drizzle-orm";
import { loginRequest, loginResponse } from "../../contracts/accounts";
import { getDb } from "../../db/client";
import { users } from "../../db/schema";
import { issueToken } from "../../http/auth";
import { clientAddressOf } from "../../http/client-address";
import { ProviderError, unauthorized } from "../../http/errors";
import type { Service } from "../../http/service";
import { hashPassword, verifyPassword } from "./password";
import { countLoginAttempt, forgiveLoginAttempt, tooManyAttempts } from "./throttle";

let dummyHash: Promise<string> | undefined;

/** A hash of nothing anyone knows, verified for unknown emails so they take as long as a wrong password. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`no-such-user-${Math.random()}`);
  return dummyHash;
}

export function registerLoginRoutes(svc: Service): void {
  svc.post(
    "api/Account/login",
    { summary: "Log in with email and password; answers the provider token", access: "public", body: loginRequest, response: loginResponse },
    async ({ body, c }) => {
      // Throttled, even the right password is refused: otherwise guessing could go on and find it.
      // The answer is the same for unknown emails, which are counted like any other.
      const attempt = await countLoginAttempt(body.email, clientAddressOf(c));
      if (attempt.refused) throw tooManyAttempts(c, attempt.refused);
      // Before the password is checked, so the wait says nothing about whether it was right.
      if (attempt.delayMs) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs));
      const db = await getDb();
      const [user] = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
      const valid = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !valid) throw unauthorized("INVALID_CREDENTIALS");
      await forgiveLoginAttempt(attempt);
      // Said only to someone who knows the password, so it reveals nothing about which emails exist.
      if (!user.emailConfirmed) throw new ProviderError(403, "EMAIL_NOT_CONFIRMED");
      // Locked by an admin (issue 24 point 5): said, like the above, only to someone who knows the password.
      if (user.lockedAt) throw new ProviderError(403, "ACCOUNT_LOCKED");
      return {
        userId: user.id,
        userName: user.name,
        email: user.email,
        phoneNumber: user.phoneNumber,
        role: user.role,
        token: await issueToken(user),
      };
    },
  );
}
