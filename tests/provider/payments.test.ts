// Paying a reservation: idempotency keys (sequential and concurrent retries charge once), at most one
// successful payment, declines that leave the reservation payable, expired holds, Stripe mode (PaymentIntent
// instead of a card: Stripe's API stubbed at the fetch level) and the Stripe webhook.
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { invoices, payments, reservations, reservationSeats } from "@/provider/db/schema";
import { signStripePayload, verifyStripeSignature } from "@/provider/payments/stripe";
import { providerApp } from "@/provider/app";
import {
  booking,
  card,
  createFlight,
  createUsers,
  errorOf,
  newKey,
  onEachDatabase,
  request,
  reservationOf,
  type FlightFixture,
  type TestUser,
} from "./flight-fixtures";

const pay = (user: TestUser, id: string, key: string | null, number?: string) =>
  request(`api/Reservations/${id}/Pay`, { token: user.token, body: card(number), headers: key === null ? {} : { "Idempotency-Key": key } });

onEachDatabase("payments", (t) => {
  let flight: FlightFixture;
  let alice: TestUser;

  beforeAll(async () => {
    flight = await createFlight(t.db.db);
    [alice] = (await createUsers(t.db.db, 1)) as [TestUser];
  });

  const newReservation = async (user: TestUser = alice) => reservationOf(await request("api/Reservations", { token: user.token, body: booking(flight) }));
  const paymentsOf = (id: string) => t.db.db.select().from(payments).where(eq(payments.reservationId, id));

  it("confirms and marks paid on success; the same key again returns the same answer without charging", async () => {
    const r = await newReservation();
    const key = newKey();
    const first = await pay(alice, r.id, key);
    expect(first.status).toBe(200);
    const paid = reservationOf(first);
    expect(paid).toMatchObject({ status: "confirmed", paymentStatus: "paid", payment: { provider: "sandbox", last4: "4242", amount: r.breakdown.total } });
    expect(paid.paidAt).not.toBeNull();
    const again = await pay(alice, r.id, key);
    expect(again).toEqual(first);
    expect(await paymentsOf(r.id)).toHaveLength(1);

    // Another key after success: refused, and still one successful payment.
    const other = await pay(alice, r.id, newKey());
    expect(other.status).toBe(409);
    expect(errorOf(other).code).toBe("ALREADY_PAID");
    const rows = await paymentsOf(r.id);
    expect(rows.filter((p) => p.status === "succeeded")).toHaveLength(1);
    // The seats stay held for good.
    await t.db.db
      .update(reservations)
      .set({ holdExpiresAt: sql`now() - interval '1 hour'` })
      .where(eq(reservations.id, r.id));
    await request("api/Reservations", { token: alice.token, body: booking(flight) });
    expect(await t.db.db.select().from(reservationSeats).where(eq(reservationSeats.reservationId, r.id))).toHaveLength(1);
  });

  it("charges once for concurrent retries with one key, and once for concurrent attempts with different keys", async () => {
    const r = await newReservation();
    const key = newKey();
    const same = await Promise.all(Array.from({ length: 10 }, () => pay(alice, r.id, key)));
    expect(same.map((x) => x.status)).toEqual(Array(10).fill(200));
    expect(new Set(same.map((x) => JSON.stringify(x.json))).size).toBe(1);
    expect(await paymentsOf(r.id)).toHaveLength(1);

    const r2 = await newReservation();
    const different = await Promise.all(Array.from({ length: 10 }, () => pay(alice, r2.id, newKey())));
    expect(different.filter((x) => x.status === 200)).toHaveLength(1);
    for (const x of different.filter((y) => y.status !== 200)) expect(errorOf(x).code).toBe("ALREADY_PAID");
    const rows = await paymentsOf(r2.id);
    expect(rows.filter((p) => p.status === "succeeded")).toHaveLength(1);
  });

  it("answers a declined card with 402, records the attempt, and leaves the reservation payable", async () => {
    const r = await newReservation();
    const key = newKey();
    const declined = await pay(alice, r.id, key, "4000 0000 0000 0002");
    expect(declined.status).toBe(402);
    expect(errorOf(declined)).toEqual({ code: "PAYMENT_DECLINED", message: "The card was declined. No money was taken." });
    expect(await pay(alice, r.id, key, "4242 4242 4242 4242")).toEqual(declined);
    const [attempt] = await paymentsOf(r.id);
    expect(attempt).toMatchObject({ status: "declined", declineCode: "card_declined", last4: "0002" });
    expect(reservationOf(await request(`api/Reservations/${r.id}`, { token: alice.token })).status).toBe("pending");
    // Any other Luhn-valid number succeeds.
    const ok = await pay(alice, r.id, newKey(), "5555 5555 5555 4444");
    expect(reservationOf(ok)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  });

  it("refuses an expired hold with 409 HOLD_EXPIRED and frees its seats", async () => {
    const r = await newReservation();
    await t.db.db
      .update(reservations)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(reservations.id, r.id));
    const res = await pay(alice, r.id, newKey());
    expect(res.status).toBe(409);
    expect(errorOf(res).code).toBe("HOLD_EXPIRED");
    const [row] = await t.db.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(row!.status).toBe("expired");
    expect(await t.db.db.select().from(reservationSeats).where(eq(reservationSeats.reservationId, r.id))).toHaveLength(0);
    expect(await paymentsOf(r.id)).toHaveLength(0);
    expect(errorOf(await pay(alice, r.id, newKey())).code).toBe("HOLD_EXPIRED");
  });

  it("requires an Idempotency-Key and refuses one used for another reservation", async () => {
    const r = await newReservation();
    const missing = await pay(alice, r.id, null);
    expect(missing.status).toBe(400);
    expect(errorOf(missing)).toMatchObject({ code: "IDEMPOTENCY_KEY_REQUIRED", fields: { idempotencyKey: "idempotencyKeyRequired" } });
    const key = newKey();
    expect((await pay(alice, r.id, key)).status).toBe(200);
    const other = await newReservation();
    const reused = await pay(alice, other.id, key);
    expect(reused.status).toBe(409);
    expect(errorOf(reused).code).toBe("IDEMPOTENCY_KEY_REUSED");
    const bad = await request(`api/Reservations/${other.id}/Pay`, {
      token: alice.token,
      body: card("4242 4242 4242 4241"),
      headers: { "Idempotency-Key": newKey() },
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual({ cardNumber: "cardNumberInvalid" });
  });

  it("scopes idempotency keys to their user: another user paying with the same key is charged, not refused", async () => {
    const [carol] = (await createUsers(t.db.db, 1)) as [TestUser];
    const key = newKey();
    const mine = await newReservation();
    const theirs = await newReservation(carol);
    expect((await pay(alice, mine.id, key)).status).toBe(200);
    const other = await pay(carol, theirs.id, key);
    expect(other.status, JSON.stringify(other.json)).toBe(200);
    expect(reservationOf(other)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect((await paymentsOf(theirs.id)).map((p) => [p.userId, p.idempotencyKey, p.status])).toEqual([[carol.id, key, "succeeded"]]);
    expect((await paymentsOf(mine.id)).map((p) => [p.userId, p.status])).toEqual([[alice.id, "succeeded"]]);
    // A retry by either still answers its own payment, and the owner's key stays refused on another of its reservations.
    expect((await pay(carol, theirs.id, key)).status).toBe(200);
    expect(errorOf(await pay(carol, (await newReservation(carol)).id, key)).code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  describe("Stripe mode", () => {
    const STRIPE_ENV = ["PAYMENT_PROVIDER", "STRIPE_SECRET_KEY"] as const;
    const saved = new Map<string, string | undefined>();
    let bob: TestUser;
    let stripeCalls: { url: string; init: RequestInit | undefined }[];

    const paymentIntent = (user: TestUser, id: string, key: string | null) =>
      request(`api/Reservations/${id}/PaymentIntent`, { method: "POST", token: user.token, headers: key === null ? {} : { "Idempotency-Key": key } });

    beforeAll(async () => {
      [bob] = (await createUsers(t.db.db, 1)) as [TestUser];
    });

    beforeEach(() => {
      for (const name of STRIPE_ENV) saved.set(name, process.env[name]);
      process.env.PAYMENT_PROVIDER = "stripe";
      process.env.STRIPE_SECRET_KEY = "sk_test_stub";
      stripeCalls = [];
      const realFetch = globalThis.fetch;
      // Only Stripe's API is answered here; anything else (e.g. a Postgres test database over HTTP) goes through.
      vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input);
        if (!url.startsWith("https://api.stripe.com/")) return realFetch(input, init);
        stripeCalls.push({ url, init });
        return Response.json({ id: "pi_stub", client_secret: "pi_stub_secret_abc", status: "requires_payment_method", amount: 1, currency: "sar" });
      });
    });

    afterEach(() => {
      vi.unstubAllGlobals();
      for (const name of STRIPE_ENV) {
        const value = saved.get(name);
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });

    it("has no PaymentIntent endpoint in sandbox mode", async () => {
      delete process.env.PAYMENT_PROVIDER;
      delete process.env.STRIPE_SECRET_KEY;
      const r = await newReservation();
      const res = await paymentIntent(alice, r.id, newKey());
      expect(res.status).toBe(404);
      expect(errorOf(res).code).toBe("NOT_FOUND");
      expect(stripeCalls).toHaveLength(0);
    });

    it("refuses a card sent to Pay with 409 PAYMENT_METHOD_UNAVAILABLE, unread, and stores no payment", async () => {
      const r = await newReservation();
      const valid = await pay(alice, r.id, newKey());
      expect(valid.status).toBe(409);
      expect(errorOf(valid)).toEqual({
        code: "PAYMENT_METHOD_UNAVAILABLE",
        message: "Card details are not accepted here: pay through the secure payment form.",
      });
      // Not even validated: an invalid card and a missing key get the same answer, not 400 field errors.
      const invalid = await request(`api/Reservations/${r.id}/Pay`, {
        token: alice.token,
        body: card("4242 4242 4242 4241"),
        headers: { "Idempotency-Key": newKey() },
      });
      expect(invalid.status).toBe(409);
      expect(errorOf(invalid).code).toBe("PAYMENT_METHOD_UNAVAILABLE");
      expect(errorOf(await pay(alice, r.id, null)).code).toBe("PAYMENT_METHOD_UNAVAILABLE");
      expect(await paymentsOf(r.id)).toHaveLength(0);
      expect(stripeCalls).toHaveLength(0);
      expect(reservationOf(await request(`api/Reservations/${r.id}`, { token: alice.token }))).toMatchObject({ status: "pending", paymentStatus: "pending" });
    });

    it("creates the PaymentIntent at Stripe with the reservation's amount and the idempotency key, and answers its client secret", async () => {
      const r = await newReservation();
      const key = newKey();
      const res = await paymentIntent(alice, r.id, key);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ clientSecret: "pi_stub_secret_abc" });
      expect(stripeCalls).toHaveLength(1);
      const [call] = stripeCalls as [(typeof stripeCalls)[number]];
      expect(call.url).toBe("https://api.stripe.com/v1/payment_intents");
      expect(call.init?.method).toBe("POST");
      const headers = new Headers(call.init?.headers);
      // Stripe's keys are unique per account: the user's id scopes the traveller's key there too.
      expect(headers.get("idempotency-key")).toBe(`pi_${alice.id}_${key}`);
      expect(headers.get("authorization")).toBe("Bearer sk_test_stub");
      const form = new URLSearchParams(String(call.init?.body));
      expect(form.get("amount")).toBe(String(r.breakdown.total));
      expect(form.get("currency")).toBe("sar");
      expect(form.get("metadata[reservationId]")).toBe(r.id);
      // The webhook marks it paid, not this call; the answer carries no card data and no reservation.
      expect(await paymentsOf(r.id)).toHaveLength(0);
      expect(reservationOf(await request(`api/Reservations/${r.id}`, { token: alice.token })).paymentStatus).toBe("pending");

      const missing = await paymentIntent(alice, r.id, null);
      expect(missing.status).toBe(400);
      expect(errorOf(missing).code).toBe("IDEMPOTENCY_KEY_REQUIRED");
      expect(stripeCalls).toHaveLength(1);
    });

    it("answers 404 for another user's reservation and 409 HOLD_EXPIRED for an expired hold, without calling Stripe", async () => {
      const r = await newReservation();
      const foreign = await paymentIntent(bob, r.id, newKey());
      expect(foreign.status).toBe(404);
      expect(errorOf(foreign).code).toBe("RESERVATION_NOT_FOUND");

      await t.db.db
        .update(reservations)
        .set({ holdExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(reservations.id, r.id));
      const expired = await paymentIntent(alice, r.id, newKey());
      expect(expired.status).toBe(409);
      expect(errorOf(expired).code).toBe("HOLD_EXPIRED");
      const [row] = await t.db.db.select().from(reservations).where(eq(reservations.id, r.id));
      expect(row!.status).toBe("expired");
      expect(stripeCalls).toHaveLength(0);
    });
  });

  describe("Stripe webhook", () => {
    const SECRET = "whsec_test_0123456789";
    afterEach(() => {
      delete process.env.STRIPE_WEBHOOK_SECRET;
    });

    const deliver = (payload: string, signature: string) =>
      providerApp.fetch(
        new Request("http://provider.internal/flight-backend/api/Payments/StripeWebhook", {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body: payload,
        }),
      );

    it("marks the reservation paid once for a correctly signed event, however often it is delivered", async () => {
      process.env.STRIPE_WEBHOOK_SECRET = SECRET;
      const r = await newReservation();
      const payload = JSON.stringify({
        id: "evt_1",
        type: "payment_intent.succeeded",
        data: { object: { id: `pi_${r.id.slice(0, 8)}`, amount: r.breakdown.total, currency: "sar", metadata: { reservationId: r.id } } },
      });
      const forged = await deliver(payload, signStripePayload(payload, "whsec_wrong"));
      expect(forged.status).toBe(400);
      expect(reservationOf(await request(`api/Reservations/${r.id}`, { token: alice.token })).paymentStatus).toBe("pending");

      const first = await deliver(payload, signStripePayload(payload, SECRET));
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ received: true, marked: true });
      const replays = await Promise.all([1, 2, 3].map(() => deliver(payload, signStripePayload(payload, SECRET))));
      for (const res of replays) expect(await res.json()).toEqual({ received: true, marked: false });
      const rows = await paymentsOf(r.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ provider: "stripe", status: "succeeded", amount: r.breakdown.total });
      expect(reservationOf(await request(`api/Reservations/${r.id}`, { token: alice.token }))).toMatchObject({
        status: "confirmed",
        paymentStatus: "paid",
        payment: { provider: "stripe" },
      });
      // The webhook's payment issues the tax invoice, once however often it is delivered (issue 26).
      const issued = await t.db.db.select().from(invoices).where(eq(invoices.reservationId, r.id));
      expect(issued).toHaveLength(1);
      expect(issued[0]).toMatchObject({ total: r.breakdown.total, currency: "SAR" });
    });
  });
});

