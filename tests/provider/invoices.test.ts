// Tax invoices and credit notes (issue 26): every kind paid gets an invoice whose lines add up to what was charged,
// with its VAT, and whose QR code (drawn as the page draws it, scanned with jsQR) carries the seller, the VAT number,
// the time, the total and the VAT; 50 payments at once take 50 distinct numbers without a gap; a refunded cancellation
// issues a credit note for the refund that refers to the invoice, in its own series.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invoiceResponse } from "@/provider/contracts/invoices";
import { creditNotes, invoices, outbox, reservations, users } from "@/provider/db/schema";
import { decodeInvoiceQr, encodeInvoiceQr, qrAmount } from "@/provider/bookings/invoice-qr";
import { invoiceLines } from "@/provider/bookings/invoices";
import { issueToken } from "@/provider/http/auth";
import { qrSvg } from "@/lib/ticket/qr";
import { scanQrSvg } from "../support/qr-decode";
import { booking, card, createFlight, createUsers, errorOf, newKey, onEachDatabase, request, type TestUser } from "./flight-fixtures";
import { createOffer, offerBooking } from "./offer-fixtures";
import { addDays, chaletBooking, createChalet, createHotel, createTransfer, hotelBooking, nextWeekday, riyadhDate, taxiBooking } from "./stays-fixtures";

const SERVICE = { flight: "flight-backend", offer: "offer-backend", hotel: "hotels", chalet: "chalets", taxi: "taxis" } as const;
type Kind = keyof typeof SERVICE;

const call = (kind: Kind, path: string, options: Parameters<typeof request>[1] = {}) => request(path, { ...options, service: SERVICE[kind] });
const pay = (kind: Kind, user: TestUser, id: string, cardNumber?: string) =>
  call(kind, `api/Reservations/${id}/Pay`, { token: user.token, body: card(cardNumber), headers: { "Idempotency-Key": newKey() } });
const invoiceOf = async (kind: Kind, user: TestUser, id: string, locale: "ar" | "en" = "en") => {
  const r = await call(kind, `api/Reservations/${id}/Invoice`, { token: user.token, locale });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return invoiceResponse.parse(r.json);
};
const idOf = (r: { status: number; json: unknown }) => {
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return (r.json as { id: string }).id;
};

/** What the printed QR code says, read back from the drawing. */
const scanned = (qr: string) => decodeInvoiceQr(scanQrSvg(qrSvg(qr)) ?? "");

describe("the QR payload", () => {
  it("is five TLV fields in order, base64, with UTF-8 lengths (an Arabic name counts its bytes)", () => {
    const qr = encodeInvoiceQr({ sellerName: "رحّال", vatNumber: "300000000000003", timestamp: "2026-11-27T14:40:05Z", total: "1150.00", vat: "150.00" });
    const bytes = Buffer.from(qr, "base64");
    expect([...bytes.subarray(0, 2)]).toEqual([1, Buffer.byteLength("رحّال")]);
    expect(bytes.subarray(2, 2 + bytes[1]!).toString("utf8")).toBe("رحّال");
    expect(decodeInvoiceQr(qr)).toEqual({
      sellerName: "رحّال",
      vatNumber: "300000000000003",
      timestamp: "2026-11-27T14:40:05Z",
      total: "1150.00",
      vat: "150.00",
    });
    expect(scanned(qr).sellerName).toBe("رحّال");
  });

  it("writes amounts in SAR with two decimals", () => {
    expect([qrAmount(0), qrAmount(5), qrAmount(115_000), qrAmount(123_456_789)]).toEqual(["0.00", "0.05", "1150.00", "1234567.89"]);
  });

  it("flights carry 15 % VAT inside every line; a stay's VAT is its country's VAT line, other taxes are lines without VAT", () => {
    const flight = invoiceLines({
      kind: "flight",
      base: 100_000,
      tax: 11_500,
      taxLines: null,
      serviceFees: 2_300,
      discount: 1_150,
      extras: 4_600,
      total: 117_250,
    });
    expect(flight.map((l) => [l.code, l.amount, l.vat, l.vatPercent])).toEqual([
      ["fare", 100_000, 13_043, 15],
      ["fareTaxes", 11_500, 1_500, 15],
      ["serviceFee", 2_300, 300, 15],
      ["discount", -1_150, -150, 15],
      ["extras", 4_600, 600, 15],
    ]);
    const cairo = invoiceLines({
      kind: "hotel",
      base: 100_000,
      tax: 12_000 + 16_380,
      taxLines: [
        { code: "serviceCharge", percent: 12, amount: 12_000 },
        { code: "vat", percent: 14, amount: 16_380 },
      ],
      serviceFees: 5_000,
      discount: 0,
      extras: 0,
      total: 133_380,
    });
    expect(cairo.map((l) => [l.code, l.amount, l.vat])).toEqual([
      ["nights", 100_000, 0],
      ["serviceFee", 5_000, 0],
      ["serviceCharge", 12_000, 0],
      ["vat", 16_380, 16_380],
    ]);
    expect(() => invoiceLines({ kind: "taxi", base: 100, tax: 15, taxLines: null, serviceFees: 5, discount: 0, extras: 0, total: 999 })).toThrow(/add up/);
  });
});

