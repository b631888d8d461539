// Issue 22, point 11: words that misled. The e-ticket said "Luggage: None" above the fare's 2 × 23 kg; the menu said
// "Cars" for airport transfers (the home tile said "Airport taxi"); an empty flight search said "Try one of the
// nearby dates" and then that there were none. Both languages.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { isoDaysAhead } from "../support/flights";
import { LOCALES, localePath, t } from "../support/i18n";
import { makeReservation } from "../support/reservations";

type Airport = { code: string };

/** Two airports with no flight between them on any of the dates around `date` (the provider's nearby dates). */
async function routeWithoutFlights(request: APIRequestContext, date: string): Promise<[string, string]> {
  const airports = (await (await request.get("/api/search-flight/api/Airports/Search?q=")).json()) as { items?: Airport[] } | Airport[];
  const codes = (Array.isArray(airports) ? airports : (airports.items ?? [])).map((a) => a.code);
  for (const from of codes) {
    for (const to of codes) {
      if (from === to) continue;
      const answer = await request.get(`/api/search-flight/api/Flights/Search?from=${from}&to=${to}&date=${date}&adults=1&children=0&infants=0&cabin=economy`);
      if (!answer.ok()) continue;
      const body = (await answer.json()) as { outbound?: { total: number; nearbyDates?: { minPrice: number | null }[] } };
      if (body.outbound && body.outbound.total === 0 && (body.outbound.nearbyDates ?? []).every((d) => d.minPrice === null)) return [from, to];
    }
  }
  throw new Error("no route without flights");
}

for (const locale of LOCALES) {
  test(`the words say what is meant: extra baggage on the ticket, airport transfers in the menu, no nearby dates promised (${locale})`, async ({
    page,
    baseURL,
    request,
  }) => {
    const made = await makeReservation(page.request, baseURL!, { daysAhead: 52, pay: true, locale });
    await page.goto(localePath(locale, `/flight/${made.flightId}/booking/reservation/${made.id}/ticket`));
    const extra = page
      .locator("dt")
      .filter({ hasText: t(locale, "Ticket.luggage") })
      .locator("xpath=following-sibling::dd[1]");
    await expect(extra).toHaveText(t(locale, "Ticket.noExtraLuggage"));

    // The menu and the home tile name the taxi page the same way.
    await page.goto(localePath(locale, "/"));
    const tile = t(locale, "Home.categories.cars");
    await expect(
      page
        .getByRole("navigation", { name: t(locale, "Nav.mainNav") })
        .locator('a[href$="/search/airport-taxi"]')
        .first(),
    ).toHaveAccessibleName(tile);

    const date = isoDaysAhead(20);
    const [from, to] = await routeWithoutFlights(request, date);
    await page.goto(localePath(locale, `/flight-search?from=${from}&to=${to}&date=${date}&adults=1&children=0&infants=0&cabin=economy`));
    await expect(page.getByText(t(locale, "Results.noNearby"))).toBeVisible();
    await expect(page.getByText(t(locale, "Results.tryNearby"))).toHaveCount(0);
  });
}
