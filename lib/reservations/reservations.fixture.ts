// A flight reservation as flight-backend answers it (departure 2030-02-01T05:00Z, terms stored: 24 h, 10 %), for
// the tests of the mapping and of the screens that print it.
import type { ReservationResponse, TicketResponse } from "@/provider/contracts/reservations";

const airport = (code: string, city: string, tz: string) => ({
  code,
  name: { ar: `مطار ${city}`, en: `${city} Airport` },
  city: { ar: `مدينة ${city}`, en: city },
  country: { ar: "السعودية", en: "Saudi Arabia" },
  countryCode: "SA",
  timezone: tz,
});

export function flightWire(overrides: Partial<ReservationResponse> = {}): ReservationResponse {
  return {
    id: "0b7f6f7e-1c7e-4d55-9b1e-2f6f2b9b7a11",
    kind: "flight",
    reference: "RH7K2P",
    status: "pending",
    paymentStatus: "pending",
    createdAt: "2030-01-01T10:00:00.000Z",
    holdExpiresAt: "2030-01-01T10:15:00.000Z",
    paidAt: null,
    cancelledAt: null,
    cancellationTerms: { deadline: "2030-01-31T05:00:00.000Z", freeUntil: null, feeAmount: null, feePercent: 10 },
    flight: {
      id: "f1",
      flightNumber: "SV1020",
      date: "2030-02-01",
      status: "scheduled",
      airline: { code: "SV", name: { ar: "السعودية", en: "Saudia" }, logo: null },
      planeModel: { ar: "إيرباص A320", en: "Airbus A320" },
      from: { ...airport("RUH", "Riyadh", "Asia/Riyadh"), terminal: { ar: "5", en: "5" }, gate: null },
      to: { ...airport("JED", "Jeddah", "Asia/Riyadh"), terminal: { ar: "الشمالية", en: "North" }, gate: "B4" },
      departureAt: "2030-02-01T05:00:00.000Z",
      arrivalAt: "2030-02-01T06:45:00.000Z",
      durationMinutes: 105,
      stops: [],
    },
    fareClass: "economy",
    ticket: { id: 1, name: { ar: "أساسي", en: "Basic" }, price: 0, refundable: false, editable: true, editFees: 5000 },
    returnLeg: null,
    travelers: [
      {
        id: "t1",
        gender: "Mr",
        fullName: "Omar Ali",
        email: "omar@example.com",
        phone: "+966500000000",
        passportNumber: "A12345678",
        dateOfBirth: "1990-01-01",
        type: "adult",
        seat: { id: 10, seatNumber: "12A", chosen: true },
        returnSeat: null,
        luggage: [{ weightKg: 23, type: "checked" }],
        price: 50000,
      },
      {
        id: "t2",
        gender: "Miss",
        fullName: "Sara Ali",
        email: null,
        phone: null,
        passportNumber: "B7654321",
        dateOfBirth: "2029-05-01",
        type: "infant",
        seat: null,
        returnSeat: null,
        luggage: [],
        price: 5000,
      },
    ],
    bags: [{ bagId: 1, weightKg: 10, quantity: 2, unitPrice: 1000, total: 2000 }],
    meals: [{ mealId: 3, name: { ar: "وجبة نباتية", en: "Vegetarian meal" }, quantity: 1, unitPrice: 1500, total: 1500 }],
    breakdown: {
      fare: 40000,
      tax: 5000,
      serviceFees: 2000,
      discount: 0,
      extras: 3500,
      seatSelection: 0,
      bags: 2000,
      meals: 1500,
      total: 50500,
      currency: "SAR",
    },
    cancellationFee: null,
    refundAmount: null,
    payment: null,
    ...overrides,
  };
}

/** The same reservation confirmed, paid and issued as an e-ticket. */
export const ticketWire = (overrides: Partial<ReservationResponse> = {}): TicketResponse => ({
  ...flightWire({
    status: "confirmed",
    paymentStatus: "paid",
    paidAt: "2030-01-01T10:05:00.000Z",
    payment: { provider: "sandbox", last4: "4242", amount: 50500, paidAt: "2030-01-01T10:05:00.000Z" },
    ...overrides,
  }),
  issuedAt: "2030-01-01T10:05:00.000Z",
});
