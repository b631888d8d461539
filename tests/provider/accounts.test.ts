// auth-backend accounts through the provider app: confirm, login, password reset, profile, sandbox outbox.
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { accountTokens, outbox } from "@/provider/db/schema";
import { settleDeferred } from "@/provider/http/deferred";
import { auth, latestToken, login, mailsTo } from "./call";
import { newAccount, onEachDatabase } from "./fixtures";

delete process.env.SMTP_URL;
// Without SMTP every mail is logged; keep the output readable.
vi.spyOn(console, "info").mockImplementation(() => undefined);

const LOGIN_FIELDS = ["email", "phoneNumber", "role", "token", "userId", "userName"];

onEachDatabase("auth-backend accounts", (t) => {
  async function registerConfirmed(overrides: Record<string, unknown> = {}) {
    const account = newAccount(overrides);
    expect((await auth("api/Account/register", { body: account })).status).toBe(201);
    const token = await latestToken(account.email);
    expect((await auth("api/Account/confirm-email", { body: { token } })).status).toBe(200);
    return account;
  }

  describe("confirm and login", () => {
    it("refuses login before the email is confirmed (403), and wrong passwords (401)", async () => {
      const account = newAccount();
      await auth("api/Account/register", { body: account });
      const early = await auth("api/Account/login", { body: { email: account.email, password: account.password }, locale: "en" });
      expect(early.status).toBe(403);
      expect(early.json).toEqual({ code: "EMAIL_NOT_CONFIRMED", message: "Email must be confirmed first" });

      const wrong = await auth("api/Account/login", { body: { email: account.email, password: "Wrong#2024" }, locale: "en" });
      expect(wrong.status).toBe(401);
      expect(wrong.json).toEqual({ code: "INVALID_CREDENTIALS", message: "Incorrect email or password" });
    });

    it("answers an unknown email exactly like a wrong password", async () => {
      const unknown = await auth("api/Account/login", { body: { email: "nobody@example.com", password: "Wrong#2024" } });
      const wrong = await auth("api/Account/login", { body: { email: "traveler@example.com", password: "Wrong#2024" } });
      expect(unknown).toEqual(wrong);
      expect(unknown.json.message).toBe("البريد الإلكتروني أو كلمة المرور غير صحيحة");
    });

    it("confirms through the mailed link, once, and then login answers exactly the SPEC §7 fields", async () => {
      const account = newAccount({ email: `Confirm.${Date.now()}@Example.com` });
      await auth("api/Account/register", { body: account });
      const email = account.email.toLowerCase();
      const token = await latestToken(email);

      const confirmed = await auth("api/Account/confirm-email", { body: { token }, locale: "en" });
      expect(confirmed).toEqual({ status: 200, json: { message: "Your email has been confirmed. You can now log in." } });
      expect((await t.userByEmail(email))!.emailConfirmed).toBe(true);
      const again = await auth("api/Account/confirm-email", { body: { token } });
      expect(again.status).toBe(400);
      expect(again.json.code).toBe("INVALID_TOKEN");

      const { status, json } = await auth("api/Account/login", { body: { email: account.email, password: account.password } });
      expect(status).toBe(200);
      expect(Object.keys(json).sort()).toEqual(LOGIN_FIELDS);
      const user = await t.userByEmail(email);
      expect(json).toMatchObject({ userId: user!.id, userName: "Layla Hassan", email, phoneNumber: account.phoneNumber, role: "User" });

      const me = await auth("api/Users/UserData", { token: json.token as string });
      expect(me).toEqual({ status: 200, json: { id: user!.id, name: "Layla Hassan", email, phoneNumber: account.phoneNumber, role: "User" } });
    });

    it("logs the demo admin in with role Admin", async () => {
      const { json } = await auth("api/Account/login", { body: { email: "admin@example.com", password: "Admin#12345" } });
      expect(json.role).toBe("Admin");
    });

    it("refuses unknown and expired confirmation tokens", async () => {
      const unknown = await auth("api/Account/confirm-email", { body: { token: "x".repeat(43) } });
      expect(unknown.status).toBe(400);
      expect(unknown.json.code).toBe("INVALID_TOKEN");

      const account = newAccount();
      await auth("api/Account/register", { body: account });
      const token = await latestToken(account.email);
      const { id } = (await t.userByEmail(account.email))!;
      await t.db.db
        .update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountTokens.userId, id));
      const expired = await auth("api/Account/confirm-email", { body: { token } });
      expect(expired.status).toBe(400);
      expect(expired.json.code).toBe("INVALID_TOKEN");
      expect((await t.userByEmail(account.email))!.emailConfirmed).toBe(false);
    });

    it("resends a link only to an unconfirmed account, with the same answer for any email", async () => {
      const account = newAccount();
      await auth("api/Account/register", { body: account });
      const answers = [];
      for (const email of [account.email, "nobody@example.com", "traveler@example.com"]) {
        answers.push(await auth("api/Account/resend-confirmation", { body: { email, locale: "en" } }));
      }
      expect(answers[0]!.status).toBe(200);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(await mailsTo(account.email)).toHaveLength(2);
      expect(await mailsTo("nobody@example.com")).toHaveLength(0);
      expect(await mailsTo("traveler@example.com")).toHaveLength(0);

      const token = await latestToken(account.email);
      expect((await auth("api/Account/confirm-email", { body: { token } })).status).toBe(200);
    });
  });

  describe("forgot and reset password", () => {
    it("answers the same whether or not the account exists, and mails only an existing one", async () => {
      // The mail is written after the answer (provider/http/deferred.ts): count once the deferred work is done.
      const outboxSize = async () => {
        await settleDeferred();
        return (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n;
      };
      const before = await outboxSize();
      const unknown = await auth("api/Account/forgot-password", { body: { email: "ghost@example.com", locale: "en" }, locale: "en" });
      expect(await outboxSize()).toBe(before);
      const known = await auth("api/Account/forgot-password", { body: { email: "traveler@example.com", locale: "en" }, locale: "en" });
      expect(known).toEqual(unknown);
      expect(known.status).toBe(200);
      expect(await outboxSize()).toBe(before + 1);
      const [mail] = await mailsTo("traveler@example.com");
      expect(mail!.link).toMatch(/^http:\/\/localhost:3000\/en\/reset-password\?token=/);
    });

    it("requires a valid email", async () => {
      const { status, json } = await auth("api/Account/forgot-password", { body: { email: "" } });
      expect(status).toBe(400);
      expect(json.fields).toEqual({ email: "required" });
      const invalid = await auth("api/Account/forgot-password", { body: { email: "nope" } });
      expect(invalid.json.fields).toEqual({ email: "emailInvalid" });
    });

    it("resets the password once, revokes every earlier session token and confirms the email", async () => {
      const account = newAccount();
      await auth("api/Account/register", { body: account });
      const confirmToken = await latestToken(account.email);
      await auth("api/Account/confirm-email", { body: { token: confirmToken } });
      const oldSession = await login(account.email, account.password);
      expect((await auth("api/Users/UserData", { token: oldSession })).status).toBe(200);

      await auth("api/Account/forgot-password", { body: { email: account.email, locale: "ar" } });
      const token = await latestToken(account.email);
      const tokenRow = (
        await t.db.db
          .select()
          .from(accountTokens)
          .where(eq(accountTokens.tokenHash, createHash("sha256").update(token).digest("hex")))
      )[0]!;
      expect(tokenRow.purpose).toBe("reset-password");
      expect(tokenRow.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);
      expect(tokenRow.expiresAt.getTime() - Date.now()).toBeGreaterThan(3500_000);

      const mismatch = await auth("api/Account/reset-password", { body: { token, password: "Fresh#2025", confirmPassword: "Other#2025" } });
      expect(mismatch.json.fields).toEqual({ confirmPassword: "passwordMismatch" });

      const before = (await t.userByEmail(account.email))!.tokenVersion;
      const reset = await auth("api/Account/reset-password", { body: { token, password: "Fresh#2025", confirmPassword: "Fresh#2025" } });
      expect(reset.status).toBe(200);
      expect((await t.userByEmail(account.email))!.tokenVersion).toBe(before + 1);

      const stale = await auth("api/Users/UserData", { token: oldSession });
      expect(stale.status).toBe(401);
      expect(stale.json.code).toBe("UNAUTHORIZED");
      expect((await auth("api/Account/login", { body: { email: account.email, password: account.password } })).status).toBe(401);
      expect(await login(account.email, "Fresh#2025")).toBeTruthy();

      const reuse = await auth("api/Account/reset-password", { body: { token, password: "Other#2025", confirmPassword: "Other#2025" } });
      expect(reuse.status).toBe(400);
      expect(reuse.json.code).toBe("INVALID_TOKEN");
    });

    it("confirms an unconfirmed account through the reset link", async () => {
      const account = newAccount();
      await auth("api/Account/register", { body: account });
      await auth("api/Account/forgot-password", { body: { email: account.email } });
      const token = await latestToken(account.email);
      expect((await auth("api/Account/reset-password", { body: { token, password: "Fresh#2025", confirmPassword: "Fresh#2025" } })).status).toBe(200);
      expect((await t.userByEmail(account.email))!.emailConfirmed).toBe(true);
      expect(await login(account.email, "Fresh#2025")).toBeTruthy();
    });
  });

  describe("profile", () => {
    it("refuses UserData without a token or with a bad one", async () => {
      for (const token of [undefined, "not-a-jwt", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl"]) {
        const { status, json } = await auth("api/Users/UserData", { token, locale: "en" });
        expect(status).toBe(401);
        expect(json).toEqual({ code: "UNAUTHORIZED", message: "Session expired, please login again." });
      }
    });

    it("updates name and phone, and refuses a phone another account uses", async () => {
      const account = await registerConfirmed();
      const token = await login(account.email, account.password);
      const updated = await auth("api/Users/Profile", { method: "PUT", token, body: { name: "Layla H. Saleh", phoneNumber: "+20 100 555 1234" } });
      expect(updated.status).toBe(200);
      expect(updated.json).toMatchObject({ name: "Layla H. Saleh", phoneNumber: "+201005551234", email: account.email });
      expect(await t.userByEmail(account.email)).toMatchObject({ name: "Layla H. Saleh", phoneNumber: "+201005551234" });

      const taken = await auth("api/Users/Profile", { method: "PUT", token, body: { name: "Other Name", phoneNumber: "+966500000002" } });
      expect(taken.status).toBe(409);
      expect(taken.json).toMatchObject({ code: "PHONE_EXISTS", fields: { phoneNumber: "phoneExists" } });
      expect(await t.userByEmail(account.email)).toMatchObject({ name: "Layla H. Saleh", phoneNumber: "+201005551234" });

      const invalid = await auth("api/Users/Profile", { method: "PUT", token, body: { name: "", phoneNumber: "abc" } });
      expect(invalid.status).toBe(400);
      expect(invalid.json.fields).toEqual({ name: "required", phoneNumber: "phoneInvalid" });
    });

    it("changes the password only with the right current one, keeping the session", async () => {
      const account = await registerConfirmed();
      const token = await login(account.email, account.password);
      const wrong = await auth("api/Users/ChangePassword", {
        token,
        locale: "en",
        body: { currentPassword: "Nope#2024", newPassword: "Changed#2025", confirmPassword: "Changed#2025" },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json).toEqual({ code: "WRONG_PASSWORD", message: "The current password is incorrect.", fields: { currentPassword: "wrongPassword" } });

      const weak = await auth("api/Users/ChangePassword", {
        token,
        body: { currentPassword: account.password, newPassword: "weakpass", confirmPassword: "weakpass" },
      });
      expect(weak.json.fields).toEqual({ newPassword: "passwordUpper" });

      const before = (await t.userByEmail(account.email))!.tokenVersion;
      const ok = await auth("api/Users/ChangePassword", {
        token,
        body: { currentPassword: account.password, newPassword: "Changed#2025", confirmPassword: "Changed#2025" },
      });
      expect(ok.status).toBe(200);
      expect((await t.userByEmail(account.email))!.tokenVersion).toBe(before);
      expect((await auth("api/Users/UserData", { token })).status).toBe(200);
      expect((await auth("api/Account/login", { body: { email: account.email, password: account.password } })).status).toBe(401);
      expect(await login(account.email, "Changed#2025")).toBeTruthy();
    });
  });

  describe("admin outbox", () => {
    it("is for admins only: 401 without a token, 403 for a user", async () => {
      expect((await auth("api/Admin/Outbox")).status).toBe(401);
      const token = await login("traveler@example.com", "Traveler#12345");
      const { status, json } = await auth("api/Admin/Outbox", { token });
      expect(status).toBe(403);
      expect(json.code).toBe("FORBIDDEN");
    });

    it("lists at most 20 mails, newest first, and does not exist when SMTP is configured", async () => {
      const admin = await login("admin@example.com", "Admin#12345");
      const { status, json } = await auth("api/Admin/Outbox", { token: admin });
      expect(status).toBe(200);
      const mails = json as unknown as { createdAt: string }[];
      expect(mails.length).toBeGreaterThan(0);
      expect(mails.length).toBeLessThanOrEqual(20);
      const times = mails.map((m) => Date.parse(m.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);

      process.env.SMTP_URL = "smtp://127.0.0.1:1";
      try {
        expect((await auth("api/Admin/Outbox", { token: admin })).status).toBe(404);
      } finally {
        delete process.env.SMTP_URL;
        // Without SMTP every mail is logged; keep the output readable (one test checks the line).
        vi.spyOn(console, "info").mockImplementation(() => undefined);
      }
    });
  });
});
