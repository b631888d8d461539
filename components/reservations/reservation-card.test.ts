// The All Reservations card of a flight closes cancelling at the deadline stored with the booking (issue 21: the
// terms shown are the terms applied), not at today's "24 hours before departure".
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { mapReservation } from "@/lib/reservations/reservations-map";
import { flightWire } from "@/lib/reservations/reservations.fixture";
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
