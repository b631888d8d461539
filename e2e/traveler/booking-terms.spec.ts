// Issue 21's guarantee for every kind, in both languages: the cancellation terms read before booking (details page,
// booking form), above Pay on a phone and on the voucher or ticket are one text; cancelling charges exactly what they
// say; paying sends one confirmation mail (reference, link to the voucher or ticket), cancelling one cancellation mail.
// Bookings are made and paid through the BFF (the forms and the payment panel have their own specs). Each test books as
// a traveller of its own in its language (the mails speak the account's); the mails go to the booking's contact and are
// told apart by their reference.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { amountDigits, cancel, cancelQuote, feeUnder, mailsAbout, ownTraveler, pay, plainDigits, storedReservation, textOf } from "../support/booking-terms";
import { escapeRegExp, fillTraveler, goToStep, isoDaysAhead } from "../support/flights";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";
import { LEAD, makeOfferReservation } from "../support/offers";
import { makeReservation } from "../support/reservations";
import { addDays, makeChaletReservation, makeHotelReservation, makeTaxiReservation, STAY_LEAD } from "../support/stays";

const PLACES = {
  ar: { hotelCity: "jeddah", chaletCity: "jeddah", airport: "RUH", area: "olaya" },
  en: { hotelCity: "riyadh", chaletCity: "riyadh", airport: "JED", area: "corniche" },
} as const;

const PHONE = { width: 390, height: 844 };

/** The payment page on a phone: the terms block, which must end above the Pay button. */
async function termsAbovePay(page: Page, locale: Locale, path: string) {
  await page.setViewportSize(PHONE);
  await page.goto(localePath(locale, path));
  const block = page.getByTestId("reservation-terms");
  const text = await textOf(block);
  const payButton = page.getByRole("button", { name: new RegExp(escapeRegExp(t(locale, "Payment.payAmount", { amount: "" }).trim())) });
  await expect(payButton).toBeVisible();
  const [terms, button] = [await block.boundingBox(), await payButton.boundingBox()];
  expect(terms!.y + terms!.height, "the terms end above Pay").toBeLessThanOrEqual(button!.y);
  return { block, text };
}

/**
 * After the screens: pay, one confirmation mail linking the printable page; the quote charges what the stored terms
 * say and the cancellation records it; one cancellation mail.
 */
async function payCancelAndMails(
  request: APIRequestContext,
  baseURL: string,
  locale: Locale,
  c: { service: string; id: string; reference: string; email: string; printable: string },
) {
  const [confirmation] = await mailsAbout(baseURL, c.email, c.reference, 1);
  expect(new URL(confirmation!.link!).pathname).toBe(localePath(locale, c.printable));
  const stored = await storedReservation(request, c.service, c.id);
  const quote = await cancelQuote(request, c.service, c.id);
  expect(quote.allowed).toBe(true);
  expect({ deadline: quote.deadline, freeUntil: quote.freeUntil, feeAmount: quote.feeAmount, feePercent: quote.feePercent }).toEqual(stored.cancellationTerms);
  const chargeable = stored.breakdown.total - (stored.breakdown.extras ?? 0);
  expect(quote.fee).toBe(feeUnder(stored.cancellationTerms, chargeable));
  expect(quote.refund).toBe(stored.breakdown.total - quote.fee);
  await cancel(request, baseURL, c.service, c.id);
  const cancelled = await storedReservation(request, c.service, c.id);
  expect([cancelled.cancellationFee, cancelled.refundAmount]).toEqual([quote.fee, quote.refund]);
  const mails = await mailsAbout(baseURL, c.email, c.reference, 2);
  expect(mails[1]!.subject).not.toBe(mails[0]!.subject);
  return { stored, quote };
}

