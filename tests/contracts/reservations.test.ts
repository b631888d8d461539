// The booking request serves the form and the provider: titles must fit the passenger type, and the
// contact (email, phone) is asked of the lead traveller alone.
import { describe, expect, it } from "vitest";
import { flightDetails } from "@/provider/contracts/flights";
import { createReservationRequest, reservationTraveler, TITLES_BY_TYPE, titleFitsType, TRAVELER_TITLES } from "@/provider/contracts/reservations";
import { z } from "zod";

const lead = {
  gender: "Mrs",
  fullName: "Sara Ahmed",
  email: " Sara@Example.com",
  phone: "+966 50-000-0001",
  passportNumber: "a1234567",
  dateOfBirth: "1988-04-12",
  type: "adult",
  luggage: [],
};
const child = { gender: "Miss", fullName: "Lina Ahmed", passportNumber: "C1234567", dateOfBirth: "2018-01-15", type: "child", luggage: [] };
const infant = { gender: "Mstr", fullName: "Adam Ahmed", passportNumber: "D1234567", dateOfBirth: "2025-06-01", type: "infant", luggage: [] };
const base = { flightId: "0308d97a-ed0d-497e-8d67-c1fe0dc2ca2b", fareClass: "economy", ticketId: 1 };

function issuesOf(travelers: unknown[]): Record<string, string> {
  const result = createReservationRequest.safeParse({ ...base, travelers });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("titles per passenger type", () => {
  it("offers Mr, Mrs and Ms to adults and Mstr, Miss to children and infants", () => {
    expect(TITLES_BY_TYPE).toEqual({ adult: ["Mr", "Mrs", "Ms"], child: ["Mstr", "Miss"], infant: ["Mstr", "Miss"] });
    for (const title of TRAVELER_TITLES) {
      expect(titleFitsType(title, "adult")).toBe(["Mr", "Mrs", "Ms"].includes(title));
      expect(titleFitsType(title, "child")).toBe(["Mstr", "Miss"].includes(title));
    }
  });

  it.each([
    ["an adult", 0, { ...lead, gender: "Mstr" }],
    ["an adult", 0, { ...lead, gender: "Miss" }],
    ["a child", 1, { ...child, gender: "Mr" }],
    ["a child", 1, { ...child, gender: "Mrs" }],
    ["an infant", 1, { ...infant, gender: "Ms" }],
  ])("refuses a title that does not fit %s", (_who, index, traveler) => {
    const travelers = index === 0 ? [traveler] : [lead, traveler];
    expect(issuesOf(travelers)).toEqual({ [`travelers.${index}.gender`]: "titleMismatch" });
  });

  it("asks for a title with its own message", () => {
    expect(issuesOf([{ ...lead, gender: undefined }])).toEqual({ "travelers.0.gender": "genderRequired" });
    expect(issuesOf([{ ...lead, gender: "Dr" }])).toEqual({ "travelers.0.gender": "genderRequired" });
  });

  it("accepts every fitting title", () => {
    for (const gender of ["Mr", "Mrs", "Ms"]) expect(issuesOf([{ ...lead, gender }])).toEqual({});
    for (const gender of ["Mstr", "Miss"]) expect(issuesOf([lead, { ...child, gender }, { ...infant, gender }])).toEqual({});
  });
});

describe("the contact is the lead traveller's", () => {
  it("accepts a child and an infant without email or phone, and normalises the lead's", () => {
    const parsed = createReservationRequest.parse({ ...base, travelers: [lead, child, { ...infant, email: "", phone: "  " }] });
    expect(parsed.travelers.map((t) => [t.email, t.phone])).toEqual([
      ["sara@example.com", "+966500000001"],
      [null, null],
      [null, null],
    ]);
  });

  it("requires the lead traveller's email and phone", () => {
    expect(issuesOf([{ ...lead, email: undefined, phone: "" }, child])).toEqual({ "travelers.0.email": "required", "travelers.0.phone": "required" });
    expect(issuesOf([{ ...lead, email: null, phone: null }])).toEqual({ "travelers.0.email": "required", "travelers.0.phone": "required" });
  });

  it("requires a second adult's contact nowhere", () => {
    const second = { ...lead, gender: "Mr", fullName: "Omar Ahmed", passportNumber: "B1234567", email: undefined, phone: undefined };
    expect(issuesOf([lead, second])).toEqual({});
  });

  it("still checks a contact someone gave", () => {
    expect(issuesOf([{ ...lead, email: "not-an-email" }])).toEqual({ "travelers.0.email": "emailInvalid" });
    expect(issuesOf([lead, { ...child, phone: "12" }])).toEqual({ "travelers.1.phone": "phoneInvalid" });
  });

  it("wants an adult first: the contact is theirs", () => {
    expect(issuesOf([{ ...child, email: "lina@example.com", phone: "+966500000003" }, lead])).toEqual({ "travelers.0.type": "leadTravelerAdult" });
  });

  it("answers the contact as null for travellers without one", () => {
    const row = {
      id: "t",
      gender: "Miss",
      fullName: "Lina Ahmed",
      email: null,
      phone: null,
      passportNumber: "C1",
      dateOfBirth: "2018-01-15",
      type: "child",
      seat: null,
      luggage: [],
      price: 1,
    };
    expect(reservationTraveler.parse(row).email).toBeNull();
  });
});

describe("terminals", () => {
  it("are named in both languages on the wire, or null", () => {
    const endpoint = flightDetails.shape.from;
    const airport = {
      id: 1,
      code: "JED",
      name: { ar: "مطار الملك عبدالعزيز الدولي", en: "King Abdulaziz International Airport" },
      city: { ar: "جدة", en: "Jeddah" },
      country: { ar: "السعودية", en: "Saudi Arabia" },
      countryCode: "SA",
      timezone: "Asia/Riyadh",
      image: null,
      gate: "B4",
    };
    expect(endpoint.parse({ ...airport, terminal: { ar: "الشمالية", en: "North" } }).terminal).toEqual({ ar: "الشمالية", en: "North" });
    expect(endpoint.parse({ ...airport, terminal: null }).terminal).toBeNull();
    // The old wire shape (one string) is refused: an Arabic page would show it untranslated.
    expect(() => endpoint.parse({ ...airport, terminal: "North" })).toThrow(z.ZodError);
  });
});
