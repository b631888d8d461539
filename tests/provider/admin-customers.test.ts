// The back office's Customers (issue 24 point 5) and a booking's mail resent (point 4): the accounts listed and found,
// one account's bookings through the Bookings list's account filter; locking an account refuses its sign-in and its
// open sessions with a clear message, unlocking lets it sign in again; an admin cannot lock themselves nor the last
// admin (even two admins locking each other at once); a new confirmation link and a booking's confirmation mailed again,
// each audited, once per request key; a booking with nothing to resend is refused with nothing written.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminPage } from "@/provider/contracts/admin";
import type { AdminCustomer } from "@/provider/contracts/admin-customers";
import type { AdminReservationDetail, AdminReservationSummary } from "@/provider/contracts/admin-reservations";
import { auditLog, outbox, reservations, users } from "@/provider/db/schema";
import { issueToken } from "@/provider/http/auth";
import { lockCustomer } from "@/provider/services/auth-backend/admin-customers";
import { hashPassword } from "@/provider/services/auth-backend/password";
import { card, createUsers, errorOf, newKey, onEachDatabase, request, type TestUser } from "./flight-fixtures";
import { addDays, createHotel, createTransfer, hotelBooking, hotelsCall, riyadhDate, taxiBooking, taxisCall } from "./stays-fixtures";

const auth = (path: string, options: Parameters<typeof request>[1] = {}) => request(path, { ...options, service: "auth-backend" });
const PASSWORD = "Secret#2026";