describe("Stripe signature check", () => {
  const secret = "whsec_unit";
  const payload = '{"id":"evt_x"}';
  it("accepts a fresh signature and any of several v1 values", () => {
    const now = 1_700_000_000;
    const header = signStripePayload(payload, secret, now);
    expect(verifyStripeSignature(payload, header, secret, now)).toBe(true);
    expect(verifyStripeSignature(payload, `${header},v1=${"0".repeat(64)}`, secret, now + 60)).toBe(true);
  });
  it("refuses a wrong secret, a changed payload, a stale or future timestamp and malformed headers", () => {
    const now = 1_700_000_000;
    const header = signStripePayload(payload, secret, now);
    expect(verifyStripeSignature(payload, header, "whsec_other", now)).toBe(false);
    expect(verifyStripeSignature(`${payload} `, header, secret, now)).toBe(false);
    expect(verifyStripeSignature(payload, header, secret, now + 301)).toBe(false);
    expect(verifyStripeSignature(payload, header, secret, now - 301)).toBe(false);
    expect(verifyStripeSignature(payload, undefined, secret, now)).toBe(false);
    expect(verifyStripeSignature(payload, "v1=abc", secret, now)).toBe(false);
    expect(verifyStripeSignature(payload, header, "", now)).toBe(false);
  });
});
