// Cancelling from the browser, against a stubbed fetch: each kind's quote and cancel go to the service that booked
// it, the quote maps the same for every kind, and the provider's refusal is passed on with its code and message.
import { afterEach, describe, expect, it, vi } from "vitest";
import { BOOKING_KIND_LIST, KIND_REGISTRY } from "@/lib/reservations/kinds";
import { cancelBooking, getCancellationQuote } from "./cancellations";

function mockFetch(...answers: Response[]) {
  const fn = vi.fn(async (_url: string, _init: RequestInit) => answers.shift() ?? new Response(null, { status: 500 }));
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const quote = {
  allowed: true,
  reason: null,
  deadline: "2030-02-14T20:59:59.999Z",
  freeUntil: "2030-02-01T10:00:00.000Z",
  feeAmount: 45_000,
  feePercent: 0,
  fee: 45_000,
  refund: 255_000,
  currency: "SAR",
};

describe("one cancellation client for every kind", () => {
  for (const kind of BOOKING_KIND_LIST) {
    it(`quotes and cancels a ${kind} on ${KIND_REGISTRY[kind].service}`, async () => {
      const fetchMock = mockFetch(Response.json(quote), Response.json({ kind, id: "r1", status: "cancelled", extra: "the kind's own fields" }));
      expect(await getCancellationQuote(kind, "r1", "ar")).toEqual({
        allowed: true,
        reason: null,
        deadline: quote.deadline,
        freeUntil: quote.freeUntil,
        feeAmount: 45_000,
        feePercent: 0,
        fee: 45_000,
        refund: 255_000,
      });
      expect(fetchMock.mock.calls[0]![0]).toBe(`/api/${KIND_REGISTRY[kind].service}/api/Reservations/r1/Cancellation`);
      expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ "accept-language": "ar" });
      expect(await cancelBooking(kind, "r1", "ar")).toBe("cancelled");
      expect(fetchMock.mock.calls[1]![0]).toBe(`/api/${KIND_REGISTRY[kind].service}/api/Reservations/r1/Cancel`);
      expect(fetchMock.mock.calls[1]![1].method).toBe("POST");
    });
  }

  it("passes a refusal on with its code and translated message, and an id is sent escaped", async () => {
    const fetchMock = mockFetch(Response.json({ code: "CANCELLATION_CLOSED", message: "انتهت مهلة الإلغاء" }, { status: 409 }));
    await expect(cancelBooking("chalet", "a/b", "ar")).rejects.toMatchObject({ status: 409, code: "CANCELLATION_CLOSED", message: "انتهت مهلة الإلغاء" });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/chalets/api/Reservations/a%2Fb/Cancel");
  });

  it("refuses an answer that is not a reservation", async () => {
    mockFetch(Response.json({ status: "gone" }));
    await expect(cancelBooking("taxi", "r1", "en")).rejects.toMatchObject({ status: 502 });
  });
});
