// Reservations made through the BFF (as the signed-in user of `request`), for specs that need one to exist
// rather than to be booked through the form.
import { expect, type APIRequestContext } from "@playwright/test";
import { findFlights } from "./flights";

export type MadeReservation = { id: string; reference: string; flightId: string };

/**
 * A one-adult economy reservation on a flight `daysAhead` from today (or on `flightId`), in `seatId` when given;
 * paid with the sandbox card when asked.
 */
export async function makeReservation(
  request: APIRequestContext,
  baseURL: string,
  {
    daysAhead,
    pay = false,
    locale = "en",
    flightId: chosenFlight,
    seatId = null,
  }: { daysAhead: number; pay?: boolean; locale?: string; flightId?: string; seatId?: number | null },
): Promise<MadeReservation> {
  const flights = chosenFlight ? [chosenFlight] : await findFlights(request, daysAhead);
  // Spread concurrent workers over the day's flights so no single flight runs out of seats.
  const flightId = flights[Math.floor(Math.random() * flights.length)];
  expect(flightId, `a scheduled RUH→JED flight ${daysAhead} days ahead`).toBeTruthy();
  const details = (await (await request.get(`/api/flight-backend/api/Flights/${flightId}`)).json()) as { tickets: { id: number }[] };
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const created = await request.post("/api/flight-backend/api/Reservations", {
    headers: { Origin: baseURL, "accept-language": locale },
    data: {
      flightId,
      fareClass: "economy",
      ticketId: details.tickets[0]!.id,
      travelers: [
        {
          gender: "Mrs",
          fullName: "Sara Ahmed",
          email: "traveler@example.com",
          phone: "+966500000001",
          passportNumber: `P${stamp}`,
          dateOfBirth: "1988-04-12",
          type: "adult",
          luggage: [],
          seatId,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const reservation = (await created.json()) as { id: string; reference: string };
  if (pay) {
    const paid = await request.post(`/api/flight-backend/api/Reservations/${reservation.id}/Pay`, {
      headers: { Origin: baseURL, "Idempotency-Key": `made-${reservation.id}` },
      data: { cardNumber: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", holderName: "Sara Ahmed" },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
  }
  return { ...reservation, flightId: flightId! };
}
