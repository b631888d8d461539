import { describe, expect, it } from "vitest";
import { chaletWire, hotelWire, taxiWire } from "./stay-or-taxi-reservations.fixture";
import {
  stayOrTaxiReservationTab,
  mapStayReservation,
  mapStayVoucher,
  mapTaxiReservation,
  offsetMinutes,
  propertyWallClock,
} from "./stay-or-taxi-reservations-map";
import { mapCancellationQuote } from "./reservations-map";
import { listTab, mapReservationList, reservationPath, voucherPath } from "./reservation-kinds";
import { cancellationClosed, ticketAvailable } from "./reservations-map";

describe("mapStayReservation", () => {
  it("picks the names in the page's language and keeps the room, dates, times, guests, price and terms", () => {
    const en = mapStayReservation(hotelWire(), "en");
    const ar = mapStayReservation(hotelWire(), "ar");
    expect(en.stay).toMatchObject({
      name: "Al Marjan Hotel",
      city: "Jeddah",
      address: "Corniche Road",
      checkIn: "2030-02-06",
      checkOut: "2030-02-08",
      checkInTime: "15:00",
      guests: 2,
    });
    expect(en.stay.room).toEqual({ roomTypeId: 40, name: "Deluxe room", board: "breakfast", bedType: "king", number: "204" });
    expect(ar.stay.name).toBe("فندق المرجان");
    expect(ar.stay.room?.name).toBe("غرفة ديلوكس");
    expect(en.breakdown).toMatchObject({ nights: 2, weekendNights: 1, total: 132_825 });
    expect(en.cancellationTerms).toEqual({ deadline: "2030-02-06T12:00:00.000Z", freeUntil: "2030-02-04T12:00:00.000Z", feeAmount: 63_000, feePercent: 0 });
  });

  it("learns the property's clock from check-in's local time and instant, so instants show as local times", () => {
    const view = mapStayReservation(hotelWire(), "en");
    expect(view.stay.utcOffsetMinutes).toBe(180);
    expect(propertyWallClock("2030-02-04T12:00:00.000Z", 180).toISOString()).toBe("2030-02-04T15:00:00.000Z");
    expect(offsetMinutes("2030-02-06", "15:00", "2030-02-06T13:00:00.000Z")).toBe(120);
    expect(offsetMinutes("2030-02-06", "bad", "2030-02-06T13:00:00.000Z")).toBe(0);
  });

  it("keeps a chalet's house rules and deposit; a blank name falls back to the other language", () => {
    const wire = chaletWire();
    wire.stay = { ...wire.stay, name: { ar: "", en: "Palm Chalet" } };
    const view = mapStayReservation(wire, "ar");
    expect(view.kind).toBe("chalet");
    expect(view.stay.name).toBe("Palm Chalet");
    expect(view.stay.room).toBeNull();
    expect(view.stay.rules?.securityDeposit).toBe(50_000);
    expect(view.breakdown.securityDeposit).toBe(50_000);
  });

  it("adds the voucher's issue time; a voucher is available once confirmed and paid", () => {
    const paid = hotelWire({
      status: "confirmed",
      paymentStatus: "paid",
      payment: { provider: "sandbox", last4: "4242", amount: 132_825, paidAt: "2030-01-01T10:05:00.000Z" },
    });
    const voucher = mapStayVoucher({ ...paid, issuedAt: "2030-01-01T10:05:00.000Z" }, "en");
    expect(voucher.issuedAt).toBe("2030-01-01T10:05:00.000Z");
    expect(ticketAvailable(voucher)).toBe(true);
    expect(ticketAvailable(mapStayReservation(hotelWire(), "en"))).toBe(false);
  });
});

describe("mapTaxiReservation", () => {
  it("keeps the transfer, the local pickup, the party and the flight number, in the page's language", () => {
    const en = mapTaxiReservation(taxiWire(), "en");
    const ar = mapTaxiReservation(taxiWire(), "ar");
    expect(en.transfer).toMatchObject({
      airport: { code: "JED", name: "King Abdulaziz International Airport", timezone: "Asia/Riyadh" },
      area: "Corniche",
      vehicle: "Hyundai H1 or similar",
      meetAndGreet: true,
      freeWaitingMinutes: 60,
    });
    expect(ar.transfer.area).toBe("الكورنيش");
    expect(en).toMatchObject({ pickupLocal: { date: "2030-02-06", time: "20:30" }, passengers: 4, bags: 3, childSeats: 1, flightNumber: "SV1234" });
  });
});