onEachDatabase("admin customers", (suite) => {
  let admin: TestUser;
  let other: TestUser;
  let customer: TestUser;
  let unconfirmed: { id: string; email: string };
  let paid: { id: string; reference: string };
  let expired: { id: string; reference: string };

  const makeAdmin = async (u: TestUser) => {
    const [row] = await suite.db.db.update(users).set({ role: "Admin" }).where(eq(users.id, u.id)).returning();
    return { ...u, token: await issueToken(row!) };
  };
  const audits = (entityId: string, action: string) =>
    suite.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
  const login = (email: string, locale: "ar" | "en" = "en") => auth("api/Account/login", { body: { email, password: PASSWORD }, locale });

  beforeAll(async () => {
    const made = await createUsers(suite.db.db, 4);
    admin = await makeAdmin(made[0]!);
    other = await makeAdmin(made[1]!);
    customer = made[2]!;
    const passwordHash = await hashPassword(PASSWORD);
    await suite.db.db.update(users).set({ passwordHash, name: "Noura Alqahtani" }).where(eq(users.id, customer.id));
    await suite.db.db.update(users).set({ emailConfirmed: false, locale: "en" }).where(eq(users.id, made[3]!.id));
    unconfirmed = { id: made[3]!.id, email: made[3]!.email };

    const { roomTypeId } = await createHotel(suite.db.db);
    const checkIn = riyadhDate(30);
    const hotel = await hotelsCall("api/Reservations", { token: customer.token, body: hotelBooking(roomTypeId, checkIn, addDays(checkIn, 2)) });
    expect(hotel.status, JSON.stringify(hotel.json)).toBe(201);
    paid = hotel.json as { id: string; reference: string };
    const pay = await hotelsCall(`api/Reservations/${paid.id}/Pay`, { token: customer.token, body: card(), headers: { "Idempotency-Key": newKey() } });
    expect(pay.status, JSON.stringify(pay.json)).toBe(200);
    const transferId = await createTransfer(suite.db.db, { vehicles: 3 });
    const ride = await taxisCall("api/Reservations", { token: customer.token, body: taxiBooking(transferId, riyadhDate(12), "09:00") });
    expect(ride.status, JSON.stringify(ride.json)).toBe(201);
    expired = ride.json as { id: string; reference: string };
    await suite.db.db
      .update(reservations)
      .set({ createdAt: new Date(Date.now() - 120_000), holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(reservations.id, expired.id));
  });

  it("is the admin's alone: 401 to a guest, 403 to a traveller", async () => {
    expect((await auth("api/Admin/Customers")).status).toBe(401);
    expect((await auth("api/Admin/Customers", { token: customer.token })).status).toBe(403);
    expect((await auth(`api/Admin/Customers/${customer.id}/Lock`, { method: "POST", token: customer.token })).status).toBe(403);
    expect((await request(`api/Admin/Reservations/${paid.id}/ResendMail`, { method: "POST", token: customer.token })).status).toBe(403);
  });

  it("finds a customer by name or email, and lists their bookings through the Bookings list's account filter", async () => {
    for (const q of ["noura", customer.email.toUpperCase()]) {
      const found = (await auth(`api/Admin/Customers?${new URLSearchParams({ q })}`, { token: admin.token })).json as AdminPage<AdminCustomer>;
      expect(found.items.map((c) => c.id)).toEqual([customer.id]);
      expect(found.items[0]).toMatchObject({ name: "Noura Alqahtani", bookings: 2, lockedAt: null, emailConfirmed: true, role: "User" });
    }
    const waiting = (await auth("api/Admin/Customers?state=unconfirmed", { token: admin.token })).json as AdminPage<AdminCustomer>;
    expect(waiting.items.map((c) => c.id)).toEqual([unconfirmed.id]);
    const theirs = await request(`api/Admin/Reservations?account=${customer.id}`, { token: admin.token });
    expect((theirs.json as AdminPage<AdminReservationSummary>).items.map((r) => r.reference).sort()).toEqual([paid.reference, expired.reference].sort());
    const none = await request(`api/Admin/Reservations?account=${other.id}`, { token: admin.token });
    expect((none.json as AdminPage<AdminReservationSummary>).total).toBe(0);
    expect((await request("api/Admin/Reservations?account=not-a-uuid", { token: admin.token })).status).toBe(400);
    expect((await auth("api/Admin/Customers/not-a-uuid", { token: admin.token })).status).toBe(404);
  });

  describe("resending mails", () => {
    it("mails a new confirmation link to an unconfirmed account once per request key, audited, in its language", async () => {
      const key = newKey();
      const send = () =>
        auth(`api/Admin/Customers/${unconfirmed.id}/ResendConfirmation`, { method: "POST", token: admin.token, headers: { "Idempotency-Key": key } });
      const [first, second] = await Promise.all([send(), send()]);
      expect(first.status, JSON.stringify(first.json)).toBe(200);
      expect(second.json).toEqual(first.json);
      const mails = await suite.db.db.select().from(outbox).where(eq(outbox.to, unconfirmed.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.link).toMatch(/\/en\/confirm-email\?token=/);
      expect(await audits(unconfirmed.id, "resend")).toHaveLength(1);
      const token = new URL(mails[0]!.link!).searchParams.get("token")!;
      expect((await auth("api/Account/confirm-email", { body: { token } })).status).toBe(200);
      const confirmed = await auth(`api/Admin/Customers/${unconfirmed.id}/ResendConfirmation`, {
        method: "POST",
        token: admin.token,
        headers: { "Idempotency-Key": newKey() },
      });
      expect(confirmed.status).toBe(409);
      expect(errorOf(confirmed).code).toBe("EMAIL_ALREADY_CONFIRMED");
      const missingKey = await auth(`api/Admin/Customers/${unconfirmed.id}/ResendConfirmation`, { method: "POST", token: admin.token });
      expect(missingKey.status).toBe(400);
    });

    it("mails a paid booking's confirmation again, once per request key, shown in its mails and history", async () => {
      const before = (await request(`api/Admin/Reservations/${paid.id}`, { token: admin.token })).json as AdminReservationDetail;
      const key = newKey();
      const send = () => request(`api/Admin/Reservations/${paid.id}/ResendMail`, { method: "POST", token: admin.token, headers: { "Idempotency-Key": key } });
      const [first, second] = await Promise.all([send(), send()]);
      expect(first.status, JSON.stringify(first.json)).toBe(200);
      expect(second.json).toEqual(first.json);
      expect(first.json).toMatchObject({ id: paid.id, reference: paid.reference });
      const after = (await request(`api/Admin/Reservations/${paid.id}`, { token: admin.token })).json as AdminReservationDetail;
      expect(after.mails).toHaveLength(before.mails.length + 1);
      expect(after.mails.at(-1)!.subject).toBe(before.mails[0]!.subject);
      expect(after.history.filter((e) => e.event === "mailResent")).toEqual([expect.objectContaining({ by: admin.email })]);
      expect(await audits(paid.id, "resend")).toHaveLength(1);
    });

    it("refuses a booking with nothing to resend (an unpaid hold that ran out), writing nothing", async () => {
      const refused = await request(`api/Admin/Reservations/${expired.id}/ResendMail`, {
        method: "POST",
        token: admin.token,
        headers: { "Idempotency-Key": newKey() },
        locale: "ar",
      });
      expect(refused.status).toBe(409);
      expect(errorOf(refused)).toMatchObject({ code: "NOTHING_TO_RESEND", message: "لا يوجد ما يُعاد إرساله: التأكيد والقسيمة لحجز مؤكد ومدفوع فقط." });
      const detail = (await request(`api/Admin/Reservations/${expired.id}`, { token: admin.token })).json as AdminReservationDetail;
      expect(detail.mails).toHaveLength(0);
      expect(await audits(expired.id, "resend")).toHaveLength(0);
    });
  });

  describe("locking", () => {
    it("refuses the locked account's open session at its next request and its sign-in, with a clear message", async () => {
      const signedIn = (await login(customer.email)).json as { token: string };
      expect((await auth("api/Users/UserData", { token: signedIn.token })).status).toBe(200);

      const [locked, again] = await Promise.all([
        auth(`api/Admin/Customers/${customer.id}/Lock`, { method: "POST", token: admin.token }),
        auth(`api/Admin/Customers/${customer.id}/Lock`, { method: "POST", token: admin.token }),
      ]);
      expect(locked.status, JSON.stringify(locked.json)).toBe(200);
      expect(again.status).toBe(200);
      expect((locked.json as AdminCustomer).lockedAt).not.toBeNull();
      // A double press locks once: one audit record.
      expect(await audits(customer.id, "lock")).toHaveLength(1);

      for (const token of [signedIn.token, customer.token]) {
        const refused = await auth("api/Users/UserData", { token, locale: "ar" });
        expect(refused.status).toBe(401);
        expect(errorOf(refused)).toMatchObject({ code: "ACCOUNT_LOCKED", message: "تم قفل هذا الحساب. يرجى التواصل مع خدمة العملاء." });
      }
      const reservationsRefused = await hotelsCall(`api/Reservations/${paid.id}`, { token: signedIn.token });
      expect(errorOf(reservationsRefused).code).toBe("ACCOUNT_LOCKED");
      for (const locale of ["en", "ar"] as const) {
        const refused = await login(customer.email, locale);
        expect(refused.status).toBe(403);
        expect(errorOf(refused).code).toBe("ACCOUNT_LOCKED");
      }
      expect(errorOf(await login(customer.email, "en")).message).toBe("This account has been locked. Please contact customer service.");
      // A wrong password says nothing about the lock.
      expect(errorOf(await auth("api/Account/login", { body: { email: customer.email, password: "Wrong#2026x" } })).code).toBe("INVALID_CREDENTIALS");
    });

    it("lets the account sign in again once unlocked; sessions from before the lock stay signed out", async () => {
      const oldToken = customer.token;
      const unlocked = await auth(`api/Admin/Customers/${customer.id}/Unlock`, { method: "POST", token: admin.token });
      expect(unlocked.status).toBe(200);
      expect((unlocked.json as AdminCustomer).lockedAt).toBeNull();
      expect((await auth(`api/Admin/Customers/${customer.id}/Unlock`, { method: "POST", token: admin.token })).status).toBe(200);
      expect(await audits(customer.id, "unlock")).toHaveLength(1);
      const fresh = await login(customer.email);
      expect(fresh.status).toBe(200);
      expect((await auth("api/Users/UserData", { token: (fresh.json as { token: string }).token })).status).toBe(200);
      expect(errorOf(await auth("api/Users/UserData", { token: oldToken })).code).toBe("UNAUTHORIZED");
    });

    it("refuses an admin locking themselves", async () => {
      const refused = await auth(`api/Admin/Customers/${admin.id}/Lock`, { method: "POST", token: admin.token });
      expect(refused.status).toBe(409);
      expect(errorOf(refused)).toMatchObject({ code: "CANNOT_LOCK_SELF", message: "You cannot lock your own account." });
      // The same id in capitals is the same account (found by review: it passed the self check and locked it).
      const shouted = await auth(`api/Admin/Customers/${admin.id.toUpperCase()}/Lock`, { method: "POST", token: admin.token });
      expect(errorOf(shouted).code).toBe("CANNOT_LOCK_SELF");
      const [row] = await suite.db.db.select().from(users).where(eq(users.id, admin.id));
      expect(row!.lockedAt).toBeNull();
    });

    it("never locks the last admin: of two admins locking each other at once, one is refused", async () => {
      const [one, two] = await Promise.all([
        auth(`api/Admin/Customers/${other.id}/Lock`, { method: "POST", token: admin.token }),
        auth(`api/Admin/Customers/${admin.id}/Lock`, { method: "POST", token: other.token }),
      ]);
      const statuses = [one.status, two.status].sort();
      // The second either finds itself the last admin (409) or its own token already refused (401, locked).
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const refused = one.status === 200 ? two : one;
      expect(["LAST_ADMIN", "ACCOUNT_LOCKED"]).toContain(errorOf(refused).code);
      const open = await suite.db.db
        .select()
        .from(users)
        .where(and(eq(users.role, "Admin")));
      expect(open.filter((u) => u.lockedAt === null)).toHaveLength(1);
      // The one left cannot be locked by anyone: the locked one cannot act, and the other is themselves.
      const survivor = open.find((u) => u.lockedAt === null)!;
      const token = await issueToken(survivor);
      expect(errorOf(await auth(`api/Admin/Customers/${survivor.id}/Lock`, { method: "POST", token })).code).toBe("CANNOT_LOCK_SELF");
      // The provider checks the last admin itself, whoever asks (here the locked admin, as if its request was already in).
      const lockedOne = open.find((u) => u.lockedAt !== null)!;
      await expect(lockCustomer(lockedOne, survivor.id)).rejects.toMatchObject({ status: 409, code: "LAST_ADMIN" });
      const [still] = await suite.db.db.select().from(users).where(eq(users.id, survivor.id));
      expect(still!.lockedAt).toBeNull();
    });
  });
});
