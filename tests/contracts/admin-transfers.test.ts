// The airport taxis' admin contract (issue 24 point 3) answers every wrong field with a key both languages translate,
// and the refusals only the provider can give (an unknown airport, a clash, a booked route or slot) are translated too.
import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { passengerGroupOf, transferRequest } from "@/provider/contracts/admin-transfers";

const translated = (messages: typeof en, key: string) => key in messages.Validation || key in messages.AdminValidation;

/** Wrong values of every field, as the form can send them (NaN from an emptied number box). */
const WRONG: Record<string, unknown[]> = {
  airportCode: [undefined, "", "R1", "RUHX"],
  area: [undefined, "", "Al Olaya", "1abc", "a"],
  areaAr: [undefined, "", " ", "x".repeat(81)],
  areaEn: ["", "x".repeat(81)],
  vehicleClass: [undefined, "rickshaw"],
  vehicleAr: [""],
  vehicleEn: ["x".repeat(81)],
  photo: ["https://example.com/a.png", "/uploads/../x.png"],
  maxPassengers: [undefined, Number.NaN, 0, 17, 2.5],
  maxBags: [Number.NaN, -1, 21],
  childSeats: [Number.NaN, 5],
  price: [undefined, Number.NaN, 0, -1, 1.5, 1e12],
  distanceKm: [Number.NaN, 0, 1001],
  durationMinutes: [Number.NaN, 0],
  freeWaitingMinutes: [Number.NaN, 241],
  meetAndGreet: [undefined, "yes"],
  vehiclesPerSlot: [Number.NaN, 0, 51],
};
const PROVIDER_ONLY = ["airportNotInCatalogue", "transferExists", "transferRouteInUse", "vehiclesBelowBooked"];

describe("admin transfers contract", () => {
  it("says what is wrong with each field in keys both languages translate", () => {
    const keys = new Set<string>(PROVIDER_ONLY);
    for (const [field, values] of Object.entries(WRONG)) {
      for (const value of values) {
        const issues = transferRequest.safeParse({ [field]: value }).error?.issues.filter((issue) => issue.path[0] === field) ?? [];
        expect(issues.length, `${field} = ${String(value)}`).toBeGreaterThan(0);
        for (const issue of issues) keys.add(issue.message);
      }
    }
    expect([...keys].filter((key) => !translated(en, key))).toEqual([]);
    expect([...keys].filter((key) => !translated(ar, key))).toEqual([]);
  });

  it("groups a vehicle by its seats as the search does (1–3, 4–7, 8 and more)", () => {
    expect([1, 3, 4, 7, 8, 16].map(passengerGroupOf)).toEqual(["1-3", "1-3", "4-7", "4-7", "8+", "8+"]);
  });
});