for (const locale of LOCALES) {
  const places = PLACES[locale];
  test.describe(`the cancellation terms shown are the terms applied (${locale})`, () => {
    test("hotel: room card, booking box, above Pay, voucher; a cancellation charges them", async ({ page, baseURL }) => {
      await ownTraveler(page.request, baseURL!, locale, `terms-hotel-${locale}`);
      const checkIn = isoDaysAhead(30 + Math.floor(Math.random() * 30));
      const made = await makeHotelReservation(page.request, baseURL!, { city: places.hotelCity, checkIn, nights: 2, guests: 2, locale });
      await page.goto(localePath(locale, `/hotel/${made.propertyId}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2&room=${made.itemId}`));
      const terms = await textOf(page.getByTestId("booking-terms").getByTestId("stay-or-taxi-terms"));
      // The chosen room's card says the same (other rooms may share the text).
      const everyTerms = (await page.getByTestId("stay-or-taxi-terms").allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
      expect(everyTerms.filter((text) => text === terms).length).toBeGreaterThanOrEqual(2);

      const paying = await termsAbovePay(page, locale, made.path);
      expect(paying.text).toContain(terms);
      await pay(page.request, baseURL!, "hotels", made.id);
      await page.goto(localePath(locale, `${made.path}/voucher`));
      expect(await textOf(page.getByTestId("stay-or-taxi-terms"))).toBe(terms);

      const { stored, quote } = await payCancelAndMails(page.request, baseURL!, locale, {
        service: "hotels",
        ...made,
        email: STAY_LEAD.email,
        printable: `${made.path}/voucher`,
      });
      if (stored.cancellationTerms.feeAmount !== null) expect(plainDigits(terms)).toContain(amountDigits(stored.cancellationTerms.feeAmount));
      if (stored.cancellationTerms.feePercent >= 100 && !stored.cancellationTerms.freeUntil) expect(quote.refund).toBe(0);
    });

    test("chalet: booking box, above Pay, voucher; a cancellation charges them", async ({ page, baseURL }) => {
      await ownTraveler(page.request, baseURL!, locale, `terms-chalet-${locale}`);
      const made = await makeChaletReservation(page.request, baseURL!, { city: places.chaletCity, guests: 4, locale });
      await page.goto(localePath(locale, `/chalet/${made.itemId}?checkIn=${made.checkIn}&checkOut=${made.checkOut}&guests=4`));
      const terms = await textOf(page.getByTestId("booking-terms").getByTestId("stay-or-taxi-terms"));

      const paying = await termsAbovePay(page, locale, made.path);
      expect(paying.text).toContain(terms);
      await pay(page.request, baseURL!, "chalets", made.id);
      await page.goto(localePath(locale, `${made.path}/voucher`));
      expect(await textOf(page.getByTestId("stay-or-taxi-terms"))).toBe(terms);

      const { stored } = await payCancelAndMails(page.request, baseURL!, locale, {
        service: "chalets",
        ...made,
        email: STAY_LEAD.email,
        printable: `${made.path}/voucher`,
      });
      // The first night's fee the text names is the one a late cancellation would charge.
      expect(plainDigits(terms)).toContain(amountDigits(stored.cancellationTerms.feeAmount!));
    });

    test("taxi: results, booking step, above Pay, voucher; a cancellation charges them", async ({ page, baseURL }) => {
      await ownTraveler(page.request, baseURL!, locale, `terms-taxi-${locale}`);
      const made = await makeTaxiReservation(page.request, baseURL!, { airport: places.airport, area: places.area, locale });
      const search = `airport=${places.airport}&area=${places.area}&date=${made.date}&time=${encodeURIComponent(made.time)}&passengers=2&bags=2`;
      await page.goto(localePath(locale, `/search/airport-taxi?${search}`));
      const terms = await textOf(page.getByTestId("booking-terms").getByTestId("stay-or-taxi-terms"));
      // The booking step of a vehicle still free at that pickup (the terms depend on the pickup alone).
      const found = await page.request.get(`/api/taxis/api/Transfers/Search?${search}`);
      const { items } = (await found.json()) as { items: { id: number; vehiclesLeft: number }[] };
      const free = items.find((i) => i.vehiclesLeft > 0);
      if (free) {
        await page.goto(localePath(locale, `/search/airport-taxi/book?transfer=${free.id}&${search}`));
        expect(await textOf(page.getByTestId("booking-terms").getByTestId("stay-or-taxi-terms"))).toBe(terms);
      }

      const paying = await termsAbovePay(page, locale, made.path);
      expect(paying.text).toContain(terms);
      await pay(page.request, baseURL!, "taxis", made.id);
      await page.goto(localePath(locale, `${made.path}/voucher`));
      expect(await textOf(page.getByTestId("stay-or-taxi-terms"))).toBe(terms);

      await payCancelAndMails(page.request, baseURL!, locale, { service: "taxis", ...made, email: STAY_LEAD.email, printable: `${made.path}/voucher` });
    });

    test("offer: details page, booking form, above Pay and on the ticket; a cancellation charges them", async ({ page, baseURL }) => {
      await ownTraveler(page.request, baseURL!, locale, `terms-offer-${locale}`);
      const made = await makeOfferReservation(page.request, baseURL!, { travelerCount: 1, locale, firstId: locale === "ar" ? 1 : 9 });
      // Before booking: the offer's page and its booking form (beside Book) read the terms a booking of it stores.
      await page.goto(localePath(locale, `/offer/${made.offerId}`));
      const terms = await textOf(page.getByRole("region", { name: t(locale, "OfferBooking.termsTitle"), exact: true }).getByTestId("offer-terms"));
      const form = page.getByRole("form", { name: t(locale, "OfferBooking.formTitle") });
      await expect(form.getByRole("button", { name: t(locale, "OfferBooking.submit") })).toBeVisible();
      expect(await textOf(form.getByTestId("offer-terms"))).toBe(terms);
      // The sentence is the offer's structured terms, not the admin's conditions text.
      const offer = (await (await page.request.get(`/api/offer-backend/api/Offers/${made.offerId}?lang=${locale}`)).json()) as {
        terms: string;
        cancellation: { freeHours: number; feePercent: number };
      };
      const { freeHours, feePercent } = offer.cancellation;
      expect(freeHours > 0 && feePercent > 0 && feePercent < 100, "the seed's offers: free hours, then a fee").toBe(true);
      expect(terms).toContain(t(locale, "OfferTerms.freeThenPercent", { hours: freeHours, percent: feePercent }));

      // Before a day is chosen the terms close "once your trip begins"; a booking names that day (its trip's first).
      expect(terms.endsWith(t(locale, "OfferTerms.tripDeadlineUnset"))).toBe(true);
      const rule = terms.slice(0, -t(locale, "OfferTerms.tripDeadlineUnset").length).trim();
      const [closesBefore] = t(locale, "OfferTerms.tripDeadline", { day: "§" }).split("§");
      const asBooked = (text: string) => {
        expect(text.startsWith(rule), text).toBe(true);
        expect(text).toContain(closesBefore!);
      };
      const path = `/offer/${made.offerId}/reservation/${made.id}`;
      const paying = await termsAbovePay(page, locale, path);
      asBooked(await textOf(paying.block.getByTestId("offer-terms")));
      await pay(page.request, baseURL!, "offer-backend", made.id);
      await page.goto(localePath(locale, `${path}/ticket`));
      asBooked(await textOf(page.getByRole("main").getByTestId("offer-terms")));

      const { stored } = await payCancelAndMails(page.request, baseURL!, locale, {
        service: "offer-backend",
        ...made,
        email: LEAD.email,
        printable: `${path}/ticket`,
      });
      // What the quote applied is what the sentence says: that many free hours from booking, then that percentage.
      const { createdAt } = (await (await page.request.get(`/api/offer-backend/api/Reservations/${made.id}`)).json()) as { createdAt: string };
      expect(stored.cancellationTerms.feePercent).toBe(feePercent);
      expect(Date.parse(stored.cancellationTerms.freeUntil!) - Date.parse(createdAt)).toBe(freeHours * 3_600_000);
    });

    test("flight: details page, booking form, above Pay and on the ticket; a cancellation charges them", async ({ page, baseURL }) => {
      await ownTraveler(page.request, baseURL!, locale, `terms-flight-${locale}`);
      // The first fare type, the seed's non-refundable "Basic": its cancellation keeps the ticket price.
      const made = await makeReservation(page.request, baseURL!, { daysAhead: 20 + Math.floor(Math.random() * 10), locale });
      const flight = (await (await page.request.get(`/api/flight-backend/api/Flights/${made.flightId}`)).json()) as {
        tickets: { name: Record<Locale, string>; refundable: boolean }[];
      };
      const fare = flight.tickets[0]!;
      await page.goto(localePath(locale, `/flight/${made.flightId}`));
      const rule = await textOf(page.getByTestId("flight-fare-rule").filter({ hasText: fare.name[locale] }).getByTestId("flight-terms-rule"));
      expect(rule).toBe(t(locale, fare.refundable ? "Ticket.cancellationRule" : "Ticket.cancellationRuleNonRefundable", { hours: 24, percent: 10 }));
      // The booking form's fare step, after the traveller step.
      await page.goto(localePath(locale, `/flight/${made.flightId}/booking`));
      await fillTraveler(page, locale, "adult", 1, {
        name: "Sara Ahmed",
        contact: { email: "traveler@example.com", phone: "+966500000001" },
        passport: `T${Date.now().toString(36).toUpperCase()}`,
        dob: "1988-04-12",
        gender: "Mrs",
      });
      await goToStep(page, locale, "seats");
      expect(await textOf(page.locator("label").filter({ hasText: fare.name[locale] }).getByTestId("fare-terms"))).toBe(rule);
      const path = `/flight/${made.flightId}/booking/reservation/${made.id}`;
      const paying = await termsAbovePay(page, locale, path);
      expect(paying.text).toContain(rule);
      const lines = await paying.block.locator("p").allInnerTexts();
      expect(lines.length).toBeGreaterThan(0);
      await pay(page.request, baseURL!, "flight-backend", made.id);
      await page.goto(localePath(locale, `${path}/ticket`));
      const ticket = page.getByRole("main");
      for (const line of lines) await expect(ticket).toContainText(line.replace(/\s+/g, " ").trim());

      const { stored, quote } = await payCancelAndMails(page.request, baseURL!, locale, {
        service: "flight-backend",
        ...made,
        email: "traveler@example.com",
        printable: `${path}/ticket`,
      });
      // A non-refundable fare gets only its extras back (none were bought).
      if (!fare.refundable) expect([stored.cancellationTerms.feePercent, quote.refund]).toEqual([100, stored.breakdown.extras ?? 0]);
    });
  });
}
