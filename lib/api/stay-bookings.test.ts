// Booking a stay from the browser, against a stubbed fetch: the service and path, the body as sent, what the page
// needs to go on, and the provider's refusals passed on.
import { afterEach, describe, expect, it, vi } from "vitest";
import { BffError } from "./bff-client";
import { createChaletReservation, createHotelReservation } from "./stay-bookings";

function mockFetch(...answers: Response[]) {
  const fn = vi.fn(async (_url: string, _init: RequestInit) => answers.shift() ?? new Response(null, { status: 500 }));
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const lead = { fullName: "نورة سالم", email: "noura@example.com", phone: "+966500000017" };
const both = (s: string) => ({ ar: s, en: s });
const wire = (kind: "hotel" | "chalet", propertyId: number) => ({
  kind,
  id: "8f0c1a9e-0000-4000-8000-000000000001",
  reference: "RH7K2P",
  status: "pending",
  paymentStatus: "pending",
  createdAt: "2030-01-01T10:00:00.000Z",
  holdExpiresAt: "2030-01-01T10:15:00.000Z",
  paidAt: null,
  cancelledAt: null,
  stay: {
    propertyId,
    name: both("X"),
    city: both("Riyadh"),
    address: both("Olaya"),
    photo: null,
    room: null,
    checkIn: "2030-02-07",
    checkOut: "2030-02-09",
    checkInTime: "15:00",
    checkOutTime: "12:00",
    timeZone: "Asia/Riyadh",
    guests: 2,
    rules: null,
  },
  leadGuest: lead,
  specialRequests: null,
  breakdown: {
    nights: 2,
    weekendNights: 2,
    nightlyPrice: 100_00,
    weekendPrice: 120_00,
    base: 240_00,
    serviceFee: 12_00,
    tax: 37_80,
    taxes: [{ code: "vat", percent: 15, amount: 37_80 }],
    total: 289_80,
    securityDeposit: null,
    currency: "SAR",
  },
  cancellationTerms: { deadline: "2030-02-07T12:00:00.000Z", freeUntil: null, feeAmount: null, feePercent: 100 },
  cancellationFee: null,
  refundAmount: null,
  payment: null,
});

describe("stay bookings", () => {
  it("books a hotel room on hotels and answers where the reservation lives", async () => {
    const fetchMock = mockFetch(Response.json(wire("hotel", 12), { status: 201 }));
    const body = { roomTypeId: 5, checkIn: "2030-02-07", checkOut: "2030-02-09", guests: 2, leadGuest: lead };
    expect(await createHotelReservation(body, "en")).toEqual({ kind: "hotel", id: "8f0c1a9e-0000-4000-8000-000000000001", propertyId: 12 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/hotels/api/Reservations");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it("books a chalet on chalets; a refusal comes back as the provider worded it", async () => {
    const fetchMock = mockFetch(Response.json({ message: "محجوز", code: "CHALET_UNAVAILABLE" }, { status: 409 }));
    const error = await createChaletReservation({ chaletId: 3, checkIn: "2030-02-07", checkOut: "2030-02-09", guests: 4, leadGuest: lead }, "ar").catch(
      (e: unknown) => e,
    );
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/chalets/api/Reservations");
    expect(error).toBeInstanceOf(BffError);
    expect(error).toMatchObject({ status: 409, code: "CHALET_UNAVAILABLE", message: "محجوز" });
  });
});
