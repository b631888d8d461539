// The e-ticket prints the cancellation terms stored with the booking (issue 21: the terms shown are the terms
// applied), not the fee and deadline that new bookings get today (24 h, 10 %).
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ar from "@/messages/ar.json";
import { mapTicket } from "@/lib/reservations/reservations-map";
import { ETicket } from "./e-ticket";
import { ticketWire } from "@/lib/reservations/reservations.fixture";

/** The provider's props; its children are createElement's third argument. */
type IntlProps = ComponentProps<typeof NextIntlClientProvider>;

const render = (locale: "en" | "ar", terms: { deadline: string; feePercent: number }) =>
  renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale, messages: locale === "en" ? en : ar, timeZone: "UTC" } as IntlProps,
      createElement(ETicket, { ticket: mapTicket(ticketWire({ cancellationTerms: { freeUntil: null, feeAmount: null, ...terms } }), locale), brand: "Rahal" }),
    ),
  );

describe("the e-ticket's cancellation rule", () => {
  it("shows the stored deadline and fee, in both languages", () => {
    // Departure 2030-02-01T05:00Z; booked when the rule was 48 h and 25 %.
    const html = render("en", { deadline: "2030-01-30T05:00:00.000Z", feePercent: 25 });
    expect(html).toContain("Cancellation: allowed until 48 hours before departure, fee 25% of the ticket price.");
    expect(html).not.toContain("24 hours before departure, fee 10%");
    expect(render("ar", { deadline: "2030-01-30T05:00:00.000Z", feePercent: 25 })).toContain(
      "الإلغاء: متاح حتى 48 ساعة قبل الإقلاع، والرسوم 25٪ من سعر التذكرة.",
    );
  });

  it("shows today's rule only for a booking that has it", () => {
    expect(render("en", { deadline: "2030-01-31T05:00:00.000Z", feePercent: 10 })).toContain(
      "allowed until 24 hours before departure, fee 10% of the ticket price.",
    );
  });
});
