// Booking an offer (offer-backend): validation, the offer's dates and places, ownership, payment through the
// booking core (idempotent), cancellation under the terms copied when booked, the voucher, expired holds giving
// their places back exactly once, and offers in the reservations list beside flights.
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cancellationQuote } from "@/provider/contracts/booking-core";
import { offerVoucherResponse } from "@/provider/contracts/offer-reservations";
import { reservationListResponse } from "@/provider/contracts/reservations";
import { offers, payments, reservationOffers, reservations } from "@/provider/db/schema";
import { sweepExpiredHolds } from "@/provider/bookings/hold-sweeper";
import { signStripePayload } from "@/provider/payments/stripe";
import { booking, card, createFlight, createUsers, errorOf, newKey, onEachDatabase, request, reservationOf, type TestUser } from "./flight-fixtures";
import { availabilityOf, createOffer, OFFER_ORIGINAL_PRICE, OFFER_PRICE, offerBooking, offerRequest, offerReservationOf, riyadhDate } from "./offer-fixtures";

onEachDatabase("offer reservations", (t) => {
  let alice: TestUser;
  let bob: TestUser;
  const book = (user: TestUser, body: unknown, locale?: "ar" | "en") => offerRequest("api/Reservations", { token: user.token, body, locale });
  const pay = (user: TestUser, id: string, key = newKey()) =>
    offerRequest(`api/Reservations/${id}/Pay`, { token: user.token, body: card(), headers: { "Idempotency-Key": key } });
  const expire = (id: string) =>
    t.db.db
      .update(reservations)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(reservations.id, id));

  beforeAll(async () => {
    [alice, bob] = (await createUsers(t.db.db, 2)) as [TestUser, TestUser];
  });

  describe("booking", () => {
    it("holds the places for 15 minutes and prices them from the offer, not from the request", async () => {
      const offer = await createOffer(t.db.db, { availability: 10 });
      const res = await book(alice, { ...offerBooking(offer.id, { travelerCount: 3 }), total: 1 });
      expect(res.status).toBe(201);
      const r = offerReservationOf(res);
      expect(r).toMatchObject({
        kind: "offer",
        status: "pending",
        paymentStatus: "pending",
        travelerCount: 3,
        leadTraveler: { fullName: "سارة أحمد", email: "sara@example.com", phone: "+966500000001" },
        breakdown: {
          unitPrice: OFFER_PRICE,
          unitOriginalPrice: OFFER_ORIGINAL_PRICE,
          travelerCount: 3,
          subtotal: 3 * OFFER_PRICE,
          saving: 3 * (OFFER_ORIGINAL_PRICE - OFFER_PRICE),
          total: 3 * OFFER_PRICE,
          currency: "SAR",
        },
        cancellationTerms: { feePercent: 10 },
        offer: { id: offer.id, type: "package", origin: "RUH", destination: "DXB", providerName: { ar: "رحّال للعطلات", en: "Rahhal Holidays" } },
        payment: null,
      });
      expect(r.reference).toMatch(/^[A-Z2-9]{6}$/);
      const holdMinutes = (Date.parse(r.holdExpiresAt) - Date.parse(r.createdAt)) / 60_000;
      expect(holdMinutes).toBeGreaterThan(14.9);
      expect(holdMinutes).toBeLessThan(15.1);
      // Free for 24 hours after booking, no cancellation from the trip's first day (midnight in Riyadh).
      expect(Date.parse(r.cancellationTerms.freeUntil!) - Date.parse(r.createdAt)).toBeGreaterThan(23.9 * 3_600_000);
      expect(r.cancellationTerms.deadline.endsWith("T21:00:00.000Z")).toBe(true);
      expect(await availabilityOf(t.db.db, offer.id)).toBe(7);
      expect(offerReservationOf(await offerRequest(`api/Reservations/${r.id}`, { token: alice.token }))).toEqual(r);
    });

    it("books the trip for the chosen dates: a stay's nights from the check-in, every traveller named, no cancellation once it begins", async () => {
      const offer = await createOffer(t.db.db, { availability: 10, startsIn: -2, endsIn: 20 });
      const r = offerReservationOf(await book(alice, offerBooking(offer.id, { travelDate: riyadhDate(5) })));
      expect(r.trip).toEqual({ travelDate: riyadhDate(5), nights: 3, endDate: riyadhDate(8) });
      expect(r.travelerNames).toEqual(["SARA AHMED", "OMAR AHMED"]);
      // The trip's first day began at midnight in Riyadh (UTC+3): the day before at 21:00 UTC.
      expect(r.cancellationTerms.deadline).toBe(`${riyadhDate(4)}T21:00:00.000Z`);
      expect(await availabilityOf(t.db.db, offer.id)).toBe(8);
      const [stored] = await t.db.db.select().from(reservationOffers).where(eq(reservationOffers.reservationId, r.id));
      expect(stored).toMatchObject({ travelDate: riyadhDate(5), nights: 3, travelerNames: ["SARA AHMED", "OMAR AHMED"] });
      // The voucher says the same.
      expect((await pay(alice, r.id)).status).toBe(200);
      const voucher = offerVoucherResponse.parse((await offerRequest(`api/Reservations/${r.id}/Voucher`, { token: alice.token })).json);
      expect(voucher).toMatchObject({ trip: r.trip, travelerNames: r.travelerNames });
    });

    it("refuses a trip outside the offer's days, a stay that ends after them, missing names or nights, taking nothing", async () => {
      const offer = await createOffer(t.db.db, { availability: 10, startsIn: 3, endsIn: 12 });
      await t.db.db
        .update(offers)
        .set({ startDate: riyadhDate(-1) })
        .where(eq(offers.id, offer.id));
      const refusal = async (body: Record<string, unknown>, id = offer.id) => {
        const res = await book(alice, offerBooking(id, body), "en");
        expect(res.status).toBe(400);
        return errorOf(res).fields;
      };
      expect(await refusal({ travelDate: riyadhDate(-1) })).toEqual({ travelDate: "travelDateOutsideOffer" });
      expect(await refusal({ travelDate: riyadhDate(13) })).toEqual({ travelDate: "travelDateOutsideOffer" });
      // Three nights from the 11th day: the last night (the 13th) is after the offer's last day (the 12th).
      expect(await refusal({ travelDate: riyadhDate(11) })).toEqual({ travelDate: "travelDateOutsideOffer" });
      expect(await refusal({ travelDate: "2026-02-30" })).toEqual({ travelDate: "dateInvalid" });
      expect(await refusal({ travelDate: undefined })).toEqual({ travelDate: "travelDateRequired" });
      // What a form sends with no day chosen, and days no calendar has (the check once threw on them: a 500).
      expect(await refusal({ travelDate: "" })).toEqual({ travelDate: "travelDateRequired" });
      expect(await refusal({ travelDate: "2026-13-45" })).toEqual({ travelDate: "dateInvalid" });
      expect(await refusal({ travelers: [{ fullName: "SARA AHMED" }] })).toEqual({ travelers: "travelerNamesRequired" });
      expect(await refusal({ travelers: [{ fullName: "سارة" }, { fullName: "OMAR AHMED" }] })).toEqual({ "travelers.0.fullName": "fullNameInvalid" });
      expect(await refusal({ nights: 2 })).toEqual({ nights: "nightsFixed" });
      expect(await availabilityOf(t.db.db, offer.id)).toBe(10);
      // The last night on the last day fits.
      expect((await book(alice, offerBooking(offer.id, { travelDate: riyadhDate(10) }))).status).toBe(201);

      // A stay offer made before offers were dated fixes no nights: the traveller's are asked, and kept.
      const undated = await createOffer(t.db.db, { type: "hotel", nights: null });
      expect(await refusal({ travelers: undefined }, undated.id)).toEqual({ nights: "nightsRequired" });
      const stay = offerReservationOf(await book(alice, offerBooking(undated.id, { travelers: undefined, nights: 5 })));
      expect(stay.trip).toEqual({ travelDate: riyadhDate(2), nights: 5, endDate: riyadhDate(7) });
      // A hotel names its lead only; a taxi is one day.
      expect(stay.travelerNames).toEqual([]);
      const taxi = await createOffer(t.db.db, { type: "taxi" });
      const ride = offerReservationOf(await book(alice, offerBooking(taxi.id, { travelers: undefined, nights: 4 })));
      expect(ride.trip).toEqual({ travelDate: riyadhDate(2), nights: null, endDate: riyadhDate(2) });
    });

    it("never promises a free period past the trip's start: it ends when cancelling closes, and a trip of today has none", async () => {
      const offer = await createOffer(t.db.db, { type: "taxi", freeCancellationHours: 72 });
      const soon = offerReservationOf(await book(alice, offerBooking(offer.id, { travelDate: riyadhDate(1), travelers: undefined })));
      expect(soon.cancellationTerms.freeUntil).toBe(soon.cancellationTerms.deadline);
      const today = offerReservationOf(await book(alice, offerBooking(offer.id, { travelDate: riyadhDate(0), travelers: undefined })));
      expect(today.cancellationTerms.freeUntil).toBeNull();
      const later = offerReservationOf(await book(alice, offerBooking(offer.id, { travelDate: riyadhDate(10), travelers: undefined })));
      expect(Date.parse(later.cancellationTerms.freeUntil!) - Date.parse(later.createdAt)).toBeGreaterThan(71.9 * 3_600_000);
    });

    it("reads a booking made before offers were dated: no trip, no names", async () => {
      const offer = await createOffer(t.db.db);
      const r = offerReservationOf(await book(alice, offerBooking(offer.id)));
      await t.db.db.update(reservationOffers).set({ travelDate: null, nights: null, travelerNames: null }).where(eq(reservationOffers.reservationId, r.id));
      expect(offerReservationOf(await offerRequest(`api/Reservations/${r.id}`, { token: alice.token }))).toMatchObject({ trip: null, travelerNames: [] });
    });

    it("requires a signed-in user", async () => {
      const offer = await createOffer(t.db.db);
      const res = await offerRequest("api/Reservations", { body: offerBooking(offer.id) });
      expect(res.status).toBe(401);
      expect(await availabilityOf(t.db.db, offer.id)).toBe(10);
    });

    it("validates the travellers and the lead traveller's contact, with field codes the app translates", async () => {
      const offer = await createOffer(t.db.db);
      const zero = await book(alice, offerBooking(offer.id, { travelerCount: 0 }));
      expect(zero.status).toBe(400);
      expect(errorOf(zero).fields).toEqual({ travelerCount: "travelerCountInvalid" });
      const contact = await book(alice, offerBooking(offer.id, { leadTraveler: { fullName: " ", email: "nope", phone: "12" } }), "ar");
      expect(contact.status).toBe(400);
      expect(errorOf(contact)).toEqual({
        code: "VALIDATION",
        message: "بعض الحقول غير صحيحة.",
        fields: { "leadTraveler.fullName": "required", "leadTraveler.email": "emailInvalid", "leadTraveler.phone": "phoneInvalid" },
      });
      expect(await availabilityOf(t.db.db, offer.id)).toBe(10);
    });

    it("refuses unknown, expired and not yet started offers with their own codes, taking nothing", async () => {
      const unknown = await book(alice, offerBooking(999_999));
      expect(unknown.status).toBe(404);
      expect(errorOf(unknown)).toEqual({ code: "OFFER_NOT_FOUND", message: "Offer not found" });
      const ended = await createOffer(t.db.db, { startsIn: -10, endsIn: -1 });
      const expired = await book(alice, offerBooking(ended.id), "ar");
      expect(expired.status).toBe(409);
      expect(errorOf(expired)).toEqual({ code: "OFFER_EXPIRED", message: "انتهى هذا العرض: لم يعد الحجز متاحاً." });
      const later = await createOffer(t.db.db, { startsIn: 1, endsIn: 10 });
      const notStarted = await book(alice, offerBooking(later.id));
      expect(notStarted.status).toBe(409);
      expect(errorOf(notStarted).code).toBe("OFFER_NOT_STARTED");
      expect(await availabilityOf(t.db.db, ended.id)).toBe(10);
      expect(await availabilityOf(t.db.db, later.id)).toBe(10);
      // The last day is still bookable, for a trip of that day.
      const lastDay = await createOffer(t.db.db, { startsIn: -3, endsIn: 0, type: "taxi" });
      expect((await book(alice, offerBooking(lastDay.id, { travelDate: riyadhDate(0), travelers: undefined }))).status).toBe(201);
    });

    it("refuses more travellers than places left, and a sold-out offer", async () => {
      const offer = await createOffer(t.db.db, { availability: 2 });
      const tooMany = await book(alice, offerBooking(offer.id, { travelerCount: 3 }));
      expect(tooMany.status).toBe(409);
      expect(errorOf(tooMany)).toMatchObject({ code: "NOT_ENOUGH_PLACES", fields: { travelerCount: "notEnoughPlaces" } });
      expect((await book(alice, offerBooking(offer.id, { travelerCount: 2 }))).status).toBe(201);
      expect(await availabilityOf(t.db.db, offer.id)).toBe(0);
      const soldOut = await book(bob, offerBooking(offer.id, { travelerCount: 1 }));
      expect(soldOut.status).toBe(409);
      expect(errorOf(soldOut).code).toBe("OFFER_SOLD_OUT");
      expect(await availabilityOf(t.db.db, offer.id)).toBe(0);
    });
  });

  describe("ownership", () => {
    it("answers another user's offer reservation like a missing one (404), and keeps kinds to their service", async () => {
      const offer = await createOffer(t.db.db);
      const mine = offerReservationOf(await book(alice, offerBooking(offer.id)));
      for (const [path, method] of [
        [`api/Reservations/${mine.id}`, "GET"],
        [`api/Reservations/${mine.id}/Cancellation`, "GET"],
        [`api/Reservations/${mine.id}/Voucher`, "GET"],
        [`api/Reservations/${mine.id}/Cancel`, "POST"],
      ] as const) {
        const res = await offerRequest(path, { token: bob.token, method });
        expect(res.status).toBe(404);
        expect(errorOf(res).code).toBe("RESERVATION_NOT_FOUND");
      }
      const payBob = await pay(bob, mine.id);
      expect(payBob.status).toBe(404);
      expect((await offerRequest("api/Reservations/not-a-uuid", { token: alice.token })).status).toBe(404);
      // An offer reservation through flight-backend's endpoints, and a flight through offer-backend's: 404.
      expect((await request(`api/Reservations/${mine.id}`, { token: alice.token })).status).toBe(404);
      expect((await request(`api/Reservations/${mine.id}/Cancel`, { token: alice.token, method: "POST" })).status).toBe(404);
      const flight = await createFlight(t.db.db);
      const flightReservation = reservationOf(await request("api/Reservations", { token: alice.token, body: booking(flight) }));
      expect((await offerRequest(`api/Reservations/${flightReservation.id}`, { token: alice.token })).status).toBe(404);
      expect(await availabilityOf(t.db.db, offer.id)).toBe(8);
    });
  });

  describe("payment and voucher", () => {
    it("pays once: the same key returns the same answer, another key is refused as already paid", async () => {
      const offer = await createOffer(t.db.db);
      const r = offerReservationOf(await book(alice, offerBooking(offer.id)));
      const voucherBefore = await offerRequest(`api/Reservations/${r.id}/Voucher`, { token: alice.token });
      expect(voucherBefore.status).toBe(409);
      expect(errorOf(voucherBefore).code).toBe("VOUCHER_NOT_AVAILABLE");
      const key = newKey();
      const first = offerReservationOf(await pay(alice, r.id, key));
      expect(first).toMatchObject({ status: "confirmed", paymentStatus: "paid", payment: { provider: "sandbox", last4: "4242", amount: 2 * OFFER_PRICE } });
      const again = offerReservationOf(await pay(alice, r.id, key));
      expect(again).toEqual(first);
      const other = await pay(alice, r.id);
      expect(other.status).toBe(409);
      expect(errorOf(other).code).toBe("ALREADY_PAID");
      expect(await t.db.db.select().from(payments).where(eq(payments.reservationId, r.id))).toHaveLength(1);
      const voucher = offerVoucherResponse.parse((await offerRequest(`api/Reservations/${r.id}/Voucher`, { token: alice.token })).json);
      expect(voucher).toMatchObject({ id: r.id, reference: r.reference, issuedAt: first.paidAt });
      const missingKey = await offerRequest(`api/Reservations/${r.id}/Pay`, { token: alice.token, body: card() });
      expect(missingKey.status).toBe(400);
      expect(errorOf(missingKey).code).toBe("IDEMPOTENCY_KEY_REQUIRED");
    });

    it("refuses to pay an expired hold and gives its places back", async () => {
      const offer = await createOffer(t.db.db, { availability: 4 });
      const r = offerReservationOf(await book(alice, offerBooking(offer.id, { travelerCount: 3 })));
      await expire(r.id);
      const res = await pay(alice, r.id);
      expect(res.status).toBe(409);
      expect(errorOf(res).code).toBe("HOLD_EXPIRED");
      expect(await availabilityOf(t.db.db, offer.id)).toBe(4);
    });
  });

  describe("Stripe mode", () => {
    const ENV = ["PAYMENT_PROVIDER", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const;
    const saved = new Map<string, string | undefined>();
    let stripeCalls: { url: string; body: string }[];

    beforeEach(() => {
      for (const name of ENV) saved.set(name, process.env[name]);
      process.env.PAYMENT_PROVIDER = "stripe";
      process.env.STRIPE_SECRET_KEY = "sk_test_stub";
      process.env.STRIPE_WEBHOOK_SECRET = "whsec_offer_test";
      stripeCalls = [];
      const realFetch = globalThis.fetch;
      vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input);
        if (!url.startsWith("https://api.stripe.com/")) return realFetch(input, init);
        stripeCalls.push({ url, body: String(init?.body) });
        return Response.json({ id: "pi_offer", client_secret: "pi_offer_secret", status: "requires_payment_method", amount: 1, currency: "sar" });
      });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      for (const name of ENV) {
        const value = saved.get(name);
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });

    it("takes the offer's total through a PaymentIntent, and the shared webhook marks it paid once", async () => {
      const offer = await createOffer(t.db.db);
      const r = offerReservationOf(await book(alice, offerBooking(offer.id)));
      expect(errorOf(await pay(alice, r.id)).code).toBe("PAYMENT_METHOD_UNAVAILABLE");
      const key = newKey();
      const intent = await offerRequest(`api/Reservations/${r.id}/PaymentIntent`, { method: "POST", token: alice.token, headers: { "Idempotency-Key": key } });
      expect(intent).toEqual({ status: 200, json: { clientSecret: "pi_offer_secret" } });
      const form = new URLSearchParams(stripeCalls[0]!.body);
      expect(form.get("amount")).toBe(String(2 * OFFER_PRICE));
      expect(form.get("metadata[reservationId]")).toBe(r.id);
      const payload = JSON.stringify({
        id: "evt_offer",
        type: "payment_intent.succeeded",
        data: { object: { id: `pi_${r.id.slice(0, 8)}`, amount: 2 * OFFER_PRICE, currency: "sar", metadata: { reservationId: r.id } } },
      });
      const deliver = () =>
        request("api/Payments/StripeWebhook", { body: payload, headers: { "stripe-signature": signStripePayload(payload, "whsec_offer_test") } });
      expect((await deliver()).json).toEqual({ received: true, marked: true });
      expect((await deliver()).json).toEqual({ received: true, marked: false });
      expect(offerReservationOf(await offerRequest(`api/Reservations/${r.id}`, { token: alice.token }))).toMatchObject({
        status: "confirmed",
        paymentStatus: "paid",
        payment: { provider: "stripe", amount: 2 * OFFER_PRICE },
      });
    });
  });

  describe("expired holds", () => {
    it("give their places back exactly once, whichever path notices first", async () => {
      const offer = await createOffer(t.db.db, { availability: 5 });
      const r = offerReservationOf(await book(alice, offerBooking(offer.id, { travelerCount: 4 })));
      expect(await availabilityOf(t.db.db, offer.id)).toBe(1);
      await expire(r.id);
      // The next booking of the offer releases the hold first, so 3 places are there for bob.
      expect((await book(bob, offerBooking(offer.id, { travelerCount: 3 }))).status).toBe(201);
      expect(await availabilityOf(t.db.db, offer.id)).toBe(2);
      // Every later path that looks at it finds it expired, and gives nothing back again.
      expect(offerReservationOf(await offerRequest(`api/Reservations/${r.id}`, { token: alice.token })).status).toBe("expired");
      reservationListResponse.parse((await request("api/Reservations", { token: alice.token })).json);
      const cancel = await offerRequest(`api/Reservations/${r.id}/Cancel`, { token: alice.token, method: "POST" });
      expect(errorOf(cancel).code).toBe("RESERVATION_NOT_CANCELLABLE");
      expect(errorOf(await pay(alice, r.id)).code).toBe("HOLD_EXPIRED");
      await Promise.all(Array.from({ length: 5 }, () => request("api/Reservations", { token: alice.token })));
      expect(await availabilityOf(t.db.db, offer.id)).toBe(2);
    });
  });

  describe("cancellation", () => {
    it("cancels an unpaid reservation for free and gives its places back once", async () => {
      const offer = await createOffer(t.db.db, { availability: 6 });
      const r = offerReservationOf(await book(alice, offerBooking(offer.id, { travelerCount: 2 })));
      const quote = cancellationQuote.parse((await offerRequest(`api/Reservations/${r.id}/Cancellation`, { token: alice.token })).json);
      expect(quote).toMatchObject({ allowed: true, reason: null, fee: 0, refund: 0, feePercent: 10, currency: "SAR" });
      const cancelled = offerReservationOf(await offerRequest(`api/Reservations/${r.id}/Cancel`, { token: alice.token, method: "POST" }));
      expect(cancelled).toMatchObject({ status: "cancelled", paymentStatus: "pending", cancellationFee: 0, refundAmount: 0 });
      expect(await availabilityOf(t.db.db, offer.id)).toBe(6);
      const twice = await offerRequest(`api/Reservations/${r.id}/Cancel`, { token: alice.token, method: "POST" });
      expect(twice.status).toBe(409);
      expect(errorOf(twice).code).toBe("RESERVATION_NOT_CANCELLABLE");
      await expire(r.id);
      await offerRequest(`api/Reservations/${r.id}`, { token: alice.token });
      expect(await availabilityOf(t.db.db, offer.id)).toBe(6);
    });

    it("gives the places of a hold nobody came back to in the sweep, once, after the payment grace", async () => {
      const offer = await createOffer(t.db.db, { availability: 5 });
      const left = offerReservationOf(await book(alice, offerBooking(offer.id, { travelerCount: 2 })));
      const kept = offerReservationOf(await book(bob, offerBooking(offer.id, { travelerCount: 1 })));
      expect(await availabilityOf(t.db.db, offer.id)).toBe(2);
      // Just ended: a card payment may still be confirming; the sweep leaves it.
      await expire(left.id);
      await sweepExpiredHolds();
      expect(await availabilityOf(t.db.db, offer.id)).toBe(2);
      await t.db.db
        .update(reservations)
        .set({ holdExpiresAt: sql`now() - interval '11 minutes'` })
        .where(eq(reservations.id, left.id));
      await sweepExpiredHolds();
      await sweepExpiredHolds();
      expect(await availabilityOf(t.db.db, offer.id)).toBe(4);
      const [row] = await t.db.db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, left.id));
      expect(row?.status).toBe("expired");
      const [other] = await t.db.db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, kept.id));
      expect(other?.status).toBe("pending");
    });

    it("refunds a paid reservation in full within the free period, and keeps the fee after it", async () => {
      const offer = await createOffer(t.db.db, { availability: 6, cancellationFeePercent: 25 });
      const free = offerReservationOf(await book(alice, offerBooking(offer.id, { travelerCount: 2 })));
      await pay(alice, free.id);
      const freeCancel = offerReservationOf(await offerRequest(`api/Reservations/${free.id}/Cancel`, { token: alice.token, method: "POST" }));
      expect(freeCancel).toMatchObject({ status: "cancelled", paymentStatus: "refunded", cancellationFee: 0, refundAmount: 2 * OFFER_PRICE });

      const late = offerReservationOf(await book(alice, offerBooking(offer.id, { travelerCount: 2 })));
      await pay(alice, late.id);
      await t.db.db
        .update(reservations)
        .set({ freeCancellationUntil: sql`now() - interval '1 minute'` })
        .where(eq(reservations.id, late.id));
      const quote = cancellationQuote.parse((await offerRequest(`api/Reservations/${late.id}/Cancellation`, { token: alice.token })).json);
      const fee = Math.round((2 * OFFER_PRICE * 25) / 100);
      expect(quote).toMatchObject({ allowed: true, fee, refund: 2 * OFFER_PRICE - fee, feePercent: 25 });
      const cancelled = offerReservationOf(await offerRequest(`api/Reservations/${late.id}/Cancel`, { token: alice.token, method: "POST" }));
      expect(cancelled).toMatchObject({ status: "cancelled", paymentStatus: "refunded", cancellationFee: fee, refundAmount: 2 * OFFER_PRICE - fee });
      expect(await availabilityOf(t.db.db, offer.id)).toBe(6);
    });

    it("refuses after the offer's last day, with the quote saying why", async () => {
      const offer = await createOffer(t.db.db);
      const r = offerReservationOf(await book(alice, offerBooking(offer.id)));
      await t.db.db
        .update(reservations)
        .set({ cancellationDeadline: sql`now() - interval '1 minute'` })
        .where(eq(reservations.id, r.id));
      const quote = cancellationQuote.parse((await offerRequest(`api/Reservations/${r.id}/Cancellation`, { token: alice.token, locale: "ar" })).json);
      expect(quote).toMatchObject({ allowed: false, reason: "CANCELLATION_CLOSED" });
      const res = await offerRequest(`api/Reservations/${r.id}/Cancel`, { token: alice.token, method: "POST" });
      expect(res.status).toBe(409);
      expect(errorOf(res)).toEqual({ code: "CANCELLATION_CLOSED", message: "This booking can no longer be cancelled: its cancellation deadline has passed." });
      expect(await availabilityOf(t.db.db, offer.id)).toBe(8);
    });
  });

  describe("the reservations list", () => {
    it("lists offers beside flights, newest first; flights exactly as their own endpoint answers them", async () => {
      const [carol] = await createUsers(t.db.db, 1);
      const flight = await createFlight(t.db.db);
      const flightReservation = reservationOf(await request("api/Reservations", { token: carol!.token, body: booking(flight) }));
      const offer = await createOffer(t.db.db);
      const offerReservation = offerReservationOf(await book(carol!, offerBooking(offer.id)));
      const list = reservationListResponse.parse((await request("api/Reservations", { token: carol!.token })).json);
      expect(list.map((r) => [r.kind, r.id])).toEqual([
        ["offer", offerReservation.id],
        ["flight", flightReservation.id],
      ]);
      const raw = (await request("api/Reservations", { token: carol!.token })).json as Record<string, unknown>[];
      const single = (await request(`api/Reservations/${flightReservation.id}`, { token: carol!.token })).json as Record<string, unknown>;
      expect(raw[1]).toEqual({ kind: "flight", ...single });
      expect(raw[0]).toEqual((await offerRequest(`api/Reservations/${offerReservation.id}`, { token: carol!.token })).json);
    });
  });
});