describe("the transfer's supplier and meeting point (issue 22, point 6)", () => {
  it("are in the page's language; the contact is kept as the provider gave it, or null", () => {
    const en = mapTaxiReservation(taxiWire(), "en");
    expect(en.transfer.meetingPoint).toBe("Arrivals hall, door 3");
    expect(en.transfer.supplier).toEqual({ name: "Red Sea Transfers", contact: { phone: "+966550100202", whatsapp: "+966550100202", email: null } });
    expect(mapTaxiReservation(taxiWire(), "ar").transfer.supplier?.name).toBe("نقل البحر الأحمر");
    const hold = taxiWire();
    hold.transfer = { ...hold.transfer, supplier: { name: hold.transfer.supplier!.name, contact: null }, meetingPoint: null };
    expect(mapTaxiReservation(hold, "ar").transfer).toMatchObject({ meetingPoint: null, supplier: { name: "نقل البحر الأحمر", contact: null } });
    const old = taxiWire();
    old.transfer = { ...old.transfer, supplier: null };
    expect(mapTaxiReservation(old, "en").transfer.supplier).toBeNull();
  });
});

describe("cancellation quotes of hotels, chalets and taxis", () => {
  it("map the closed reason to the deadline and keep the fixed fee", () => {
    const quote = mapCancellationQuote({
      allowed: false,
      reason: "CANCELLATION_CLOSED",
      deadline: "d",
      freeUntil: null,
      feeAmount: 63_000,
      feePercent: 0,
      fee: 0,
      refund: 0,
      currency: "SAR",
    });
    expect(quote).toMatchObject({ allowed: false, reason: "deadlinePassed", feeAmount: 63_000, feePercent: 0 });
    expect(
      mapCancellationQuote({ ...quote, reason: "RESERVATION_NOT_CANCELLABLE", currency: "SAR", feeAmount: null, freeUntil: null, feePercent: 100 }).reason,
    ).toBe("notCancellable");
  });

  it("close at check-in or pickup", () => {
    const view = mapStayReservation(hotelWire(), "en");
    expect(cancellationClosed(view, Date.parse("2030-02-06T11:59:59Z"))).toBe(false);
    expect(cancellationClosed(view, Date.parse("2030-02-06T12:00:00Z"))).toBe(true);
  });
});

describe("hotel, chalet and taxi reservations in All Reservations", () => {
  const hotel = mapStayReservation(hotelWire({ status: "confirmed", paymentStatus: "paid" }), "en");
  const taxi = mapTaxiReservation(taxiWire({ status: "confirmed", paymentStatus: "paid" }), "en");

  it("are upcoming until check-out (on the property's clock) or the end of the ride, then past", () => {
    // Check-out 12:00 in Jeddah is 09:00 UTC.
    expect(stayOrTaxiReservationTab(hotel, Date.parse("2030-02-08T08:59:00Z"))).toBe("upcoming");
    expect(stayOrTaxiReservationTab(hotel, Date.parse("2030-02-08T09:01:00Z"))).toBe("past");
    // Pickup 17:30 UTC plus a 35-minute drive.
    expect(listTab(taxi, Date.parse("2030-02-06T18:04:00Z"))).toBe("upcoming");
    expect(listTab(taxi, Date.parse("2030-02-06T18:06:00Z"))).toBe("past");
  });

  it("leave the trip lists when cancelled or when the hold lapsed", () => {
    expect(listTab(mapStayReservation(chaletWire({ status: "cancelled" }), "en"), 0)).toBe("cancelled");
    expect(listTab(mapTaxiReservation(taxiWire(), "en"), Date.parse("2030-01-01T10:20:00Z"))).toBe("cancelled");
  });

  it("link to their own reservation and voucher pages", () => {
    expect(reservationPath(hotel)).toBe("/hotel/12/reservation/h1");
    expect(voucherPath(hotel)).toBe("/hotel/12/reservation/h1/voucher");
    const chalet = mapStayReservation(chaletWire(), "en");
    expect(reservationPath(chalet)).toBe("/chalet/5/reservation/c1");
    expect(voucherPath(chalet)).toBe("/chalet/5/reservation/c1/voucher");
    expect(reservationPath(taxi)).toBe("/airport-taxi/reservation/t1");
    expect(voucherPath(taxi)).toBe("/airport-taxi/reservation/t1/voucher");
  });

  it("are no longer dropped from the list: every kind is mapped, newest first", () => {
    const list = mapReservationList(
      [
        { ...hotelWire(), kind: "hotel" },
        { ...chaletWire({ createdAt: "2030-01-03T00:00:00.000Z" }), kind: "chalet" },
        taxiWire({ createdAt: "2030-01-02T00:00:00.000Z" }),
      ],
      "en",
    );
    expect(list.map((r) => r.kind)).toEqual(["chalet", "taxi", "hotel"]);
  });
});
