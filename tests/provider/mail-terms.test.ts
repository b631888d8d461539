// The cancellation terms a confirmation mail states, per the terms stored with the booking: a non-refundable flight
// fare keeps the ticket price but refunds the paid extras (bookings/cancel.ts takes every fee from total − extras), so
// its mail must not say "nothing is refunded"; a non-refundable room refunds nothing.
import { describe, expect, it } from "vitest";
import { termsText } from "@/provider/bookings/mails/content";
import type { BookingFacts } from "@/provider/bookings/mails/facts";
import { mailFormat } from "@/provider/bookings/mails/format";
import { MAIL_TEXTS } from "@/provider/bookings/mails/texts";

const facts = (kind: "flight" | "hotel", feePercent: number, locale: "ar" | "en") =>
  ({
    locale,
    timeZone: "Asia/Riyadh",
    reservation: {
      kind,
      total: 100_000,
      extras: 20_000,
      currency: "SAR",
      freeCancellationUntil: null,
      cancellationFeeAmount: null,
      cancellationFeePercent: feePercent,
      cancellationDeadline: new Date("2026-12-20T09:00:00Z"),
    },
  }) as unknown as BookingFacts;

describe("the terms in a confirmation mail", () => {
  for (const locale of ["ar", "en"] as const) {
    const t = MAIL_TEXTS[locale];
    const f = mailFormat(locale);
    it(`says a non-refundable flight fare refunds its extras, a non-refundable room nothing (${locale})`, () => {
      expect(termsText(facts("flight", 100, locale), t, f)).toContain(t.terms.nonRefundableFare);
      expect(termsText(facts("flight", 100, locale), t, f)).not.toContain(t.terms.nonRefundable);
      expect(termsText(facts("hotel", 100, locale), t, f)).toContain(t.terms.nonRefundable);
    });
    it(`states a refundable fare's fee as a share of the ticket price (${locale})`, () => {
      expect(termsText(facts("flight", 10, locale), t, f)).toContain(t.terms.percent(10, t.terms.base.flight));
    });
  }
});
