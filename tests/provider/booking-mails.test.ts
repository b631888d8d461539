// The booking mails, on PGlite and Postgres: paying a reservation of each kind writes exactly one confirmation to the
// outbox (its reference, what was booked, the total, the terms, an absolute link to the ticket or voucher page, in the
// language the booking was made in, else the account's for a booking from before it was kept), whatever retries of Pay or redeliveries of the Stripe webhook follow; the traveller's own
// cancellation and an admin's each write one cancellation mail with the fee and the refund; names are escaped.
import { existsSync } from "node:fs";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney, numberFormatter } from "@/lib/format/money";
import { PRINTABLE_SEGMENT, RESERVATION_ROUTES } from "@/provider/bookings/mails/links";
import { chalets, hotels, offers, outbox, reservations, users } from "@/provider/db/schema";
import { issueToken } from "@/provider/http/auth";
import { settleDeferred } from "@/provider/http/deferred";
import { signStripePayload } from "@/provider/payments/stripe";
import { providerApp } from "@/provider/app";
import type { BookingKind } from "@/provider/bookings/core";
import { booking, card, createFlight, createUsers, newKey, onEachDatabase, request, traveler, type TestUser } from "./flight-fixtures";
import { createOffer, offerBooking, offerRequest } from "./offer-fixtures";
import {
  addDays,
  chaletsCall,
  createChalet,
  createHotel,
  createTransfer,
  hotelBooking,
  hotelsCall,
  riyadhDate,
  taxiBooking,
  taxisCall,
} from "./stays-fixtures";

const APP_URL = "https://rahhal.example";
const SERVICE: Record<BookingKind, string> = { flight: "flight-backend", offer: "offer-backend", hotel: "hotels", chalet: "chalets", taxi: "taxis" };
const KINDS = ["flight", "offer", "hotel", "chalet", "taxi"] as const;

type Locale = "ar" | "en";
type Booked = {
  kind: BookingKind;
  id: string;
  reference: string;
  total: number;
  /** The ticket or voucher page, without the locale prefix. */ printable: string;
  /** Words only this booking's mail says, per language. */ what: Record<Locale, string[]>;
};

const money = (locale: Locale, minor: number) => formatMoney(numberFormatter(locale), minor, "SAR", { alwaysShowFraction: true });
const localized = (locale: Locale, path: string) => `${APP_URL}${locale === "en" ? "/en" : ""}${path}`;

let leadSeq = 0;
const newLead = (fullName = "Layla Hassan") => ({ fullName, email: `lead.${Date.now() % 1_000_000}.${++leadSeq}@example.com`, phone: "+966501234567" });

