// Issue 22, point 6: a transfer's answer carries who drives it and the airport's meeting point, on PGlite and
// Postgres. An unpaid hold names the supplier and the meeting point; the phone (and WhatsApp, email) comes once paid,
// on the reservation, the voucher and the confirmation mail. A transfer and an airport written before migration 0013
// (no supplier, no meeting point) still read, with both null.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { taxiReservationResponse, taxiVoucherResponse } from "@/provider/contracts/taxis";
import { airports, outbox, taxiTransfers } from "@/provider/db/schema";
import { seedFlightCatalogue } from "@/provider/db/seed/flights";
import { seedCities, seedTaxiTransfers } from "@/provider/db/seed/stays";
import { seedTaxiSuppliersIfEmpty, TAXI_SUPPLIERS } from "@/provider/db/seed/taxi-suppliers";
import { settleDeferred } from "@/provider/http/deferred";
import { createUsers, onEachDatabase, type TestUser } from "./flight-fixtures";
import { createTransfer, LEAD, riyadhDate, taxiBooking, taxisCall } from "./stays-fixtures";

const CARD = { cardNumber: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", holderName: "LAYLA HASSAN" };
const JED = TAXI_SUPPLIERS.JED!;

onEachDatabase("taxi supplier and meeting point", (t) => {
  let user: TestUser;
  beforeAll(async () => {
    await seedFlightCatalogue(t.db.db);
    await seedCities(t.db.db);
    await seedTaxiTransfers(t.db.db);
    await seedTaxiSuppliersIfEmpty(t.db.db);
    [user] = (await createUsers(t.db.db, 1)) as [TestUser];
  }, 120_000);

  const jeddahTransfer = async () => {
    const [jed] = await t.db.db.select({ id: airports.id }).from(airports).where(eq(airports.code, "JED"));
    const [row] = await t.db.db.select({ id: taxiTransfers.id }).from(taxiTransfers).where(eq(taxiTransfers.airportId, jed!.id)).limit(1);
    return row!.id;
  };
  const pay = (id: string) => taxisCall(`api/Reservations/${id}/Pay`, { token: user.token, body: CARD, headers: { "idempotency-key": `pay-${id}` } });

  it("a hold names the supplier and the meeting point in both languages, without the phone", async () => {
    const booked = await taxisCall("api/Reservations", { token: user.token, body: taxiBooking(await jeddahTransfer(), riyadhDate(12), "10:00") });
    expect(booked.status, JSON.stringify(booked.json)).toBe(201);
    const r = taxiReservationResponse.parse(booked.json);
    expect(r.status).toBe("pending");
    expect(r.transfer.meetingPoint).toEqual({ ar: JED.meetingAr, en: JED.meetingEn });
    expect(r.transfer.supplier).toEqual({ name: { ar: JED.nameAr, en: JED.nameEn }, contact: null });
  });

  it("once paid, the reservation, the voucher and the confirmation mail give the supplier's phone", async () => {
    const booked = taxiReservationResponse.parse(
      (await taxisCall("api/Reservations", { token: user.token, body: taxiBooking(await jeddahTransfer(), riyadhDate(13), "11:00") })).json,
    );
    expect((await pay(booked.id)).status).toBe(200);
    const contact = { phone: JED.phone, whatsapp: JED.whatsapp, email: JED.email };
    const read = taxiReservationResponse.parse((await taxisCall(`api/Reservations/${booked.id}`, { token: user.token })).json);
    expect(read.transfer.supplier).toEqual({ name: { ar: JED.nameAr, en: JED.nameEn }, contact });
    expect(read.transfer.supplier!.contact!.phone).toMatch(/^\+[1-9]\d{7,14}$/);
    const voucher = taxiVoucherResponse.parse((await taxisCall(`api/Reservations/${booked.id}/Voucher`, { token: user.token })).json);
    expect(voucher.transfer.supplier?.contact).toEqual(contact);
    expect(voucher.transfer.meetingPoint).toEqual({ ar: JED.meetingAr, en: JED.meetingEn });

    await settleDeferred();
    const mail = (await t.db.db.select().from(outbox).where(eq(outbox.to, LEAD.email))).find((m) => m.subject.includes(booked.reference));
    // The booking was made in English (the fixtures' calls' language).
    expect(mail?.text).toContain(`Meeting point: ${JED.meetingEn}`);
    expect(mail?.text).toContain(`Driven by: ${JED.nameEn}`);
    expect(mail?.text).toContain(JED.phone);
    expect(mail?.html).toContain(`dir="ltr">${JED.phone}</td>`);
  });

  describe("a transfer and an airport from before migration 0013", () => {
    it("read with no supplier and no meeting point, before and after payment", async () => {
      const id = await createTransfer(t.db.db, { area: "old-row" });
      // createTransfer finds the seeded RUH airport: clear what migration 0013 would have found empty.
      await t.db.db.update(taxiTransfers).set({ supplierId: null }).where(eq(taxiTransfers.id, id));
      await t.db.db.update(airports).set({ meetingPointAr: null, meetingPointEn: null }).where(eq(airports.code, "RUH"));
      const booked = await taxisCall("api/Reservations", { token: user.token, body: taxiBooking(id, riyadhDate(14), "12:00") });
      expect(booked.status, JSON.stringify(booked.json)).toBe(201);
      const r = taxiReservationResponse.parse(booked.json);
      expect(r.transfer).toMatchObject({ meetingPoint: null, supplier: null });
      expect((await pay(r.id)).status).toBe(200);
      const voucher = taxiVoucherResponse.parse((await taxisCall(`api/Reservations/${r.id}/Voucher`, { token: user.token })).json);
      expect(voucher.transfer).toMatchObject({ meetingPoint: null, supplier: null });
    });
  });
});
