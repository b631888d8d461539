// Issue 27, "work less per request": no page render asks the provider for the same thing twice. The server records
// every provider call with the render it served (PROVIDER_CALL_LOG, lib/provider/render-calls.ts); this spec opens
// the pages a traveller spends the trip on (results, booking forms, reservation and payment pages, documents) and
// then reads what those renders asked. Renders of other specs running beside it are held to the same rule.
import { existsSync, readFileSync, statSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { repeatedReads, type LoggedCall } from "../../lib/provider/render-call-log";
import { findFlights, isoDaysAhead } from "../support/flights";
import { localePath } from "../support/i18n";
import { makeOfferReservation } from "../support/offers";
import { makeReservation } from "../support/reservations";
import { PROVIDER_CALL_LOG } from "../support/site";
import { addDays, makeHotelReservation, weekdayAhead } from "../support/stays";

const logSize = () => (existsSync(PROVIDER_CALL_LOG) ? statSync(PROVIDER_CALL_LOG).size : 0);

function callsSince(offset: number): LoggedCall[] {
  return readFileSync(PROVIDER_CALL_LOG)
    .subarray(offset)
    .toString("utf8")
    .split("\n")
    .flatMap((line) => {
      // Another process may be halfway through writing the last line.
      try {
        return line ? [JSON.parse(line) as LoggedCall] : [];
      } catch {
        return [];
      }
    });
}

test("no page render calls the same provider endpoint twice", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const start = logSize();
  const day = isoDaysAhead(24);
  const party = "adults=1&children=0&infants=0&cabin=economy";
  const [flightId] = await findFlights(page.request, 24);
  expect(flightId, "a RUH→JED flight 24 days ahead").toBeTruthy();
  const [returnId] = await findFlights(page.request, 27);
  const checkIn = isoDaysAhead(40);
  const stay = `checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2`;
  const weekend = weekdayAhead(4);
  const flight = await makeReservation(page.request, baseURL!, { daysAhead: 25, pay: true });
  const unpaid = await makeReservation(page.request, baseURL!, { daysAhead: 26 });
  const hotel = await makeHotelReservation(page.request, baseURL!, { city: "riyadh" });
  const offer = await makeOfferReservation(page.request, baseURL!, { travelerCount: 1, firstId: 5 });

  const pages = [
    `/flight-search?from=RUH&to=JED&date=${day}&${party}`,
    `/flight-search?from=RUH&to=JED&date=${day}&returnDate=${isoDaysAhead(27)}&${party}`,
    `/flight/${flightId}?${party}`,
    `/flight/${flightId}/booking?${party}`,
    `/flight/${flightId}/booking?${party}&return=${returnId}`,
    `/search?category=hotel&city=riyadh&${stay}&rooms=1`,
    `/search?category=chalet&city=riyadh&checkIn=${weekend}&checkOut=${addDays(weekend, 2)}&guests=4`,
    `/hotel/${hotel.propertyId}?${stay}&rooms=1`,
    `/offers/search?sort=price-asc`,
    `/offer/${offer.offerId}`,
    `/search/airport-taxi/book?transfer=1&airport=JED&area=corniche&date=${isoDaysAhead(33)}&time=10:00&passengers=1&bags=0`,
    `/flight/${unpaid.flightId}/booking/reservation/${unpaid.id}`,
    `/flight/${flight.flightId}/booking/reservation/${flight.id}`,
    `/flight/${flight.flightId}/booking/reservation/${flight.id}/ticket`,
    hotel.path,
    `/offer/${offer.offerId}/reservation/${offer.id}`,
    "/all-reservations",
  ];
  for (const path of pages) {
    for (const locale of ["en", "ar"] as const) {
      const response = await page.goto(localePath(locale, path));
      expect(response?.status(), `${locale} ${path}`).toBeLessThan(400);
    }
  }

  const calls = callsSince(start);
  // The record is on (the server was started with PROVIDER_CALL_LOG) and holds these renders' reads.
  expect(calls.some((c) => c.path.startsWith("/flight-backend/api/Flights/"))).toBe(true);
  expect(repeatedReads(calls)).toEqual([]);
});
