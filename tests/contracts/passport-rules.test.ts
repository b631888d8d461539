// A passport must outlast the trip by six months: the rule itself, the saved travellers' contract (an expired passport
// is refused) and the booking form's rule (a passport too close to expiry is refused on the departure date).
import { describe, expect, it } from "vitest";
import { addMonths, passportValidFor } from "@/provider/contracts/passport-rules";
import { savedTravellerRequest } from "@/provider/contracts/saved-travellers";
import { todayInRiyadh } from "@/provider/contracts/stay-rules";
import { addDays } from "@/provider/contracts/flight-rules";
import { flightRuleIssues } from "@/lib/flights/booking/booking-form";

describe("six months of validity", () => {
  it("adds months to the same day, or the month's last day", () => {
    expect(addMonths("2026-01-15", 6)).toBe("2026-07-15");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonths("2026-12-01", 6)).toBe("2027-06-01");
  });

  it("accepts a passport valid on the day six months after travel, refuses one a day short", () => {
    expect(passportValidFor("2027-06-01", "2026-12-01")).toBe(true);
    expect(passportValidFor("2027-05-31", "2026-12-01")).toBe(false);
    expect(passportValidFor("2026-12-02", "2026-12-01")).toBe(false);
    expect(passportValidFor("2030-01-01", "2026-12-01")).toBe(true);
  });
});

const companion = (overrides: Record<string, unknown> = {}) => ({
  title: "Mrs",
  firstName: "Sara",
  lastName: "Al Harbi",
  dateOfBirth: "1990-04-12",
  nationality: "SA",
  passportNumber: "a1234567",
  passportExpiry: addDays(todayInRiyadh(), 400),
  ...overrides,
});
const issues = (input: unknown) => {
  const parsed = savedTravellerRequest.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("a saved traveller", () => {
  it("is accepted with a valid passport, its number upper-cased", () => {
    expect(savedTravellerRequest.parse(companion()).passportNumber).toBe("A1234567");
  });

  it("is refused with an expired passport (today counts as expired), and with each field wrong", () => {
    expect(issues(companion({ passportExpiry: addDays(todayInRiyadh(), -1) }))).toEqual({ passportExpiry: "passportExpired" });
    expect(issues(companion({ passportExpiry: todayInRiyadh() }))).toEqual({ passportExpiry: "passportExpired" });
    expect(issues(companion({ passportExpiry: "2026-02-30" }))).toEqual({ passportExpiry: "passportExpiryInvalid" });
    expect(issues(companion({ nationality: "XX" }))).toEqual({ nationality: "nationalityInvalid" });
    expect(issues(companion({ firstName: "سارة" }))).toEqual({ firstName: "namePartInvalid" });
    expect(issues(companion({ lastName: " " }))).toEqual({ lastName: "required" });
    expect(issues(companion({ passportNumber: "12-34" }))).toEqual({ passportNumber: "passportInvalid" });
    expect(issues(companion({ dateOfBirth: addDays(todayInRiyadh(), 1) }))).toEqual({ dateOfBirth: "dateOfBirthInvalid" });
    expect(issues(companion({ title: "Dr" }))).toEqual({ title: "genderRequired" });
  });
});

describe("the booking form", () => {
  const ctx = { departureDate: "2026-12-20", today: "2026-11-27", seatClass: () => undefined };
  const traveller = (passportExpiry: string) => ({ type: "adult", dateOfBirth: "1990-01-01", passportExpiry });

  it("refuses a passport that expires within six months of the departure, and says nothing of a blank or a valid one", () => {
    expect(flightRuleIssues({ travelers: [traveller("2027-06-19")] }, ctx)).toEqual([{ path: "travelers.0.passportExpiry", message: "passportExpiresSoon" }]);
    expect(flightRuleIssues({ travelers: [traveller("2027-06-20"), traveller(""), traveller("2026-12-25")] }, ctx)).toEqual([
      { path: "travelers.2.passportExpiry", message: "passportExpiresSoon" },
    ]);
  });
});
