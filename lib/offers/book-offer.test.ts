import { describe, expect, it } from "vitest";
import { MAX_OFFER_TRAVELERS } from "@/provider/contracts/offer-reservations";
import { offerPricePreview, travelerChoices } from "./book-offer";

describe("travelerChoices", () => {
  it("offers 1 to the places left, never more than a booking may take", () => {
    expect(travelerChoices(3)).toEqual([1, 2, 3]);
    expect(travelerChoices(500)).toHaveLength(MAX_OFFER_TRAVELERS);
    expect(travelerChoices(0)).toEqual([]);
    expect(travelerChoices(-2)).toEqual([]);
  });
});

describe("offerPricePreview", () => {
  it("multiplies the price per traveller and shows the saving without deducting it again", () => {
    expect(offerPricePreview(149_900, 185_000, 2)).toEqual({ subtotal: 299_800, originalTotal: 370_000, saving: 70_200, total: 299_800 });
  });
  it("has no saving when the original price is missing or not higher", () => {
    expect(offerPricePreview(1000, null, 3)).toEqual({ subtotal: 3000, originalTotal: null, saving: 0, total: 3000 });
    expect(offerPricePreview(1000, 900, 1).saving).toBe(0);
  });
});
