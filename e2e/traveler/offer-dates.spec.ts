// Issue 22, point 2: offers are dated. A package asks its check-in inside the offer's days (its nights are the
// offer's) and every traveller's passport name; a date outside is refused beside its field and takes nothing; the
// reservation page and the voucher show the trip and the names; the provider holds the places for that trip.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { pay } from "../support/booking-terms";
import { pickDay, showDay } from "../support/date-picker";
import { LOCALES, localePath, t, type Locale } from "../support/i18n";
import { PASSPORT_NAMES, riyadhDay } from "../support/offers";

type Offer = {
  id: number;
  title: string;
  type: string;
  nights: number | null;
  status: string;
  availability: number;
  startDate: string;
  endDate: string;
  destination: string;
  destinationCity: string | null;
};
type Booked = {
  id: string;
  status: string;
  holdExpiresAt: string;
  travelerCount: number;
  trip: { travelDate: string; nights: number | null; endDate: string } | null;
  travelerNames: string[];
};

/** Active offers of a kind with places, their days reaching at least `days` ahead; `index` picks one per test. */
async function activeOffer(request: APIRequestContext, locale: Locale, type: string, index: number, days = 12): Promise<Offer> {
  const list = (await (await request.get(`/api/offer-backend/api/Offers?type=${type}&pageSize=48&sort=newest&lang=${locale}`)).json()) as { items: Offer[] };
  const found = list.items.filter((o) => o.status === "active" && o.availability >= 4 && o.endDate >= riyadhDay(days));
  expect(found.length, `active ${type} offers`).toBeGreaterThan(index);
  return found[index]!;
}