describe("openapi.json", () => {
  it("documents offer-backend's reservation endpoints, the Pay card body, and the list of every kind", async () => {
    type Operation = {
      "x-access": string;
      requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
      responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
    };
    const { providerApp } = await import("@/provider/app");
    const json = (await (await providerApp.fetch(new Request("http://provider.internal/openapi.json"))).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const [path, method] of [
      ["/offer-backend/api/Reservations", "post"],
      ["/offer-backend/api/Reservations/{id}", "get"],
      ["/offer-backend/api/Reservations/{id}/Pay", "post"],
      ["/offer-backend/api/Reservations/{id}/PaymentIntent", "post"],
      ["/offer-backend/api/Reservations/{id}/Cancellation", "get"],
      ["/offer-backend/api/Reservations/{id}/Cancel", "post"],
      ["/offer-backend/api/Reservations/{id}/Voucher", "get"],
    ] as const) {
      expect(json.paths[path]?.[method]?.["x-access"], `${method} ${path}`).toBe("user");
    }
    const create = json.paths["/offer-backend/api/Reservations"]!.post!;
    expect(Object.keys(create.requestBody?.content["application/json"]?.schema.properties ?? {})).toEqual([
      "offerId",
      "travelerCount",
      "leadTraveler",
      "travelDate",
      "nights",
      "travelers",
    ]);
    const pay = json.paths["/offer-backend/api/Reservations/{id}/Pay"]!.post!;
    expect(Object.keys(pay.requestBody?.content["application/json"]?.schema.properties ?? {})).toContain("cardNumber");
    const list = json.paths["/flight-backend/api/Reservations"]!.get!.responses["200"]!.content!["application/json"]!.schema;
    expect(JSON.stringify(list)).toContain('"offer"');
  });
});
