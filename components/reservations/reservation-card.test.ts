// The All Reservations card of a flight closes cancelling at the deadline stored with the booking (issue 21: the
// terms shown are the terms applied), not at today's "24 hours before departure".
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { mapOfferReservation } from "@/lib/reservations/offer-reservations-map";
import { offerWire } from "@/lib/reservations/offer-reservations.fixture";
import { reservationPath, voucherPath, type AnyReservationView } from "@/lib/reservations/reservation-kinds";
import { mapReservation } from "@/lib/reservations/reservations-map";
import { flightWire } from "@/lib/reservations/reservations.fixture";
import { mapStayReservation, mapTaxiReservation } from "@/lib/reservations/stay-or-taxi-reservations-map";
import { chaletWire, hotelWire, taxiWire } from "@/lib/reservations/stay-or-taxi-reservations.fixture";
import { ReservationCard } from "./reservation-card";

describe("a flight's reservation card", () => {
  it("says cancelling closed at the stored deadline, though today's rule would still allow it", () => {
    // Departure 2030-02-01T05:00Z; booked when cancelling closed 48 h before; now is 43 h before departure.
    const reservation = mapReservation(
      flightWire({
        status: "confirmed",
        paymentStatus: "paid",
        cancellationTerms: { deadline: "2030-01-30T05:00:00.000Z", freeUntil: null, feeAmount: null, feePercent: 25 },
      }),
      "en",
    );
    // A Cairo departure: the deadline is read on the departure airport's clock (UTC+2), as on the ticket and in the
    // mail, not on the page's (UTC here).
    reservation.flight.from.timezone = "Africa/Cairo";
    const html = renderToStaticMarkup(
      createElement(
        NextIntlClientProvider,
        // Its children are createElement's third argument.
        { locale: "en", messages: en, timeZone: "UTC" } as ComponentProps<typeof NextIntlClientProvider>,
        createElement(ReservationCard, { reservation, now: Date.parse("2030-01-30T10:00:00Z") }),
      ),
    );
    expect(html).toMatch(/Cancellation closed on [^<]*30[^<]*2030[^<]*07:00/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Cancel<\/button>/);
  });
});

// One card shell for every kind (issue 21): each kind's link to its printable document, its details link, and its own
// words once the deadline stored with the booking has passed, in both languages.
describe("every kind's reservation card", () => {
  const messages = { en, ar };
  const views = (locale: "en" | "ar") => {
    const paid = { status: "confirmed", paymentStatus: "paid" } as const;
    return [
      mapReservation(flightWire(paid), locale),
      mapOfferReservation(offerWire(paid), locale),
      mapStayReservation(hotelWire(paid), locale),
      mapStayReservation(chaletWire(paid), locale),
      mapTaxiReservation(taxiWire(paid), locale),
    ];
  };
  const render = (locale: "en" | "ar", reservation: AnyReservationView, now: number) =>
    renderToStaticMarkup(
      createElement(
        NextIntlClientProvider,
        { locale, messages: messages[locale], timeZone: "Asia/Riyadh" } as ComponentProps<typeof NextIntlClientProvider>,
        createElement(ReservationCard, { reservation, now }),
      ),
    );
  const link = (path: string, label: string) => new RegExp(`<a [^>]*href="[^"]*${path}"[^>]*>(<svg.*?</svg>)?${label}</a>`);

  for (const locale of ["en", "ar"] as const) {
    it(`links a paid booking to its ticket or voucher, and keeps cancelling closed on each kind's words (${locale})`, () => {
      const words = messages[locale];
      const closedWords = {
        offer: words.Reservations.offerCancelClosed,
        hotel: words.StayReservations.cancelClosedStay,
        chalet: words.StayReservations.cancelClosedStay,
        taxi: words.StayReservations.cancelClosedTaxi,
      };
      for (const view of views(locale)) {
        // An hour past the deadline stored with the booking.
        const html = render(locale, view, Date.parse(view.cancellationTerms.deadline) + 3_600_000);
        expect(html, view.kind).toContain(`data-kind="${view.kind}"`);
        const document = view.kind === "flight" ? words.Reservations.viewTicket : words.Reservations.viewVoucher;
        expect(html, view.kind).toMatch(link(voucherPath(view), document));
        // Stays and taxis keep their details beside the voucher; a flight's or an offer's document stands alone.
        const details = link(reservationPath(view), words.Reservations.details);
        if (view.kind === "flight" || view.kind === "offer") expect(html, view.kind).not.toMatch(details);
        else expect(html, view.kind).toMatch(details);
        expect(html, view.kind).toMatch(new RegExp(`<button[^>]*disabled=""[^>]*>${words.Reservations.cancel}</button>`));
        // React escapes the apostrophe of "the offer's last day".
        if (view.kind !== "flight") expect(html, view.kind).toContain(`${closedWords[view.kind].replaceAll("'", "&#x27;")}</span>`);
      }
    });
  }
});
