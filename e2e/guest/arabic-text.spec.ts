// Issue 22 point 12: an Arabic page says everything in Arabic. The pages that show providers' names — flight results
// and a flight's details (airline, plane, stops), a hotel, a chalet, airport transfers and an offer — are read as a
// traveller reads them (the rendered text, screen-reader labels included) and every Latin word that is not a code a
// traveller needs as it is is reported: a plane left as "Airbus A330-300", a stop shown as "AMM" with no city, a Latin
// comma in "الرياض, السعودية". The English pages of a flight and a hotel must in turn hold no Arabic. One browser
// context, eight page loads.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { isoDaysAhead } from "../support/flights";
import { localePath } from "../support/i18n";
import { latinWordsIn, type LatinRules } from "../support/latin-words";
import { weekdayAhead, addDays } from "../support/stays";
import { AIRPORTS } from "../../provider/db/seed/flights-data";

type Leg = { flights: { id: string; status: string; airline: { code: string }; stops: { airport: { code: string } }[] }[] };

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A day with a RUH→CAI flight that stops on the way (Royal Jordanian via Amman), and that flight. */
async function flightWithStop(request: APIRequestContext): Promise<{ date: string; id: string; airlines: string[] }> {
  for (let days = 20; days < 34; days++) {
    const date = isoDaysAhead(days);
    const { outbound } = await json<{ outbound: Leg }>(
      request,
      `/api/search-flight/api/Flights/Search?from=RUH&to=CAI&date=${date}&adults=1&children=0&infants=0&cabin=economy`,
    );
    const stopping = outbound.flights.find((f) => f.status === "scheduled" && f.stops.length > 0);
    if (stopping) return { date, id: stopping.id, airlines: outbound.flights.map((f) => f.airline.code) };
  }
  throw new Error("no RUH→CAI flight with a stop in two weeks");
}

/** What a reader meets on the page: its rendered text and the labels screen readers say in place of text. */
async function pageText(page: Page): Promise<string> {
  await expect(page.locator("main").first()).toBeVisible();
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll("main [aria-label], main img[alt]")].map(
      (el) => el.getAttribute("aria-label") ?? el.getAttribute("alt") ?? "",
    );
    return [document.body.innerText, ...labels].join("\n");
  });
}

test("Arabic pages that show providers' names say them in Arabic, codes only beside their city; English ones hold no Arabic", async ({ page, request }) => {
  const flight = await flightWithStop(request);
  const checkIn = isoDaysAhead(40);
  const checkOut = addDays(checkIn, 2);
  const hotels = await json<{ items: { id: number }[] }>(
    request,
    `/api/hotels/api/Hotels/Search?city=cairo&checkIn=${checkIn}&checkOut=${checkOut}&guests=2&rooms=1`,
  );
  const thursday = weekdayAhead(4);
  const chalets = await json<{ items: { id: number }[] }>(
    request,
    `/api/chalets/api/Chalets/Search?city=riyadh&checkIn=${thursday}&checkOut=${addDays(thursday, 2)}&guests=4`,
  );
  const offers = await json<{ items: { id: number; type: string }[] }>(request, "/api/offer-backend/api/Offers");
  const offer = offers.items.find((o) => o.type === "package") ?? offers.items[0];
  expect([hotels.items.length, chalets.items.length, offer]).toEqual([expect.any(Number), expect.any(Number), expect.anything()]);

  // The seeded airports (the server runs on the seed): each code is fine beside its city or the airport's name.
  const rules: LatinRules = { airports: new Map(AIRPORTS.map((a) => [a.code, [a.cityAr, a.nameAr]])), codes: flight.airlines };
  const hotelPath = `/hotel/${hotels.items[0]!.id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&rooms=1`;
  const flightPath = `/flight/${flight.id}`;
  const pages = [
    `/flight-search?from=RUH&to=CAI&date=${flight.date}&adults=1&children=0&infants=0&cabin=economy`,
    flightPath,
    hotelPath,
    `/chalet/${chalets.items[0]!.id}?checkIn=${thursday}&checkOut=${addDays(thursday, 2)}&guests=4`,
    `/search/airport-taxi?airport=JED&area=obhur&date=${isoDaysAhead(30)}&time=16:30&passengers=2&bags=1`,
    `/offer/${offer!.id}`,
  ];
  const found: string[] = [];
  for (const path of pages) {
    await page.goto(localePath("ar", path));
    for (const word of latinWordsIn(await pageText(page), rules)) found.push(`${path}: ${word}`);
  }
  expect(found, "Latin words on Arabic pages").toEqual([]);

  const arabic: string[] = [];
  for (const path of [flightPath, hotelPath]) {
    await page.goto(localePath("en", path));
    const text = (await pageText(page)).replace(/العربية/g, "");
    for (const match of text.matchAll(/[\u0600-\u06FF][\u0600-\u06FF\s]*/g)) arabic.push(`${path}: ${match[0].trim()}`);
  }
  expect(arabic, "Arabic words on English pages").toEqual([]);
});