/** The day as the pages write it (day, short month, year; Node's ICU, as the server renders), at noon UTC so no zone moves it. */
const shortDay = (locale: Locale, day: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" }).format(new Date(`${day}T12:00:00Z`));

for (const [i, locale] of LOCALES.entries()) {
  test(`a package is booked for a chosen check-in and named travellers; the voucher shows them (${locale})`, async ({ page, baseURL }) => {
    const offer = await activeOffer(page.request, locale, "package", i);
    expect(offer.nights, "a package lasts its nights").toBeGreaterThan(0);
    await page.goto(localePath(locale, `/offer/${offer.id}`));
    const form = page.getByRole("form", { name: t(locale, "OfferBooking.formTitle") });
    // The lead contact comes from the account once the session answers (offer-from-page.spec checks it).
    await expect(form.getByLabel(t(locale, "OfferBooking.email"))).not.toHaveValue("");
    await form.getByLabel(t(locale, "Terms.travellers")).selectOption("2");
    const checkIn = form.getByLabel(t(locale, "OfferBooking.checkIn"), { exact: true });

    // Book with no check-in: refused beside the field (the calendar is focused), nothing taken.
    for (const n of [1, 2]) await form.getByLabel(t(locale, "OfferBooking.travelerName", { n }), { exact: true }).fill(PASSPORT_NAMES[n - 1]!);
    await form.getByRole("button", { name: t(locale, "OfferBooking.submit") }).click();
    await expect(checkIn).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(t(locale, "Validation.travelDateRequired"))).toBeVisible();
    await expect(checkIn).toBeFocused();
    // Nothing was booked: the page stayed on the offer (the places are not compared here, other specs book the same
    // offers in parallel; tests/provider/offer-reservations checks them exactly).
    await expect(page).toHaveURL(new RegExp(`/offer/${offer.id}$`));

    // The calendar offers the offer's days from today on (Riyadh), with every night inside them: yesterday and the
    // day after the last check-in cannot be picked (the provider refuses them too: tests/provider/offer-reservations).
    const lastCheckIn = new Date(Date.parse(`${offer.endDate}T00:00:00Z`) - (offer.nights! - 1) * 86_400_000).toISOString().slice(0, 10);
    const dayAfter = new Date(Date.parse(`${lastCheckIn}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const firstDay = riyadhDay(0) > offer.startDate ? riyadhDay(0) : offer.startDate;
    const closedBeside: [string, string][] = [
      [riyadhDay(-1), firstDay],
      [dayAfter, lastCheckIn],
    ];
    for (const [closed, open] of closedBeside) {
      const shown = await showDay(page, locale, checkIn, open);
      await expect(shown.day).toBeEnabled();
      const cell = shown.dialog.locator(`[data-day="${closed}"]`);
      if ((await cell.count()) > 0) await expect(cell.locator("button")).toBeDisabled();
      await page.keyboard.press("Escape");
      await expect(shown.dialog).toBeHidden();
    }

    // A good check-in: the hint says the nights and the check-out.
    const day = riyadhDay(5) > offer.startDate ? riyadhDay(5) : offer.startDate;
    const checkOut = new Date(Date.parse(`${day}T00:00:00Z`) + offer.nights! * 86_400_000).toISOString().slice(0, 10);
    await pickDay(page, locale, checkIn, day);
    await expect(form.getByText(t(locale, "OfferBooking.nightCount", { count: offer.nights! }), { exact: false })).toBeVisible();
    await form.getByRole("button", { name: t(locale, "OfferBooking.submit") }).click();
    await expect(page).toHaveURL(new RegExp(`/offer/${offer.id}/reservation/[0-9a-f-]{36}$`));
    const id = page.url().split("/").pop()!;

    // The provider holds the places for that trip, with the names.
    const booked = (await (await page.request.get(`/api/offer-backend/api/Reservations/${id}`)).json()) as Booked;
    expect(booked.trip).toEqual({ travelDate: day, nights: offer.nights, endDate: checkOut });
    expect(booked.travelerNames).toEqual(PASSPORT_NAMES.slice(0, 2));
    // Held for this booking's two travellers. The offer's places left are not compared: other specs book the same offers
    // in parallel and their 15-minute holds expire meanwhile (tests/provider/offer-reservations checks the count exactly).
    expect(booked.status).toBe("pending");
    expect(booked.travelerCount).toBe(2);
    expect(Date.parse(booked.holdExpiresAt)).toBeGreaterThan(Date.now());

    // The reservation page and, once paid, the voucher: the check-in to check-out with the nights, and the names.
    const when = t(locale, "OfferBooking.tripStayValue", {
      checkIn: shortDay(locale, day),
      checkOut: shortDay(locale, checkOut),
      nights: t(locale, "OfferBooking.nightCount", { count: offer.nights! }),
    });
    await expect(page.getByTestId("offer-when")).toHaveText(when);
    await expect(page.getByTestId("offer-traveler-names")).toHaveText(PASSPORT_NAMES.slice(0, 2).join(""));
    await pay(page.request, baseURL!, "offer-backend", id);
    await page.goto(localePath(locale, `/offer/${offer.id}/reservation/${id}/ticket`));
    await expect(page.getByTestId("offer-when")).toHaveText(when);
    await expect(page.getByTestId("offer-traveler-names")).toHaveText(PASSPORT_NAMES.slice(0, 2).join(""));
    // Point 12: an airport's code is never alone: the city comes first ("Dubai (DXB)").
    await expect(page.getByRole("main")).toContainText(`${offer.destinationCity} (${offer.destination})`);
  });

  test(`a hotel offer asks the check-in, not passport names; the booking keeps the offer's nights (${locale})`, async ({ page }) => {
    const offer = await activeOffer(page.request, locale, "hotel", i);
    await page.goto(localePath(locale, `/offer/${offer.id}`));
    const form = page.getByRole("form", { name: t(locale, "OfferBooking.formTitle") });
    await expect(form.getByLabel(t(locale, "OfferBooking.email"))).not.toHaveValue("");
    await expect(form.getByLabel(t(locale, "OfferBooking.checkIn"), { exact: true })).toBeVisible();
    await expect(form.getByRole("group", { name: t(locale, "OfferBooking.namesTitle") })).toHaveCount(0);
    await pickDay(
      page,
      locale,
      form.getByLabel(t(locale, "OfferBooking.checkIn"), { exact: true }),
      riyadhDay(4) > offer.startDate ? riyadhDay(4) : offer.startDate,
    );
    await form.getByRole("button", { name: t(locale, "OfferBooking.submit") }).click();
    await expect(page).toHaveURL(new RegExp(`/offer/${offer.id}/reservation/[0-9a-f-]{36}$`));
    const booked = (await (await page.request.get(`/api/offer-backend/api/Reservations/${page.url().split("/").pop()}`)).json()) as Booked;
    expect(booked.trip?.nights).toBe(offer.nights);
    expect(booked.travelerNames).toEqual([]);
    await expect(page.getByTestId("offer-when")).toContainText(t(locale, "OfferBooking.nightCount", { count: offer.nights! }));
  });
}
