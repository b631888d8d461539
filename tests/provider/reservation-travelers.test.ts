// Who travels, as the database holds it: passport titles that fit the passenger type, the booking's contact
// on the lead traveller alone, and terminal names in both languages on reservations and flight details.
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { flightDetails } from "@/provider/contracts/flights";
import { reservationTravelers } from "@/provider/db/schema";
import {
  booking,
  createFlight,
  createUsers,
  errorOf,
  onEachDatabase,
  request,
  reservationOf,
  traveler,
  type FlightFixture,
  type TestUser,
} from "./flight-fixtures";

/** The CHECK constraint a failed statement violated (SQLSTATE 23514), through drizzle's wrapping. */
async function violatedCheck(statement: PromiseLike<unknown>): Promise<string | null> {
  try {
    await statement;
    return null;
  } catch (error) {
    for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
      const { code, constraint } = e as { code?: unknown; constraint?: unknown };
      if (code === "23514") return String(constraint);
    }
    throw error;
  }
}

const book = (user: TestUser, body: unknown, locale: "ar" | "en" = "en") => request("api/Reservations", { token: user.token, body, locale });

onEachDatabase("reservation travellers", (t) => {
  let flight: FlightFixture;
  let alice: TestUser;

  beforeAll(async () => {
    flight = await createFlight(t.db.db, {
      terminals: { departure: { en: "5", ar: "5" }, arrival: { en: "North", ar: "الشمالية" } },
    });
    [alice] = (await createUsers(t.db.db, 1)) as [TestUser];
  });

  const rowsOf = (reservationId: string) =>
    t.db.db.select().from(reservationTravelers).where(eq(reservationTravelers.reservationId, reservationId)).orderBy(asc(reservationTravelers.ordinal));

  describe("titles", () => {
    it("stores Mr/Mrs/Ms for adults and Mstr/Miss for a child and an infant", async () => {
      const res = await book(
        alice,
        booking(flight, {
          travelers: [
            traveler(flight, "adult", { gender: "Ms" }),
            traveler(flight, "adult", { gender: "Mrs" }),
            traveler(flight, "child", { gender: "Mstr" }),
            traveler(flight, "infant", { gender: "Miss" }),
          ],
        }),
      );
      const r = reservationOf(res);
      expect(r.travelers.map((x) => x.gender)).toEqual(["Ms", "Mrs", "Mstr", "Miss"]);
      expect((await rowsOf(r.id)).map((row) => [row.type, row.gender])).toEqual([
        ["adult", "Ms"],
        ["adult", "Mrs"],
        ["child", "Mstr"],
        ["infant", "Miss"],
      ]);
    });

    it("refuses a title that does not fit the passenger type with 400 and a translated message", async () => {
      const body = booking(flight, { travelers: [traveler(flight), traveler(flight, "child", { gender: "Mr" })] });
      const en = await book(alice, body);
      expect(en.status).toBe(400);
      expect(errorOf(en)).toMatchObject({ code: "VALIDATION", fields: { "travelers.1.gender": "titleMismatch" } });
      const adultAsMaster = await book(alice, booking(flight, { travelers: [traveler(flight, "adult", { gender: "Mstr" })] }));
      expect(adultAsMaster.status).toBe(400);
      expect(errorOf(adultAsMaster).fields).toEqual({ "travelers.0.gender": "titleMismatch" });
    });

    it("is guarded by the database too: a child cannot be stored as Mr", async () => {
      const r = reservationOf(await book(alice, booking(flight, { travelers: [traveler(flight), traveler(flight, "child")] })));
      const child = (await rowsOf(r.id))[1]!;
      expect(await violatedCheck(t.db.db.update(reservationTravelers).set({ gender: "Mr" }).where(eq(reservationTravelers.id, child.id)))).toBe(
        "reservation_travelers_title_fits_type",
      );
    });
  });

  describe("contact", () => {
    it("stores the lead traveller's email and phone and none for a child who gave none", async () => {
      const res = await book(
        alice,
        booking(flight, {
          travelers: [
            traveler(flight, "adult", { email: "Lead@Example.com", phone: "+966 50 000 0001" }),
            traveler(flight, "adult", { email: undefined, phone: undefined }),
            traveler(flight, "child", { email: "", phone: "" }),
          ],
        }),
      );
      expect(res.status).toBe(201);
      const r = reservationOf(res);
      expect(r.travelers.map((x) => [x.email, x.phone])).toEqual([
        ["lead@example.com", "+966500000001"],
        [null, null],
        [null, null],
      ]);
      expect((await rowsOf(r.id)).map((row) => [row.ordinal, row.email, row.phone])).toEqual([
        [0, "lead@example.com", "+966500000001"],
        [1, null, null],
        [2, null, null],
      ]);
    });

    it("refuses a booking whose lead traveller gives no email or phone (400)", async () => {
      const res = await book(alice, booking(flight, { travelers: [traveler(flight, "adult", { email: "", phone: undefined }), traveler(flight)] }));
      expect(res.status).toBe(400);
      expect(errorOf(res).fields).toEqual({ "travelers.0.email": "required", "travelers.0.phone": "required" });
    });

    it("refuses a child as the lead traveller (400)", async () => {
      const res = await book(alice, booking(flight, { travelers: [traveler(flight, "child"), traveler(flight)] }));
      expect(res.status).toBe(400);
      expect(errorOf(res).fields).toEqual({ "travelers.0.type": "leadTravelerAdult" });
    });

    it("is guarded by the database too: the lead traveller's contact cannot be emptied", async () => {
      const r = reservationOf(await book(alice, booking(flight)));
      const [lead] = await rowsOf(r.id);
      expect(await violatedCheck(t.db.db.update(reservationTravelers).set({ email: null }).where(eq(reservationTravelers.id, lead!.id)))).toBe(
        "reservation_travelers_lead_contact",
      );
    });
  });

  describe("terminals", () => {
    it("names them in both languages on the reservation and on the flight's details", async () => {
      const r = reservationOf(await book(alice, booking(flight), "ar"));
      expect(r.flight.from.terminal).toEqual({ ar: "5", en: "5" });
      expect(r.flight.to.terminal).toEqual({ ar: "الشمالية", en: "North" });
      const details = flightDetails.parse((await request(`api/Flights/${flight.id}`, { locale: "ar" })).json);
      expect(details.to.terminal).toEqual({ ar: "الشمالية", en: "North" });
    });

    it("answers null for a flight without terminals, and the database refuses a name in one language only", async () => {
      const bare = await createFlight(t.db.db);
      const details = flightDetails.parse((await request(`api/Flights/${bare.id}`)).json);
      expect([details.from.terminal, details.to.terminal]).toEqual([null, null]);
      expect(await violatedCheck(t.db.db.execute(sql`update flights set arrival_terminal = 'South' where id = ${bare.id}`))).toBe(
        "flights_terminals_localized",
      );
    });
  });
});
