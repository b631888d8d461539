// Booking an offer from the browser, against a stubbed fetch: the offer-backend paths, the contract checks, the
// mapping to the app's view, the provider's refusals passed on, and payment of an offer going to offer-backend.
import { afterEach, describe, expect, it, vi } from "vitest";
import { offerWire } from "@/lib/reservations/offer-reservations.fixture";
import { BAD_RESPONSE_CODE } from "./bff-client";
import { cancelBooking, getCancellationQuote } from "./cancellations";
import { createOfferReservation, getOfferReservation } from "./offer-reservations";
import { payReservation, readPaidState, startStripePayment } from "./payments";
import { listReservations } from "./reservations";

function mockFetch(...answers: Response[]) {
  const fn = vi.fn(async (_url: string, _init: RequestInit) => answers.shift() ?? new Response(null, { status: 500 }));
  vi.stubGlobal("fetch", fn);
  return fn;
}
const problem = (status: number, code: string, message = code) => Response.json({ message, code }, { status });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const request = {
  offerId: 7,
  travelerCount: 2,
  leadTraveler: { fullName: "سارة أحمد", email: "sara@example.com", phone: "+966500000001" },
  travelDate: "2030-01-16",
  travelers: [{ fullName: "SARA AHMED" }, { fullName: "OMAR AHMED" }],
};

describe("createOfferReservation", () => {
  it("posts to offer-backend and answers the view in the page's language", async () => {
    const fetchMock = mockFetch(Response.json(offerWire(), { status: 201 }));
    const view = await createOfferReservation(request, "ar");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/offer-backend/api/Reservations");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "accept-language": "ar", "content-type": "application/json" });
    expect(JSON.parse(String(init.body))).toEqual(request);
    expect(view).toMatchObject({ kind: "offer", id: "r1", travelerCount: 2, offer: { id: 7, title: "عطلة نهاية أسبوع في دبي", startDate: "2030-01-01" } });
    expect(view.breakdown.total).toBe(299_800);
  });

  it("passes the provider's refusal on with its code and translated message", async () => {
    mockFetch(problem(409, "NOT_ENOUGH_PLACES", "Not enough places: 1 left"));
    await expect(createOfferReservation(request, "en")).rejects.toMatchObject({ status: 409, code: "NOT_ENOUGH_PLACES", message: "Not enough places: 1 left" });
  });

  it("refuses an answer that breaks the contract", async () => {
    mockFetch(Response.json({ ...offerWire(), kind: "flight" }, { status: 201 }));
    await expect(createOfferReservation(request, "en")).rejects.toMatchObject({ status: 502, code: BAD_RESPONSE_CODE });
  });
});

describe("reading, quoting and cancelling an offer reservation", () => {
  it("reads it from offer-backend, null when not found (or someone else's)", async () => {
    const fetchMock = mockFetch(Response.json(offerWire()), problem(404, "RESERVATION_NOT_FOUND"));
    expect((await getOfferReservation("r1", "en"))?.offer.title).toBe("Dubai weekend break");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/offer-backend/api/Reservations/r1");
    expect(await getOfferReservation("nope", "en")).toBeNull();
  });

  it("maps the quote with the offer's terms and cancels with a POST", async () => {
    const fetchMock = mockFetch(
      Response.json({
        allowed: false,
        reason: "CANCELLATION_CLOSED",
        deadline: "2030-02-14T20:59:59.999Z",
        freeUntil: null,
        feeAmount: null,
        feePercent: 10,
        fee: 0,
        refund: 0,
        currency: "SAR",
      }),
      Response.json(offerWire({ status: "cancelled", cancelledAt: "2030-01-01T11:00:00.000Z" })),
    );
    expect(await getCancellationQuote("offer", "r1", "en")).toEqual({
      allowed: false,
      reason: "deadlinePassed",
      deadline: "2030-02-14T20:59:59.999Z",
      fee: 0,
      refund: 0,
      feePercent: 10,
      freeUntil: null,
      feeAmount: null,
    });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/offer-backend/api/Reservations/r1/Cancellation");
    expect(await cancelBooking("offer", "r1", "en")).toBe("cancelled");
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/offer-backend/api/Reservations/r1/Cancel");
    expect(fetchMock.mock.calls[1]![1].method).toBe("POST");
  });
});

describe("the shared payment step with an offer", () => {
  it("pays, opens a PaymentIntent and reads back on offer-backend", async () => {
    const fetchMock = mockFetch(
      Response.json(offerWire({ status: "confirmed", paymentStatus: "paid" })),
      Response.json({ clientSecret: "pi_1_secret" }),
      Response.json(offerWire()),
    );
    const card = { cardNumber: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", holderName: "Sara Ahmed" };
    expect(await payReservation("offer", "r1", card, "key-12345678", "en")).toEqual({
      status: "confirmed",
      paymentStatus: "paid",
      holdExpiresAt: "2030-01-01T10:15:00.000Z",
    });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/offer-backend/api/Reservations/r1/Pay");
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ "Idempotency-Key": "key-12345678" });
    expect(await startStripePayment("offer", "r1", "key-12345678", "en")).toBe("pi_1_secret");
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/offer-backend/api/Reservations/r1/PaymentIntent");
    expect((await readPaidState("offer", "r1", "en"))?.status).toBe("pending");
    expect(fetchMock.mock.calls[2]![0]).toBe("/api/offer-backend/api/Reservations/r1");
  });

  it("keeps flights on flight-backend", async () => {
    const fetchMock = mockFetch(problem(404, "RESERVATION_NOT_FOUND"));
    expect(await readPaidState("flight", "r2", "en")).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/flight-backend/api/Reservations/r2");
  });
});

describe("listReservations", () => {
  it("lists offers beside flights, newest first (no longer flights only)", async () => {
    const older = offerWire({ id: "old", createdAt: "2029-12-01T10:00:00.000Z" });
    const newer = offerWire({ id: "new", createdAt: "2030-01-05T10:00:00.000Z" });
    mockFetch(Response.json([older, newer]));
    const list = await listReservations("en");
    expect(list.map((r) => [r.kind, r.id])).toEqual([
      ["offer", "new"],
      ["offer", "old"],
    ]);
  });
});
