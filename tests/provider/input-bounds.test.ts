// Issue 20, point 2, and what the OpenAPI fuzz found beside it: inputs the contracts let through that the database
// could not hold answered 500. Each case here did; now an id past its column is a 400 VALIDATION on its field, a price
// filter past any price is taken as "no limit", and an admin's flight date off the calendar is a 400.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/provider/contracts/flights";
import { airports, companies, users } from "@/provider/db/schema";
import { issueToken } from "@/provider/http/auth";
import { booking, createFlight, createUsers, errorOf, onEachDatabase, request, traveler, type FlightFixture, type TestUser } from "./flight-fixtures";
import { offerBooking } from "./offer-fixtures";
import { chaletBooking, createHotel, hotelBooking, riyadhDate, taxiBooking } from "./stays-fixtures";

const PAST_INT = [2 ** 31, 2 ** 32, Number.MAX_SAFE_INTEGER];

onEachDatabase("inputs past what the database holds", (suite) => {
  let user: TestUser;
  let admin: string;
  let flight: FlightFixture;

  beforeAll(async () => {
    flight = await createFlight(suite.db.db);
    await createHotel(suite.db.db);
    [user] = (await createUsers(suite.db.db, 1)) as [TestUser];
    const [adminUser] = await createUsers(suite.db.db, 1);
    const [row] = await suite.db.db.update(users).set({ role: "Admin" }).where(eq(users.id, adminUser!.id)).returning();
    admin = await issueToken(row!);
  });

  const expectInvalid = async (service: string, path: string, body: unknown, field: string) => {
    const answer = await request(path, { service, token: user.token, body });
    expect(answer.status, `${service} ${path} ${JSON.stringify(body)} → ${JSON.stringify(answer.json)}`).toBe(400);
    expect(errorOf(answer)).toMatchObject({ code: "VALIDATION" });
    expect(Object.keys(errorOf(answer).fields ?? {})).toContain(field);
  };

  describe("an id past 2³¹ − 1 is refused on its field", () => {
    it("in a favourite hotel or chalet (POST /hotels/api/Favorites {id: 2147483648})", async () => {
      for (const id of PAST_INT) {
        await expectInvalid("hotels", "api/Favorites", { id }, "id");
        await expectInvalid("chalets", "api/Favorites", { id }, "id");
      }
    });

    it("in a booking of every kind", async () => {
      const checkIn = riyadhDate(20);
      const checkOut = riyadhDate(22);
      for (const id of PAST_INT) {
        await expectInvalid("hotels", "api/Reservations", hotelBooking(id, checkIn, checkOut), "roomTypeId");
        await expectInvalid("chalets", "api/Reservations", chaletBooking(id, checkIn, checkOut), "chaletId");
        await expectInvalid("taxis", "api/Reservations", taxiBooking(id, riyadhDate(5), "10:00"), "transferId");
        await expectInvalid("offer-backend", "api/Reservations", offerBooking(id), "offerId");
        await expectInvalid("flight-backend", "api/Reservations", booking(flight, { ticketId: id }), "ticketId");
        await expectInvalid("flight-backend", "api/Reservations", booking(flight, { bags: [{ bagId: id, quantity: 1 }] }), "bags.0.bagId");
        await expectInvalid("flight-backend", "api/Reservations", booking(flight, { meals: [{ mealId: id, quantity: 1 }] }), "meals.0.mealId");
        await expectInvalid(
          "flight-backend",
          "api/Reservations",
          booking(flight, { travelers: [traveler(flight, "adult", { seatId: id })] }),
          "travelers.0.seatId",
        );
      }
    });
  });

  it("takes a price filter past any price as no limit in every search", async () => {
    const [checkIn, checkOut] = [riyadhDate(20), riyadhDate(22)];
    for (const maxPrice of PAST_INT) {
      const searches = [
        ["hotels", `api/Hotels/Search?city=riyadh&checkIn=${checkIn}&checkOut=${checkOut}&maxPrice=${maxPrice}`],
        ["chalets", `api/Chalets/Search?city=riyadh&checkIn=${checkIn}&checkOut=${checkOut}&maxPrice=${maxPrice}`],
        ["offer-backend", `api/Offers?maxPrice=${maxPrice}`],
        ["search-flight", `api/Flights/Search?from=RUH&to=JED&date=${flight.date}&maxPrice=${maxPrice}`],
      ] as const;
      for (const [service, path] of searches) {
        const answer = await request(path, { service });
        expect(answer.status, `${service} ${path} → ${JSON.stringify(answer.json)}`).toBe(200);
      }
      const found = await request(`api/Flights/Search?from=RUH&to=JED&date=${flight.date}&maxPrice=${maxPrice}`, { service: "search-flight" });
      expect((found.json as { outbound: { flights: { id: string }[] } }).outbound.flights.map((f) => f.id)).toContain(flight.id);
    }
  });

  it("refuses an admin's flight dated off the calendar (year 0, year 1, year 9999) on the date's field", async () => {
    const [company] = await suite.db.db.select().from(companies).limit(1);
    const [ruh] = await suite.db.db.select().from(airports).where(eq(airports.code, "RUH"));
    const [jed] = await suite.db.db.select().from(airports).where(eq(airports.code, "JED"));
    const date = addDays(riyadhDate(0), 30);
    const body = {
      flightNumber: "SV778",
      date,
      departureTime: "10:00",
      arrivalDate: date,
      arrivalTime: "12:00",
      companyId: company!.id,
      planeId: flight.planeId,
      departureAirportId: ruh!.id,
      arrivalAirportId: jed!.id,
      departureTerminalAr: "",
      departureTerminalEn: "",
      departureGate: "",
      arrivalTerminalAr: "",
      arrivalTerminalEn: "",
      arrivalGate: "",
      seatSelectionPrice: 0,
      status: "scheduled",
      tax: 0,
      serviceFees: 0,
      discount: 0,
      profit: 0,
      termsAr: "",
      termsEn: "",
      notesAr: "",
      notesEn: "",
      bookingTicketPrice: null,
      classes: [{ class: "economy", price: 40_000 }],
      stops: [],
      tickets: [{ nameAr: "أساسية", nameEn: "Basic", price: 0, descriptionAr: "", descriptionEn: "", editable: false, editFees: 0, refundable: false }],
      bags: [],
      mealIds: [],
    };
    const cases = [
      [{ date: "0000-01-01" }, "date"],
      [{ date: "0001-01-01" }, "date"],
      [{ arrivalDate: "9999-12-31" }, "arrivalDate"],
    ] as const;
    for (const [change, field] of cases) {
      for (const [method, path] of [
        ["POST", "api/Admin/Flights"],
        ["PUT", `api/Admin/Flights/${flight.id}`],
      ] as const) {
        const answer = await request(path, { method, token: admin, body: { ...body, ...change } });
        expect(answer.status, `${method} ${JSON.stringify(change)} → ${JSON.stringify(answer.json)}`).toBe(400);
        expect(Object.keys(errorOf(answer).fields ?? {})).toContain(field);
      }
    }
  });
});
