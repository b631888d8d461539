import { describe, expect, it } from "vitest";
import { allIn, fareFor, type FareParts } from "@/provider/contracts/flights";
import { pricePreview } from "./price-preview";

describe("pricePreview", () => {
  // The provider's rule (provider/services/flight-backend/reservations/pricing.ts): every traveller pays
  // allIn(fareFor(adult, type)); picked seats pay the seat selection price; bags and meals unit × quantity.
  const input = {
    classPrice: 45_000,
    fareTypePrice: 7_525,
    tax: 6_333,
    serviceFees: 2_501,
    discount: 1_999,
    party: { adults: 2, children: 1, infants: 1 },
    chosenSeats: 3,
    seatSelectionPrice: 3_500,
    bags: [{ unitPrice: 12_000, quantity: 2 }],
    meals: [
      { unitPrice: 2_500, quantity: 3 },
      { unitPrice: 4_000, quantity: 1 },
    ],
  };

  it("prices a mixed party as the provider does", () => {
    const adult: FareParts = { fare: 52_525, tax: 6_333, serviceFees: 2_501, discount: 1_999 };
    const perType = { adult: allIn(fareFor(adult, "adult")), child: allIn(fareFor(adult, "child")), infant: allIn(fareFor(adult, "infant")) };
    // Hand-checked: child parts 39394/4750/1876/1499, infant 5253/633/250/200 (each rounded to a halala).
    expect(perType).toEqual({ adult: 59_360, child: 44_521, infant: 5_936 });
    const preview = pricePreview(input);
    expect(preview.perTraveler).toEqual([
      { type: "adult", count: 2, price: 59_360, lineTotal: 118_720 },
      { type: "child", count: 1, price: 44_521, lineTotal: 44_521 },
      { type: "infant", count: 1, price: 5_936, lineTotal: 5_936 },
    ]);
    expect(preview.fare).toBe(52_525 * 2 + 39_394 + 5_253);
    expect(preview.tax).toBe(6_333 * 2 + 4_750 + 633);
    expect(preview.serviceFees).toBe(2_501 * 2 + 1_876 + 250);
    expect(preview.discount).toBe(1_999 * 2 + 1_499 + 200);
    expect(preview.seatSelection).toBe(10_500);
    expect(preview.bags).toBe(24_000);
    expect(preview.meals).toBe(11_500);
    expect(preview.extras).toBe(46_000);
    expect(preview.total).toBe(59_360 * 2 + 44_521 + 5_936 + 46_000);
    expect(preview.total).toBe(preview.fare + preview.tax + preview.serviceFees - preview.discount + preview.extras);
  });

  it("charges nothing for auto-assigned seats and floors each fare at zero", () => {
    const preview = pricePreview({ ...input, chosenSeats: 0, bags: [], meals: [], discount: 999_999, party: { adults: 1, children: 0, infants: 0 } });
    expect(preview.extras).toBe(0);
    expect(preview.total).toBe(0);
  });
});
