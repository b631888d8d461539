// An offer's cancellation terms read as one sentence in both languages (issue 21: the terms shown are the terms
// applied): the same words from the offer's structured terms before booking and from the terms stored with a booking.
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { offerTermsOfOffer, offerTermsOfReservation, type OfferTerms } from "@/lib/offers/offer-terms";
import { mapOfferReservation } from "@/lib/reservations/offer-reservations-map";
import { offerWire } from "@/lib/reservations/offer-reservations.fixture";
import { OfferBookedTerms, OfferTermsText } from "./offer-terms";

const messages = { en, ar };
type Locale = keyof typeof messages;

const inProvider = (locale: Locale, element: React.ReactElement) =>
  renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale, messages: messages[locale], timeZone: "Asia/Riyadh" } as ComponentProps<typeof NextIntlClientProvider>,
      element,
    ),
  );

/** The text a reader sees: tags out, bidi marks and spaces folded. */
const textOf = (html: string) =>
  html
    .replace(/<\/p>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/[\u2066-\u2069\u200e\u200f]/g, "")
    .replace(/\s+/g, " ")
    .trim();

const sentence = (locale: Locale, terms: OfferTerms) => textOf(inProvider(locale, createElement(OfferTermsText, { terms })));

describe("an offer's cancellation terms", () => {
  const closes = { by: "trip", day: null } as const;

  it("free for N hours after booking, then a percentage (en, ar, with Arabic plurals)", () => {
    expect(sentence("en", { freeHours: 24, feePercent: 10, closes })).toBe(
      "Free cancellation for 24 hours after booking. After that, cancelling a paid booking costs 10% of the total. " +
        "No cancellation once your trip begins. An unpaid booking cancels for free.",
    );
    expect(sentence("en", { freeHours: 1, feePercent: 25, closes })).toMatch(/^Free cancellation for 1 hour after booking\. .* 25% of the total\./);
    expect(sentence("ar", { freeHours: 24, feePercent: 10, closes })).toMatch(
      /^إلغاء مجاني خلال 24 ساعة من الحجز\. بعد ذلك يكلّف إلغاء الحجز المدفوع 10% من الإجمالي\. لا يمكن الإلغاء بعد بدء رحلتك\./,
    );
    expect(sentence("ar", { freeHours: 2, feePercent: 10, closes })).toMatch(/^إلغاء مجاني خلال ساعتين من الحجز\./);
    expect(sentence("ar", { freeHours: 1, feePercent: 10, closes })).toMatch(/^إلغاء مجاني خلال ساعة واحدة من الحجز\./);
    expect(sentence("ar", { freeHours: 5, feePercent: 10, closes })).toMatch(/^إلغاء مجاني خلال 5 ساعات من الحجز\./);
  });

  it("0 %: free whatever the hours", () => {
    for (const freeHours of [0, 24]) {
      expect(sentence("en", { freeHours, feePercent: 0, closes })).toMatch(
        /^Free cancellation: a paid booking is refunded in full when cancelled\. No cancellation once/,
      );
      expect(sentence("ar", { freeHours, feePercent: 0, closes })).toMatch(/^إلغاء مجاني: يُعاد المبلغ كاملًا عند إلغاء الحجز المدفوع\. لا يمكن الإلغاء بعد/);
    }
  });

  it("100 %: nothing back, after the free hours or from the start", () => {
    expect(sentence("en", { freeHours: 48, feePercent: 100, closes })).toMatch(
      /^Free cancellation for 48 hours after booking\. After that, a paid booking gives nothing back when cancelled\./,
    );
    expect(sentence("ar", { freeHours: 48, feePercent: 100, closes })).toMatch(
      /^إلغاء مجاني خلال 48 ساعة من الحجز\. بعد ذلك لا يُعاد شيء عند إلغاء الحجز المدفوع\./,
    );
    expect(sentence("en", { freeHours: 0, feePercent: 100, closes })).toMatch(/^Non-refundable: a paid booking gives nothing back when cancelled\./);
    expect(sentence("ar", { freeHours: 0, feePercent: 100, closes })).toMatch(/^غير قابل للاسترداد: لا يُعاد شيء عند إلغاء الحجز المدفوع\./);
  });

  it("no free hours: the percentage from booking on", () => {
    expect(sentence("en", { freeHours: 0, feePercent: 15, closes })).toMatch(/^Cancelling a paid booking costs 15% of the total\./);
    expect(sentence("ar", { freeHours: 0, feePercent: 15, closes })).toMatch(/^يكلّف إلغاء الحجز المدفوع 15% من الإجمالي\./);
  });

  it("a booking states its trip's first day; one made before offers were dated, the offer's last day", () => {
    expect(sentence("en", { freeHours: 0, feePercent: 15, closes: { by: "trip", day: "2030-01-16" } })).toMatch(
      /No cancellation once your trip begins \(January 16, 2030\)\. An unpaid booking cancels for free\.$/,
    );
    expect(sentence("ar", { freeHours: 0, feePercent: 15, closes: { by: "trip", day: "2030-01-16" } })).toMatch(
      /لا يمكن الإلغاء بعد بدء رحلتك \(16 يناير 2030\)/,
    );
    expect(sentence("en", { freeHours: 0, feePercent: 15, closes: { by: "offerEnd", day: "2030-02-14" } })).toMatch(
      /No cancellation after the end of the offer's last day \(February 14, 2030\)\./,
    );
  });

  for (const locale of ["en", "ar"] as const) {
    it(`reads the same rule from the offer before booking and from the terms stored with the booking, then the trip's day (${locale})`, () => {
      // Booked at 10:00Z with 24 free hours and a 10 % fee, for a trip from 16 Jan 2030 (Riyadh).
      const booked = mapOfferReservation(offerWire({ status: "confirmed", paymentStatus: "paid" }), locale);
      expect(offerTermsOfReservation(booked)).toEqual({ freeHours: 24, feePercent: 10, closes: { by: "trip", day: "2030-01-16" } });
      const before = sentence(locale, offerTermsOfOffer({ freeHours: 24, feePercent: 10 }));
      const after = textOf(inProvider(locale, createElement(OfferBookedTerms, { reservation: booked })));
      const rule = before.split(". ").slice(0, 2).join(". ");
      expect(after.startsWith(rule)).toBe(true);
      expect(after).toMatch(locale === "en" ? /January 16, 2030/ : /16 يناير 2030/);
      // After booking, one more line: when this booking's free period ends (10:00Z is 13:00 in Riyadh).
      expect(after).toMatch(/13:00/);
    });
  }

  it("reads a booking without a free period as none, and an undated booking's deadline on Riyadh's calendar", () => {
    const terms = offerTermsOfReservation({
      createdAt: "2030-01-01T10:00:00.000Z",
      // The end of 14 Feb in Riyadh (UTC+3).
      cancellationTerms: { deadline: "2030-02-14T21:00:00.000Z", freeUntil: null, feeAmount: null, feePercent: 100 },
      trip: null,
    });
    expect(terms).toEqual({ freeHours: 0, feePercent: 100, closes: { by: "offerEnd", day: "2030-02-14" } });
  });
});
