// Issue 26: "Add to calendar" on a paid ticket downloads an iCalendar file that a real parser (ical.js) reads with the
// departure on Riyadh's clock and the landing on Cairo's; signed out, the file is refused.
import ICAL from "ical.js";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { LOCALES, localePath, t } from "../support/i18n";
import { isoDaysAhead } from "../support/flights";
import { makeReservation } from "../support/reservations";

type Leg = { id: string; status: string; departureAt: string; arrivalAt: string; seatsLeft: number | null };

/** A scheduled RUH→CAI flight in the coming weeks with seats left. */
async function riyadhCairo(request: APIRequestContext, from: number): Promise<Leg> {
  for (let day = from; day < from + 20; day++) {
    const response = await request.get(`/api/search-flight/api/Flights/Search?from=RUH&to=CAI&date=${isoDaysAhead(day)}&adults=1&cabin=economy`);
    const body = (await response.json()) as { outbound: { flights: Leg[] } };
    const leg = body.outbound.flights.find((f) => f.status === "scheduled" && (f.seatsLeft === null || f.seatsLeft > 2));
    if (leg) return leg;
  }
  throw new Error("no RUH→CAI flight in twenty days");
}

const wall = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));

for (const locale of LOCALES) {
  test(`a Riyadh–Cairo ticket goes into a calendar with both local times right (${locale})`, async ({ page, baseURL, browser }) => {
    const leg = await riyadhCairo(page.request, locale === "ar" ? 20 : 24);
    const booked = await makeReservation(page.request, baseURL!, { daysAhead: 0, flightId: leg.id, pay: true, locale });
    await page.goto(localePath(locale, `/flight/${booked.flightId}/booking/reservation/${booked.id}/ticket`));

    const link = page.getByRole("link", { name: t(locale, "Calendar.addToCalendar") });
    await expect(link).toHaveAttribute("download", "");
    const href = (await link.getAttribute("href"))!;
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/calendar");
    expect(response.headers()["content-disposition"]).toContain(`rahhal-${booked.reference}.ics`);

    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const [vevent] = calendar.getAllSubcomponents("vevent");
    const event = new ICAL.Event(vevent!);
    expect(event.startDate.zone.tzid).toBe("Asia/Riyadh");
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(leg.departureAt).toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(new Date(leg.arrivalAt).toISOString());
    // The file's own wall clock is Riyadh's, and the landing read on Cairo's clock is the ticket's arrival time.
    const start = event.startDate;
    const pad = (n: number) => String(n).padStart(2, "0");
    expect(`${pad(start.day)}/${pad(start.month)}/${start.year}, ${pad(start.hour)}:${pad(start.minute)}`).toBe(wall(leg.departureAt, "Asia/Riyadh"));
    expect(wall(event.endDate.toJSDate().toISOString(), "Africa/Cairo")).toBe(wall(leg.arrivalAt, "Africa/Cairo"));
    expect(event.description).toContain(booked.reference);
    expect(event.summary).toBe(t(locale, "Calendar.flightTitle", { number: event.summary.match(/[A-Z0-9]{2}\d+/)![0], from: "RUH", to: "CAI" }));

    // Signed out, the same address gives no file.
    const guest = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const refused = await guest.request.get(new URL(href, baseURL).toString());
    expect(refused.status()).toBe(401);
    expect(await refused.text()).not.toContain("BEGIN:VCALENDAR");
    await guest.close();
  });
}
