// Forgotten password: mail a one-hour reset link, then set the new password through it.
import { eq, sql } from "drizzle-orm";
import { forgotPasswordRequest, messageResponse, resetPasswordRequest } from "../../contracts/accounts";
import { getDb, type Db } from "../../db/client";
import { users } from "../../db/schema";
import { badRequest } from "../../http/errors";
import { noticeMessage } from "../../http/messages";
import type { Service } from "../../http/service";
import { sendAccountMail } from "./mails";
import { hashPassword } from "./password";
import { clientAddressOf } from "../../http/client-address";
import { defer } from "../../http/deferred";
import { countPerEmailAndAddress, tooManyAttempts } from "./throttle";
import { consumeAccountToken, createAccountToken } from "./tokens";

async function mailResetLink(email: string, locale: "ar" | "en"): Promise<void> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const token = await createAccountToken(db, user.id, "reset-password");
  await sendAccountMail("resetPassword", user, locale, token);
}

export function registerPasswordResetRoutes(svc: Service): void {
  svc.post(
    "api/Account/forgot-password",
    {
      summary: "Mail a password reset link (same answer whether or not the account exists)",
      access: "public",
      body: forgotPasswordRequest,
      response: messageResponse,
    },
    async ({ body, locale, c }) => {
      // Every request counts, known email or not. Over the per-email limit the answer is the same and no mail goes
      // (a 429 would tell that someone asked for this mailbox); over the per-address limit the caller is refused.
      const counted = await countPerEmailAndAddress({ email: "accountMails", address: "accountMailsPerAddress" }, body.email, clientAddressOf(c));
      if (counted.address?.hit.exceeded) throw tooManyAttempts(c, counted.address.hit);
      // Nothing that depends on the account happens before the answer: it would make known emails slower.
      if (!counted.email.hit.exceeded) defer("reset-password mail", () => mailResetLink(body.email, body.locale));
      return { message: noticeMessage("RESET_LINK_SENT", locale) };
    },
  );

  svc.post(
    "api/Account/reset-password",
    {
      summary: "Set a new password with the token of the reset link; signs the account out everywhere",
      access: "public",
      body: resetPasswordRequest,
      response: messageResponse,
    },
    async ({ body, locale }) => {
      const db = await getDb();
      const passwordHash = await hashPassword(body.password);
      const done = await db.transaction(async (tx) => {
        const userId = await consumeAccountToken(tx as unknown as Db, body.token, "reset-password");
        if (!userId) return false;
        // The link proves the mailbox is the user's, so it also confirms the email; the new token
        // version revokes every session token issued before the reset.
        await tx
          .update(users)
          .set({ passwordHash, emailConfirmed: true, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
          .where(eq(users.id, userId));
        return true;
      });
      if (!done) throw badRequest("INVALID_TOKEN");
      return { message: noticeMessage("PASSWORD_RESET", locale) };
    },
  );
}
