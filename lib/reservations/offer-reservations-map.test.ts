import { describe, expect, it } from "vitest";
import { offerWire } from "./offer-reservations.fixture";
import { mapOfferReservation, mapOfferVoucher, offerReservationTab } from "./offer-reservations-map";
import { listTab, reservationPath, voucherPath } from "./reservation-kinds";
import { cancellationClosed, ticketAvailable } from "./reservations-map";

describe("mapOfferReservation", () => {
  it("picks the title in the page's language and keeps the party, contact, price and terms", () => {
    const ar = mapOfferReservation(offerWire(), "ar");
    const en = mapOfferReservation(offerWire(), "en");
    expect(ar.offer.title).toBe("عطلة نهاية أسبوع في دبي");
    expect(en.offer.title).toBe("Dubai weekend break");
    // The provider too (issue 22 point 12): "طيران ناس" on an Arabic page, never "flynas".
    expect([ar.offer.providerName, en.offer.providerName]).toEqual(["طيران ناس", "flynas"]);
    expect(en).toMatchObject({
      kind: "offer",
      reference: "RH7K2P",
      travelerCount: 2,
      leadTraveler: { fullName: "سارة أحمد", email: "sara@example.com", phone: "+966500000001" },
      cancellationTerms: { feePercent: 10 },
    });
    expect(en.breakdown).toMatchObject({ unitPrice: 149_900, saving: 70_200, total: 299_800 });
  });

  it("falls back to the other language when a title is blank, and keeps offer days as days", () => {
    const wire = offerWire();
    wire.offer = { ...wire.offer, title: { ar: "", en: "Dubai" }, startDate: "2030-01-01T00:00:00.000Z" };
    const view = mapOfferReservation(wire, "ar");
    expect(view.offer.title).toBe("Dubai");
    expect(view.offer.startDate).toBe("2030-01-01");
  });

  it("adds the voucher's issue time; a voucher is available once confirmed and paid", () => {
    const paid = offerWire({
      status: "confirmed",
      paymentStatus: "paid",
      payment: { provider: "sandbox", last4: "4242", amount: 299_800, paidAt: "2030-01-01T10:05:00.000Z" },
    });
    const voucher = mapOfferVoucher({ ...paid, issuedAt: "2030-01-01T10:06:00.000Z" }, "en");
    expect(voucher.issuedAt).toBe("2030-01-01T10:06:00.000Z");
    expect(voucher.payment).toEqual({ provider: "sandbox", last4: "4242", amount: 299_800, paidAt: "2030-01-01T10:05:00.000Z" });
    expect(ticketAvailable(voucher)).toBe(true);
    expect(ticketAvailable(mapOfferReservation(offerWire(), "en"))).toBe(false);
  });
});

describe("offer reservations in All Reservations", () => {
  const view = mapOfferReservation(offerWire({ status: "confirmed", paymentStatus: "paid" }), "en");
  // The trip: 16 to 18 January 2030 (Riyadh); cancelling closes as it begins (15 January, 21:00 UTC).
  const tripEnd = new Date("2030-01-18T21:00:00.000Z").getTime();
  const tripStart = new Date("2030-01-15T21:00:00.000Z").getTime();

  it("are upcoming until the trip's last day (a stay's check-out) has ended, then past; cancelled and lapsed holds leave the trip lists", () => {
    expect(view.trip).toEqual({ travelDate: "2030-01-16", nights: 2, endDate: "2030-01-18" });
    expect(view.travelerNames).toEqual(["SARA AHMED", "OMAR AHMED"]);
    expect(offerReservationTab(view, tripStart + 1)).toBe("upcoming");
    expect(offerReservationTab(view, tripEnd - 1)).toBe("upcoming");
    expect(offerReservationTab(view, tripEnd + 1)).toBe("past");
    expect(listTab(view, tripEnd - 1)).toBe("upcoming");
    const pending = mapOfferReservation(offerWire(), "en");
    expect(listTab(pending, new Date("2030-01-01T10:20:00.000Z").getTime())).toBe("cancelled");
    expect(listTab(mapOfferReservation(offerWire({ status: "cancelled" }), "en"), 0)).toBe("cancelled");
  });

  it("booked before offers were dated, are upcoming until the offer's last day has ended", () => {
    const lastDayEnd = new Date("2030-02-14T20:59:59.999Z").getTime();
    const old = mapOfferReservation(
      offerWire({
        status: "confirmed",
        paymentStatus: "paid",
        trip: null,
        travelerNames: [],
        cancellationTerms: { deadline: "2030-02-14T20:59:59.999Z", freeUntil: null, feeAmount: null, feePercent: 10 },
      }),
      "en",
    );
    expect(offerReservationTab(old, lastDayEnd - 1)).toBe("upcoming");
    expect(offerReservationTab(old, lastDayEnd + 1)).toBe("past");
  });

  it("cannot be cancelled once the trip has begun", () => {
    expect(cancellationClosed(view, tripStart - 1)).toBe(false);
    expect(cancellationClosed(view, tripStart + 1)).toBe(true);
  });

  it("link to the offer's reservation and voucher pages", () => {
    expect(reservationPath(view)).toBe("/offer/7/reservation/r1");
    expect(voucherPath(view)).toBe("/offer/7/reservation/r1/ticket");
  });
});
