import { describe, expect, it } from "vitest";
import { addDays, ageOn, passengerTypeForAge, PASSENGER_TYPES } from "@/provider/contracts/flights";
import { dateOfBirthRange, isDateOfBirthInRange, parsePartyQuery, travelerSlots, yearsBefore } from "./party";

describe("parsePartyQuery", () => {
  it("reads the party and cabin from the URL", () => {
    expect(parsePartyQuery({ adults: "2", children: "1", infants: "0", cabin: "business" })).toEqual({
      party: { adults: 2, children: 1, infants: 0 },
      cabin: "business",
      adjusted: false,
    });
  });

  it("defaults to one adult in economy when nothing is given", () => {
    expect(parsePartyQuery({})).toEqual({ party: { adults: 1, children: 0, infants: 0 }, cabin: "economy", adjusted: false });
  });

  it.each([[{ adults: "0" }], [{ adults: "2", infants: "3" }], [{ adults: "5", children: "5" }], [{ adults: "abc" }], [{ adults: "-1" }]])(
    "falls back to one adult for a party SPEC §5 refuses: %j",
    (query) => {
      const parsed = parsePartyQuery(query);
      expect(parsed.party).toEqual({ adults: 1, children: 0, infants: 0 });
      expect(parsed.adjusted).toBe(true);
    },
  );

  it("falls back to economy for an unknown cabin", () => {
    expect(parsePartyQuery({ adults: "2", cabin: "premium" })).toMatchObject({ party: { adults: 2 }, cabin: "economy", adjusted: true });
  });

  it("lists adults, then children, then infants", () => {
    expect(travelerSlots({ adults: 2, children: 1, infants: 1 }).map((s) => `${s.type}${s.ordinal}`)).toEqual(["adult1", "adult2", "child1", "infant1"]);
  });
});

describe("dateOfBirthRange", () => {
  const today = "2026-05-10";

  it("gives each group its window on the departure date", () => {
    expect(dateOfBirthRange("adult", "2026-06-15", today)).toEqual({ min: "1900-01-01", max: "2014-06-15" });
    expect(dateOfBirthRange("child", "2026-06-15", today)).toEqual({ min: "2014-06-16", max: "2024-06-15" });
    expect(dateOfBirthRange("infant", "2026-06-15", today)).toEqual({ min: "2024-06-16", max: today });
  });

  it("handles 29 February", () => {
    expect(yearsBefore("2028-02-29", 13)).toBe("2015-02-28");
    expect(dateOfBirthRange("child", "2028-02-29", "2028-01-01")).toEqual({ min: "2016-03-01", max: "2026-02-28" });
  });

  it("agrees with the provider's age rule (ageOn + passengerTypeForAge) day by day", () => {
    for (const departure of ["2026-06-15", "2028-02-29", "2027-03-01", "2026-12-31"]) {
      for (let d = yearsBefore(departure, 14); d <= departure; d = addDays(d, 1)) {
        const type = passengerTypeForAge(ageOn(d, departure));
        for (const group of PASSENGER_TYPES) {
          expect(isDateOfBirthInRange(d, group, departure, departure), `${d} on ${departure} as ${group}`).toBe(group === type);
        }
      }
    }
  });
});
