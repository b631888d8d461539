// Sign-up: register, confirm the email with the mailed link, ask for a new link.
import { and, eq, or } from "drizzle-orm";
import { confirmEmailRequest, messageResponse, registerRequest, resendConfirmationRequest } from "../../contracts/accounts";
import { getDb, type Db } from "../../db/client";
import { uniqueViolation } from "../../db/errors";
import { users } from "../../db/schema";
import { badRequest, conflict } from "../../http/errors";
import { noticeMessage } from "../../http/messages";
import type { Service } from "../../http/service";
import { sendAccountMail } from "./mails";
import { hashPassword } from "./password";
import { clientAddressOf } from "../../http/client-address";
import { defer } from "../../http/deferred";
import { countPerEmailAndAddress, tooManyAttempts } from "./throttle";
import { consumeAccountToken, createAccountToken } from "./tokens";

const EMAIL_TAKEN = () => conflict("EMAIL_EXISTS", { email: "emailExists" });
const PHONE_TAKEN = () => conflict("PHONE_EXISTS", { phoneNumber: "phoneExists" });

/** Maps a unique violation on users to the answer the form shows; anything else is rethrown. */
export function userConflict(error: unknown): never {
  const index = uniqueViolation(error);
  if (index === "users_email_key") throw EMAIL_TAKEN();
  if (index === "users_phone_key") throw PHONE_TAKEN();
  throw error;
}

async function mailConfirmationLink(email: string, locale: "ar" | "en"): Promise<void> {
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.emailConfirmed, false)))
    .limit(1);
  if (!user) return;
  const token = await createAccountToken(db, user.id, "confirm-email");
  await sendAccountMail("confirmEmail", user, locale, token);
}

export function registerRegistrationRoutes(svc: Service): void {
  svc.post(
    "api/Account/register",
    {
      summary: "Create an unconfirmed account and mail the confirmation link",
      access: "public",
      body: registerRequest,
      response: messageResponse,
      status: 201,
    },
    async ({ body, locale, c }) => {
      const counted = await countPerEmailAndAddress({ email: "register", address: "registerPerAddress" }, body.email, clientAddressOf(c));
      const refused = [counted.email, counted.address].find((one) => one?.hit.exceeded);
      if (refused) throw tooManyAttempts(c, refused.hit);
      const db = await getDb();
      // A read first only to name both taken fields at once; the unique indexes are what actually guard.
      const taken = await db
        .select({ email: users.email, phoneNumber: users.phoneNumber })
        .from(users)
        .where(or(eq(users.email, body.email), eq(users.phoneNumber, body.phoneNumber)));
      const emailTaken = taken.some((u) => u.email === body.email);
      const phoneTaken = taken.some((u) => u.phoneNumber === body.phoneNumber);
      if (emailTaken) throw conflict("EMAIL_EXISTS", { email: "emailExists", ...(phoneTaken ? { phoneNumber: "phoneExists" } : {}) });
      if (phoneTaken) throw PHONE_TAKEN();

      const passwordHash = await hashPassword(body.password);
      const { user, token } = await db
        .transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({ name: body.name, email: body.email, phoneNumber: body.phoneNumber, passwordHash, role: "User", locale: body.locale })
            .returning();
          const confirmToken = await createAccountToken(tx as unknown as Db, created!.id, "confirm-email");
          return { user: created!, token: confirmToken };
        })
        .catch(userConflict);
      await sendAccountMail("confirmEmail", user, body.locale, token);
      return { message: noticeMessage("REGISTERED", locale) };
    },
  );

  svc.post(
    "api/Account/confirm-email",
    { summary: "Confirm the email with the token of the mailed link", access: "public", body: confirmEmailRequest, response: messageResponse },
    async ({ body, locale }) => {
      const db = await getDb();
      const confirmed = await db.transaction(async (tx) => {
        const userId = await consumeAccountToken(tx as unknown as Db, body.token, "confirm-email");
        if (!userId) return false;
        await tx.update(users).set({ emailConfirmed: true, updatedAt: new Date() }).where(eq(users.id, userId));
        return true;
      });
      if (!confirmed) throw badRequest("INVALID_TOKEN");
      return { message: noticeMessage("EMAIL_CONFIRMED", locale) };
    },
  );

  svc.post(
    "api/Account/resend-confirmation",
    {
      summary: "Mail a new confirmation link to an unconfirmed account (same answer for any email)",
      access: "public",
      body: resendConfirmationRequest,
      response: messageResponse,
    },
    async ({ body, locale, c }) => {
      // As forgot-password: every request counts, the per-email limit is silent, and the account is looked up
      // only after the answer, so the answer's time says nothing about the email.
      const counted = await countPerEmailAndAddress({ email: "accountMails", address: "accountMailsPerAddress" }, body.email, clientAddressOf(c));
      if (counted.address?.hit.exceeded) throw tooManyAttempts(c, counted.address.hit);
      if (!counted.email.hit.exceeded) defer("confirmation mail", () => mailConfirmationLink(body.email, body.locale));
      return { message: noticeMessage("CONFIRMATION_SENT", locale) };
    },
  );
}