onEachDatabase("tax invoices", (t) => {
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    [alice, bob, admin] = (await createUsers(t.db.db, 3)) as [TestUser, TestUser, TestUser];
    const [promoted] = await t.db.db.update(users).set({ role: "Admin" }).where(eq(users.id, admin.id)).returning();
    admin = { ...admin, token: await issueToken(promoted!) };
  });

  /** A pending reservation of each kind, booked by `user`. */
  const book: Record<Kind, (user: TestUser) => Promise<string>> = {
    flight: async (user) => idOf(await call("flight", "api/Reservations", { token: user.token, body: booking(await createFlight(t.db.db)) })),
    offer: async (user) =>
      idOf(await call("offer", "api/Reservations", { token: user.token, body: offerBooking((await createOffer(t.db.db, { availability: 60 })).id) })),
    hotel: async (user) => {
      const { roomTypeId } = await createHotel(t.db.db, { city: "cairo", freeDays: 30 });
      const checkIn = nextWeekday(3, 40);
      return idOf(await call("hotel", "api/Reservations", { token: user.token, body: hotelBooking(roomTypeId, checkIn, addDays(checkIn, 2)) }));
    },
    chalet: async (user) => {
      const thursday = nextWeekday(4, 40);
      return idOf(
        await call("chalet", "api/Reservations", { token: user.token, body: chaletBooking(await createChalet(t.db.db), thursday, addDays(thursday, 2)) }),
      );
    },
    taxi: async (user) =>
      idOf(await call("taxi", "api/Reservations", { token: user.token, body: taxiBooking(await createTransfer(t.db.db), riyadhDate(5), "10:00") })),
  };

  it.each(Object.keys(SERVICE) as Kind[])("a paid %s has an invoice of its lines and VAT whose QR code scans back to it", async (kind) => {
    const id = await book[kind](alice);
    const unpaid = await call(kind, `api/Reservations/${id}/Invoice`, { token: alice.token });
    expect(unpaid.status).toBe(409);
    expect(errorOf(unpaid).code).toBe("INVOICE_NOT_AVAILABLE");

    const paid = await pay(kind, alice, id);
    expect(paid.status).toBe(200);
    const invoice = await invoiceOf(kind, alice, id);
    const [row] = await t.db.db.select().from(reservations).where(eq(reservations.id, id));
    expect(invoice.reservation).toEqual({ id, kind, reference: row!.reference });
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(invoice.seller).toEqual({ nameAr: "رحّال للسفر والسياحة", nameEn: "Rahhal Travel and Tourism", vatNumber: "300000000000003" });
    expect(invoice.total).toBe(row!.total);
    expect(invoice.lines.reduce((s, l) => s + l.amount, 0)).toBe(row!.total);
    expect(invoice.vat).toBe(invoice.lines.reduce((s, l) => s + l.vat, 0));
    expect(invoice.vat).toBeGreaterThan(0);
    // The invoice's time is the payment's, to the second.
    expect(Math.abs(Date.parse(invoice.issuedAt) - row!.paidAt!.getTime())).toBeLessThan(1000);
    if (kind === "hotel") {
      // Cairo: the hotel's 12 % service charge and Egypt's 14 % VAT, as stored.
      expect(invoice.lines.map((l) => [l.code, l.percent])).toEqual([
        ["nights", null],
        ["serviceFee", null],
        ["serviceCharge", 12],
        ["vat", 14],
      ]);
      expect(invoice.vat).toBe(row!.taxLines!.find((l) => l.code === "vat")!.amount);
    } else if (kind === "flight" || kind === "offer") {
      expect(invoice.lines.every((l) => l.vatPercent === 15)).toBe(true);
    } else {
      expect(invoice.lines.find((l) => l.code === "vat")).toMatchObject({ percent: 15, vatPercent: 15 });
    }
    expect(scanned(invoice.qr)).toEqual({
      sellerName: invoice.seller.nameAr,
      vatNumber: invoice.seller.vatNumber,
      timestamp: invoice.issuedAt.replace(/\.000Z$/, "Z"),
      total: qrAmount(invoice.total),
      vat: qrAmount(invoice.vat),
    });
    expect(invoice.creditNote).toBeNull();

    // The confirmation mail links to it, in the booking's language.
    const [mail] = await t.db.db
      .select()
      .from(outbox)
      .where(sql`${outbox.text} like ${`%${row!.reference}%`}`);
    expect(mail!.text).toContain(`Tax invoice: `);
    expect(mail!.text).toMatch(new RegExp(`/reservation/${id}/invoice`));

    // Someone else's is answered like a missing one; an admin reads any.
    expect((await call(kind, `api/Reservations/${id}/Invoice`, { token: bob.token })).status).toBe(404);
    expect(await invoiceOf(kind, admin, id)).toEqual(invoice);
  });

  it("50 payments at once take 50 distinct invoice numbers without a gap; declined cards take none", { timeout: 60_000 }, async () => {
    const CONCURRENT = 50;
    const users = await createUsers(t.db.db, CONCURRENT + 10);
    const offer = await createOffer(t.db.db, { availability: 200 });
    const ids = await Promise.all(users.map(async (u) => idOf(await call("offer", "api/Reservations", { token: u.token, body: offerBooking(offer.id) }))));
    const before = (await t.db.db.select({ n: sql<number>`coalesce(max(${invoices.number}), 0)::int` }).from(invoices))[0]!.n;
    const results = await Promise.all(users.map((u, i) => pay("offer", u, ids[i]!, i < CONCURRENT ? undefined : "4000 0000 0000 0002")));
    expect(results.slice(0, CONCURRENT).map((r) => r.status)).toEqual(Array(CONCURRENT).fill(200));
    expect(results.slice(CONCURRENT).map((r) => r.status)).toEqual(Array(10).fill(402));
    const numbers = (
      await t.db.db
        .select({ n: invoices.number })
        .from(invoices)
        .where(sql`${invoices.number} > ${before}`)
    )
      .map((r) => r.n)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: CONCURRENT }, (_, i) => before + 1 + i));
    const all = (await t.db.db.select({ n: invoices.number }).from(invoices)).map((r) => r.n).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
  });

  it("a refunded cancellation issues a credit note for the refund, referring to the invoice; an unpaid one issues none", async () => {
    const id = await book.hotel(alice);
    await pay("hotel", alice, id);
    const invoice = await invoiceOf("hotel", alice, id);
    const cancelled = await call("hotel", `api/Reservations/${id}/Cancel`, { token: alice.token, method: "POST" });
    expect(cancelled.status).toBe(200);
    const [row] = await t.db.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row!.refundAmount).toBeGreaterThan(0);
    const after = await invoiceOf("hotel", alice, id, "ar");
    expect(after.number).toBe(invoice.number);
    const note = after.creditNote!;
    expect(note.number).toMatch(/^CN-\d{6}$/);
    expect(note.amount).toBe(row!.refundAmount);
    expect(note.vat).toBe(Math.round((invoice.vat * note.amount) / invoice.total));
    expect(scanned(note.qr)).toMatchObject({ vatNumber: invoice.seller.vatNumber, total: qrAmount(note.amount), vat: qrAmount(note.vat) });
    const [stored] = await t.db.db.select().from(creditNotes).innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId)).where(eq(invoices.reservationId, id));
    expect(stored!.credit_notes.amount).toBe(row!.refundAmount);
    const [mail] = await t.db.db
      .select()
      .from(outbox)
      .where(sql`${outbox.subject} like ${`%${row!.reference}%cancelled%`}`);
    expect(mail!.text).toMatch(new RegExp(`Credit note for the refund: .*/reservation/${id}/credit-note`));

    const unpaid = await book.taxi(alice);
    expect((await call("taxi", `api/Reservations/${unpaid}/Cancel`, { token: alice.token, method: "POST" })).status).toBe(200);
    expect(errorOf(await call("taxi", `api/Reservations/${unpaid}/Invoice`, { token: alice.token })).code).toBe("INVOICE_NOT_AVAILABLE");
    const notes = (await t.db.db.select({ n: creditNotes.number }).from(creditNotes)).map((r) => r.n).sort((a, b) => a - b);
    expect(notes).toEqual(Array.from({ length: notes.length }, (_, i) => i + 1));
  });
});