onEachDatabase("booking mails", (t) => {
  const people = {} as Record<Locale, TestUser>;
  let admin: string;
  const savedAppUrl = process.env.APP_URL;

  beforeAll(async () => {
    process.env.APP_URL = APP_URL;
    const [arUser, enUser, adminUser] = await createUsers(t.db.db, 3);
    people.ar = arUser!;
    await t.db.db.update(users).set({ locale: "en" }).where(eq(users.id, enUser!.id));
    people.en = enUser!;
    const [row] = await t.db.db.update(users).set({ role: "Admin" }).where(eq(users.id, adminUser!.id)).returning();
    admin = await issueToken(row!);
  });
  afterAll(() => {
    if (savedAppUrl === undefined) delete process.env.APP_URL;
    else process.env.APP_URL = savedAppUrl;
  });

  const mailsTo = async (to: string) => {
    await settleDeferred();
    return t.db.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.createdAt), asc(outbox.id));
  };

  /** Books one reservation of a kind for the user, with its own lead contact (the mails' recipient). */
  async function book(kind: BookingKind, user: TestUser, lead: ReturnType<typeof newLead>, locale: Locale): Promise<Booked> {
    const db = t.db.db;
    if (kind === "flight") {
      const flight = await createFlight(db);
      const made = await request("api/Reservations", {
        token: user.token,
        locale,
        body: booking(flight, { travelers: [traveler(flight, "adult", { fullName: lead.fullName, email: lead.email })] }),
      });
      expect(made.status, JSON.stringify(made.json)).toBe(201);
      const r = made.json as { id: string; reference: string; breakdown: { total: number }; flight: { flightNumber: string } };
      return {
        kind,
        id: r.id,
        reference: r.reference,
        total: r.breakdown.total,
        printable: `/flight/${flight.id}/booking/reservation/${r.id}/ticket`,
        what: { ar: [r.flight.flightNumber, "من Riyadh (RUH) إلى Jeddah (JED)"], en: [r.flight.flightNumber, "Riyadh (RUH) to Jeddah (JED)", "Basic"] },
      };
    }
    if (kind === "offer") {
      const offer = await createOffer(db);
      const made = await offerRequest("api/Reservations", { token: user.token, locale, body: offerBooking(offer.id, { leadTraveler: lead }) });
      expect(made.status, JSON.stringify(made.json)).toBe(201);
      const r = made.json as { id: string; reference: string; breakdown: { total: number } };
      const [o] = await db.select().from(offers).where(eq(offers.id, offer.id));
      return {
        kind,
        id: r.id,
        reference: r.reference,
        total: r.breakdown.total,
        printable: `/offer/${offer.id}/reservation/${r.id}/ticket`,
        what: { ar: [o!.titleAr], en: [o!.titleEn] },
      };
    }
    if (kind === "hotel") {
      const { hotelId, roomTypeId } = await createHotel(db);
      const checkIn = riyadhDate(30);
      const made = await hotelsCall("api/Reservations", {
        token: user.token,
        locale,
        body: hotelBooking(roomTypeId, checkIn, addDays(checkIn, 2), { leadGuest: lead }),
      });
      expect(made.status, JSON.stringify(made.json)).toBe(201);
      const r = made.json as { id: string; reference: string; breakdown: { total: number } };
      const [h] = await db.select().from(hotels).where(eq(hotels.id, hotelId));
      return {
        kind,
        id: r.id,
        reference: r.reference,
        total: r.breakdown.total,
        printable: `/hotel/${hotelId}/reservation/${r.id}/voucher`,
        what: {
          ar: [`الفندق: ${h!.nameAr}`, "الغرفة: غرفة", "الضيف الرئيسي: Layla Hassan (ضيفان)"],
          en: [`Hotel: ${h!.nameEn}`, "Room: Room", "Lead guest: Layla Hassan (2 guests)"],
        },
      };
    }
    if (kind === "chalet") {
      const chaletId = await createChalet(db);
      const checkIn = riyadhDate(30);
      const made = await chaletsCall("api/Reservations", {
        token: user.token,
        locale,
        body: { chaletId, checkIn, checkOut: addDays(checkIn, 2), guests: 6, leadGuest: lead },
      });
      expect(made.status, JSON.stringify(made.json)).toBe(201);
      const r = made.json as { id: string; reference: string; breakdown: { total: number } };
      const [c] = await db.select().from(chalets).where(eq(chalets.id, chaletId));
      return {
        kind,
        id: r.id,
        reference: r.reference,
        total: r.breakdown.total,
        printable: `/chalet/${chaletId}/reservation/${r.id}/voucher`,
        what: { ar: [`الشاليه: ${c!.nameAr}`], en: [`Chalet: ${c!.nameEn}`, "Lead guest: Layla Hassan (6 guests)"] },
      };
    }
    const transferId = await createTransfer(db);
    const made = await taxisCall("api/Reservations", {
      token: user.token,
      locale,
      body: taxiBooking(transferId, riyadhDate(20), "10:00", { leadPassenger: lead }),
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const r = made.json as { id: string; reference: string; breakdown: { total: number } };
    return {
      kind,
      id: r.id,
      reference: r.reference,
      total: r.breakdown.total,
      printable: `/airport-taxi/reservation/${r.id}/voucher`,
      what: { ar: ["(RUH) إلى العليا", "السيارة: كامري", "راكبان"], en: ["(RUH) to Al Olaya", "Vehicle: Camry", "Pickup: ", "(local time)"] },
    };
  }

  const pay = (b: Booked, user: TestUser, key: string) =>
    request(`api/Reservations/${b.id}/Pay`, { token: user.token, body: card(), headers: { "Idempotency-Key": key }, service: SERVICE[b.kind] });
  const stored = async (id: string) => (await t.db.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;

  for (const kind of KINDS) {
    describe(kind, () => {
      it("paying mails one confirmation in the language it was booked in, with the reference, what, total, terms and the printable page; retries mail nothing more", async () => {
        for (const locale of ["ar", "en"] as const) {
          const lead = newLead();
          // Booked on the other language's pages than the account's (registered in Arabic, booking on /en, and back).
          const user = people[locale === "en" ? "ar" : "en"];
          const b = await book(kind, user, lead, locale);
          expect((await stored(b.id)).locale).toBe(locale);
          expect(await mailsTo(lead.email)).toEqual([]);
          const key = newKey();
          expect((await pay(b, user, key)).status).toBe(200);
          // A retried Pay with the same key, and another attempt with a new key, change nothing and mail nothing.
          expect((await pay(b, user, key)).status).toBe(200);
          expect((await pay(b, user, newKey())).status).toBe(409);

          const mails = await mailsTo(lead.email);
          expect(mails, `${kind} ${locale}`).toHaveLength(1);
          const [mail] = mails as [(typeof mails)[number]];
          expect(mail.link).toBe(localized(locale, b.printable));
          expect(mail.subject).toContain(b.reference);
          expect(mail.subject.startsWith(locale === "en" ? "Rahhal: " : "رحّال: ")).toBe(true);
          expect(mail.text.startsWith(locale === "en" ? "Hello Layla Hassan," : "مرحباً Layla Hassan،")).toBe(true);
          expect(mail.text).toContain(b.reference);
          for (const words of b.what[locale]) expect(mail.text).toContain(words);
          expect(mail.text).toContain(money(locale, b.total));
          expect(mail.text).toContain(locale === "en" ? "Cancellation terms: " : "شروط الإلغاء: ");
          expect(mail.text).toContain(locale === "en" ? "No cancellation after " : "لا يمكن الإلغاء بعد ");
          expect(mail.text).toContain(localized(locale, b.printable));
          expect(mail.html).toContain(`href="${localized(locale, b.printable)}"`);
          expect(mail.html).toContain(`<html lang="${locale}" dir="${locale === "en" ? "ltr" : "rtl"}">`);
        }
      });

      it("the traveller's cancel mails one cancellation with the fee and the refund; a second cancel mails nothing", async () => {
        const lead = newLead();
        const b = await book(kind, people.en, lead, "en");
        expect((await pay(b, people.en, newKey())).status).toBe(200);
        const cancelled = await request(`api/Reservations/${b.id}/Cancel`, { method: "POST", token: people.en.token, service: SERVICE[kind] });
        expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
        expect((await request(`api/Reservations/${b.id}/Cancel`, { method: "POST", token: people.en.token, service: SERVICE[kind] })).status).toBe(409);

        const row = await stored(b.id);
        expect(row.status).toBe("cancelled");
        const mails = await mailsTo(lead.email);
        expect(mails).toHaveLength(2);
        const mail = mails[1]!;
        expect(mail.subject).toBe(`Rahhal: your ${kind === "taxi" ? "airport transfer" : kind} booking ${b.reference} is cancelled`);
        expect(mail.text).toContain("Your booking has been cancelled, as you asked.");
        expect(mail.text).toContain(`Cancellation fee: ${money("en", row.cancellationFee!)}`);
        expect(mail.text).toContain(`Refund: ${money("en", row.refundAmount!)}`);
        for (const words of b.what.en) expect(mail.text).toContain(words);
        expect(mail.link).toBe(localized("en", b.printable.replace(/\/(ticket|voucher)$/, "")));
      });

      it("an admin's cancel of a booking from before its language was kept mails in the account's language, with the refund chosen", async () => {
        const lead = newLead();
        const b = await book(kind, people.ar, lead, "en");
        // An old install's booking: no language stored, so the mails speak the account's (Arabic).
        await t.db.db.update(reservations).set({ locale: null }).where(eq(reservations.id, b.id));
        expect((await pay(b, people.ar, newKey())).status).toBe(200);
        const done = await request(`api/Admin/Reservations/${b.id}/Cancel`, { token: admin, body: { refund: "full", reason: "Closed for works" } });
        expect(done.status, JSON.stringify(done.json)).toBe(200);
        expect((await request(`api/Admin/Reservations/${b.id}/Cancel`, { token: admin, body: { refund: "full", reason: "Closed for works" } })).status).toBe(
          409,
        );

        const mails = await mailsTo(lead.email);
        expect(mails).toHaveLength(2);
        const mail = mails[1]!;
        expect(mail.subject).toContain(b.reference);
        expect(mail.text).toContain("اضطررنا إلى إلغاء حجزك");
        expect(mail.text).toContain(`رسوم الإلغاء: ${money("ar", 0)}`);
        expect(mail.text).toContain(`المبلغ المسترد: ${money("ar", b.total)}`);
        expect(mail.text).toContain("يُعاد المبلغ المسترد إلى البطاقة التي دفعت بها.");
        // The reason is the admin's note for the audit trail, not the traveller's mail.
        expect(mail.text).not.toContain("Closed for works");
        expect(mail.link).toBe(localized("ar", b.printable.replace(/\/(ticket|voucher)$/, "")));
      });
    });
  }

  it("an unpaid hold cancelled by its traveller says nothing was charged", async () => {
    const lead = newLead();
    const b = await book("taxi", people.en, lead, "en");
    expect((await request(`api/Reservations/${b.id}/Cancel`, { method: "POST", token: people.en.token, service: "taxis" })).status).toBe(200);
    const mails = await mailsTo(lead.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Nothing was charged for this booking.");
    expect(mails[0]!.text).toContain(`Refund: ${money("en", 0)}`);
  });

  it("a Stripe webhook delivered again and again mails one confirmation", async () => {
    process.env.STRIPE_WEBHOOK_SECRET = "whsec_mail_test";
    try {
      const lead = newLead();
      const b = await book("hotel", people.en, lead, "en");
      const payload = JSON.stringify({
        id: "evt_mail",
        type: "payment_intent.succeeded",
        data: { object: { id: `pi_${b.id.slice(0, 8)}`, amount: b.total, currency: "sar", metadata: { reservationId: b.id } } },
      });
      const deliver = () =>
        providerApp.fetch(
          new Request("http://provider.internal/flight-backend/api/Payments/StripeWebhook", {
            method: "POST",
            headers: { "content-type": "application/json", "stripe-signature": signStripePayload(payload, "whsec_mail_test") },
            body: payload,
          }),
        );
      expect(await (await deliver()).json()).toEqual({ received: true, marked: true });
      for (const answer of await Promise.all([deliver(), deliver()])) expect(await answer.json()).toEqual({ received: true, marked: false });
      const mails = await mailsTo(lead.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.link).toBe(localized("en", b.printable));
      expect(mails[0]!.subject).toBe(`Rahhal: your hotel booking ${b.reference} is confirmed`);
    } finally {
      delete process.env.STRIPE_WEBHOOK_SECRET;
    }
  });

  it("escapes what travellers and admins typed in the HTML, and keeps it readable in the text", async () => {
    const hostile = `<img src=x onerror="alert(1)"> O'Neil & <b>co</b>`;
    const lead = newLead(hostile);
    const b = await book("hotel", people.en, lead, "en");
    expect((await pay(b, people.en, newKey())).status).toBe(200);
    const [mail] = await mailsTo(lead.email);
    expect(mail!.text).toContain(`Hello ${hostile},`);
    expect(mail!.html).not.toContain("<img");
    expect(mail!.html).not.toContain("<b>co");
    expect(mail!.html).toContain("Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt; O&#39;Neil &amp; &lt;b&gt;co&lt;/b&gt;,");
  });
});

describe("booking mail links", () => {
  it("point at pages the app has: each kind's reservation page and its ticket or voucher", () => {
    for (const kind of KINDS) {
      const route = `app/[locale]${RESERVATION_ROUTES[kind]}`;
      expect(existsSync(`${route}/page.tsx`), route).toBe(true);
      expect(existsSync(`${route}/${PRINTABLE_SEGMENT[kind]}/page.tsx`), `${route}/${PRINTABLE_SEGMENT[kind]}`).toBe(true);
    }
  });
});
