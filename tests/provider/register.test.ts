// auth-backend registration through the provider app: every rule, duplicates, races, what gets stored and mailed.
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountTokens, users } from "@/provider/db/schema";
import { deliverQueuedMail } from "@/provider/jobs/mail-job";
import { rowsOf } from "@/provider/services/search-flight/rows";
import { captureLogLines } from "../support/log-lines";
import { auth, mailsTo } from "./call";
import { newAccount, onEachDatabase } from "./fixtures";

delete process.env.SMTP_URL;
// Without SMTP every mail is logged when its job runs (one test checks the line), into the captured lines rather than the output.
process.env.LOG_LEVEL = "info";
const logged = captureLogLines();

onEachDatabase("auth-backend register", (t) => {
  describe("register", () => {
    const refused: [string, Record<string, unknown>, string, string][] = [
      ["a missing name", { name: "" }, "name", "required"],
      ["a too short name", { name: "L" }, "name", "nameMin"],
      ["a missing email", { email: "" }, "email", "required"],
      ["an invalid email", { email: "layla@" }, "email", "emailInvalid"],
      ["an invalid phone", { phoneNumber: "12ab" }, "phoneNumber", "phoneInvalid"],
      ["a short password", { password: "Ab#1", confirmPassword: "Ab#1" }, "password", "passwordMin"],
      ["a password without upper case", { password: "secret#2024", confirmPassword: "secret#2024" }, "password", "passwordUpper"],
      ["a password without lower case", { password: "SECRET#2024", confirmPassword: "SECRET#2024" }, "password", "passwordLower"],
      ["a password without a digit", { password: "Secret#abcd", confirmPassword: "Secret#abcd" }, "password", "passwordDigit"],
      ["a password without a special character", { password: "Secret2024", confirmPassword: "Secret2024" }, "password", "passwordSpecial"],
      ["a confirmation that differs", { confirmPassword: "Secret#2025" }, "confirmPassword", "passwordMismatch"],
      ["terms not accepted", { acceptTerms: false }, "acceptTerms", "termsRequired"],
    ];
    for (const [what, overrides, field, key] of refused) {
      it(`refuses ${what} (${field}: ${key}) and stores nothing`, async () => {
        const before = await t.userCount();
        const { status, json } = await auth("api/Account/register", { body: newAccount(overrides), locale: "en" });
        expect(status).toBe(400);
        expect(json.code).toBe("VALIDATION");
        expect(json.message).toBe("Some fields are invalid.");
        expect((json.fields as Record<string, string>)[field]).toBe(key);
        expect(await t.userCount()).toBe(before);
      });
    }

    it("refuses a body that is not JSON", async () => {
      const { status, json } = await auth("api/Account/register", { rawBody: "{nope" });
      expect(status).toBe(400);
      expect(json.code).toBe("VALIDATION");
    });

    it("creates an unconfirmed User, stores only the token hash and mails the confirmation link", async () => {
      const account = newAccount({ email: `  Mixed.Case.${Date.now()}@Example.COM `, phoneNumber: "+966 55 123-4567", locale: "ar" });
      const { status, json } = await auth("api/Account/register", { body: account, locale: "ar" });
      expect(status).toBe(201);
      expect(json.message).toMatch(/تم إنشاء حسابك/);

      const email = account.email.trim().toLowerCase();
      const user = await t.userByEmail(email);
      expect(user).toMatchObject({ name: "Layla Hassan", phoneNumber: "+966551234567", role: "User", emailConfirmed: false, locale: "ar" });
      expect(user!.passwordHash).toMatch(/^scrypt\$/);
      expect(user!.passwordHash).not.toContain("Secret#2024");

      const [mail] = await mailsTo(email);
      expect(mail!.link).toMatch(/^http:\/\/localhost:3000\/confirm-email\?token=[\w-]{40,}$/);
      expect(mail!.subject).toContain("رحّال");
      // Its delivery is a job of the queue, written with it; run here (no worker in this test), it logs the mail.
      const jobs = rowsOf(await t.db.db.execute(sql`select 1 from pgboss.job where name = 'mail' and data->>'outboxId' = ${mail!.id}`));
      expect(jobs).toHaveLength(1);
      expect(await deliverQueuedMail({ outboxId: mail!.id })).toBe("logged");
      expect(logged.lines).toContainEqual(
        expect.objectContaining({ source: "provider", msg: "mail not sent (no SMTP_URL): logged", to: email, subject: mail!.subject, link: mail!.link }),
      );
      const token = new URL(mail!.link!).searchParams.get("token")!;
      const tokens = await t.db.db.select().from(accountTokens).where(eq(accountTokens.userId, user!.id));
      expect(tokens).toHaveLength(1);
      expect(tokens[0]).toMatchObject({ purpose: "confirm-email", usedAt: null });
      expect(tokens[0]!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
      expect(tokens[0]!.tokenHash).not.toContain(token);
      const ttl = tokens[0]!.expiresAt.getTime() - Date.now();
      expect(ttl).toBeGreaterThan(23.9 * 3600_000);
      expect(ttl).toBeLessThanOrEqual(24 * 3600_000);
    });

    it("sends English users a link under /en", async () => {
      const account = newAccount({ locale: "en" });
      await auth("api/Account/register", { body: account });
      const [mail] = await mailsTo(account.email);
      expect(mail!.link).toMatch(/^http:\/\/localhost:3000\/en\/confirm-email\?token=/);
      expect(mail!.subject).toBe("Rahhal: confirm your email");
    });

    it("refuses an email that exists, in any letter case, and stores nothing", async () => {
      const before = await t.userCount();
      for (const email of ["traveler@example.com", "TRAVELER@Example.com"]) {
        const { status, json } = await auth("api/Account/register", { body: newAccount({ email }), locale: "en" });
        expect(status).toBe(409);
        expect(json).toMatchObject({ code: "EMAIL_EXISTS", message: "This email already exists.", fields: { email: "emailExists" } });
      }
      expect(await t.userCount()).toBe(before);
    });

    it("refuses a phone number in use, however it is written, and stores nothing", async () => {
      const before = await t.userCount();
      for (const phoneNumber of ["+966500000002", "+966 50 000 0002", "+966-500-000-002"]) {
        const { status, json } = await auth("api/Account/register", { body: newAccount({ phoneNumber }) });
        expect(status).toBe(409);
        expect(json).toMatchObject({ code: "PHONE_EXISTS", fields: { phoneNumber: "phoneExists" } });
        expect(json.message).toBe("رقم الهاتف مستخدم بالفعل.");
      }
      expect(await t.userCount()).toBe(before);
    });

    it("names both fields when email and phone are taken", async () => {
      const { status, json } = await auth("api/Account/register", {
        body: newAccount({ email: "traveler@example.com", phoneNumber: "+966500000001" }),
      });
      expect(status).toBe(409);
      expect(json.fields).toEqual({ email: "emailExists", phoneNumber: "phoneExists" });
    });

    it("lets the database decide between concurrent registrations of one email: exactly one is created", async () => {
      const email = `race.${Date.now()}@example.com`;
      const attempts = Array.from({ length: 5 }, (_, i) => newAccount({ email, phoneNumber: `+96654${String(Date.now() % 1_000_000).padStart(6, "0")}${i}` }));
      const results = await Promise.all(attempts.map((body) => auth("api/Account/register", { body })));
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      for (const r of results.filter((r) => r.status !== 201)) {
        expect(r.status).toBe(409);
        expect(r.json.code).toBe("EMAIL_EXISTS");
      }
      const rows = await t.db.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
      expect(await t.db.db.select().from(accountTokens).where(eq(accountTokens.userId, rows[0]!.id))).toHaveLength(1);
    });

    it("maps the database's own unique violations (23505) to the 409 answers", async () => {
      const { userConflict } = await import("@/provider/services/auth-backend/registration");
      const row = { name: "X", passwordHash: "x", email: "traveler@example.com", phoneNumber: "+966599999999" };
      const emailError = await t.db.db
        .insert(users)
        .values(row)
        .catch((e: unknown) => e);
      expect(() => userConflict(emailError)).toThrow(expect.objectContaining({ status: 409, code: "EMAIL_EXISTS" }));
      const phoneError = await t.db.db
        .insert(users)
        .values({ ...row, email: "nobody@example.com", phoneNumber: "+966500000002" })
        .catch((e: unknown) => e);
      expect(() => userConflict(phoneError)).toThrow(expect.objectContaining({ status: 409, code: "PHONE_EXISTS" }));
    });
  });
});
