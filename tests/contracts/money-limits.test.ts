// The arithmetic of contracts/money.ts held to the contracts it describes: if a limit is raised (more bags, a higher
// price, a longer stay), this fails until the comment and MAX_BOOKING_TOTAL are worked out again.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminMoney } from "@/provider/contracts/admin";
import { FLIGHT_MAX_BAGS } from "@/provider/contracts/admin-flights";
import { MAX_SEATED_PASSENGERS } from "@/provider/contracts/flights";
import { MAX_BOOKING_TOTAL, MAX_PRICE, MAX_PRICE_FILTER } from "@/provider/contracts/money";
import { MAX_OFFER_TRAVELERS } from "@/provider/contracts/offer-reservations";
import { money } from "@/provider/contracts/query";
import { createReservationRequest } from "@/provider/contracts/reservations";
import { MAX_NIGHTS } from "@/provider/contracts/stay-rules";
import { COUNTRY_TAXES, priceLines, type TaxedService } from "@/provider/contracts/taxes";

/** The dearest total of `base` under any country's taxes (Egypt's hotel: service charge 12 %, then VAT 14 % on all). */
const dearest = (base: number, kind: TaxedService["kind"], roomNights?: number) =>
  Math.max(...Object.keys(COUNTRY_TAXES).map((country) => priceLines(base, { kind, country, roomNights }).total));

type Json = { maximum?: number; maxItems?: number; properties?: Record<string, Json>; items?: Json };
const booking = z.toJSONSchema(createReservationRequest, { io: "input" }) as Json;
const field = (...path: string[]) => path.reduce<Json>((s, key) => (key === "[]" ? s.items! : s.properties![key]!), booking);

describe("money limits", () => {
  it("are the contracts' own: an admin price, a flight booking's parts, a stay, an offer", () => {
    expect(adminMoney.safeParse(MAX_PRICE).success).toBe(true);
    expect(adminMoney.safeParse(MAX_PRICE + 1).success).toBe(false);
    expect(MAX_SEATED_PASSENGERS).toBe(9);
    expect(field("travelers").maxItems).toBe(2 * MAX_SEATED_PASSENGERS);
    expect(FLIGHT_MAX_BAGS).toBe(8);
    expect(field("bags", "[]", "quantity").maximum).toBe(18);
    expect(field("meals").maxItems).toBe(20);
    expect(field("meals", "[]", "quantity").maximum).toBe(18);
    expect(MAX_NIGHTS).toBe(30);
    expect(MAX_OFFER_TRAVELERS).toBe(20);
  });

  it("keep the largest booking of every kind at or below MAX_BOOKING_TOTAL, and that 160,000 times inside 2⁵³", () => {
    const hotel = dearest(MAX_NIGHTS * MAX_PRICE, "hotel", MAX_NIGHTS);
    const chalet = dearest(MAX_NIGHTS * MAX_PRICE, "chalet", MAX_NIGHTS);
    const taxi = dearest(MAX_PRICE, "taxi");
    // The figures contracts/money.ts gives.
    expect([hotel, chalet, taxi].map((total) => Math.round(total / 1e7) / 100)).toEqual([4, 3.65, 0.12]);
    for (const total of [hotel, chalet, taxi, MAX_OFFER_TRAVELERS * MAX_PRICE]) expect(total).toBeLessThanOrEqual(MAX_BOOKING_TOTAL);
    expect(MAX_BOOKING_TOTAL).toBe(55_260_000_000);
    expect(MAX_BOOKING_TOTAL * 160_000).toBeLessThan(Number.MAX_SAFE_INTEGER);
    // The largest product on the way: a fee percentage of the largest total.
    expect(Number.isSafeInteger(MAX_BOOKING_TOTAL * 100)).toBe(true);
  });

  it("take a price filter past every price as the largest one", () => {
    expect(money.parse(String(2 ** 53 - 1))).toBe(MAX_PRICE_FILTER);
    // Past 2⁵³ a number is no exact integer any more: refused like any malformed price.
    expect(money.safeParse("1e300").success).toBe(false);
    expect(money.parse("12345")).toBe(12345);
    expect(money.safeParse("-1").success).toBe(false);
  });
});
