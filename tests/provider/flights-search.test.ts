// search-flight and flight-backend's public reads, through the provider app, on PGlite and on Postgres.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerApp } from "@/provider/app";
import {
  addDays,
  allIn,
  partyFare,
  type AirportSearchResult,
  type FlightDetails,
  type FlightSearchResponse,
  type SeatMapResponse,
} from "@/provider/contracts/flights";
import { airports, flights, flightTickets, planeSeats, reservationFlights, reservations, reservationSeats, users } from "@/provider/db/schema";
import { createTestDatabase, requirePostgres, type TestDatabase } from "../support/db";

const postgres = await requirePostgres();
const today = new Date().toISOString().slice(0, 10);
const DAY = addDays(today, 5);

async function get<T>(path: string, locale: "ar" | "en" = "en"): Promise<{ status: number; json: T }> {
  const response = await providerApp.fetch(new Request(`http://provider.internal${path}`, { headers: { "accept-language": locale } }));
  return { status: response.status, json: (await response.json()) as T };
}

const search = (query: Record<string, string | number>) =>
  get<FlightSearchResponse & { code?: string; fields?: Record<string, string> }>(
    `/search-flight/api/Flights/Search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  );

const localHour = (iso: string, timeZone: string) =>
  Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(new Date(iso)));

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`flight search and reads on ${kind}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase(kind);
    }, 180_000);
    afterAll(async () => {
      await db?.drop();
    });

    it("finds RUH → JED non-stop and with stops, priced for the whole party", async () => {
      const { status, json } = await search({ from: "RUH", to: "JED", date: DAY, adults: 2, children: 1, infants: 1 });
      expect(status).toBe(200);
      const legs = json.outbound.flights;
      expect(legs.length).toBeGreaterThanOrEqual(6);
      expect(legs.some((f) => f.stops.length === 0)).toBe(true);
      expect(legs.some((f) => f.stops.length === 1)).toBe(true);
      expect(json.outbound.facets.stops[0]).toBeGreaterThanOrEqual(4);
      for (const f of legs) {
        expect(f.from.code).toBe("RUH");
        expect(f.to.code).toBe("JED");
        expect(f.date).toBe(DAY);
        expect(f.status).toBe("scheduled");
        expect(f.cabin).toBe("economy");
        expect(Date.parse(f.arrivalAt) - Date.parse(f.departureAt)).toBe(f.durationMinutes * 60_000);
      }
      // The party price of a flight follows the documented factors (children 75 %, infants 10 %).
      const details = (await get<FlightDetails>(`/flight-backend/api/Flights/${legs[0]!.id}`)).json;
      // The margin is the business's own figure: public details never carry it.
      expect(details).not.toHaveProperty("profit");
      const cheapest = Math.min(...details.tickets.map((t) => t.price));
      const economy = details.classes.find((c) => c.class === "economy")!;
      const adult = { fare: economy.price + cheapest, tax: details.tax, serviceFees: details.serviceFees, discount: details.discount };
      expect(legs[0]!.price).toBe(allIn(adult));
      expect(legs[0]!.totalPrice).toBe(allIn(partyFare(adult, { adults: 2, children: 1, infants: 1 })));
      expect(json.inbound).toBeUndefined();
    });

    it("sorts by price, duration and departure", async () => {
      const byPrice = (await search({ from: "RUH", to: "JED", date: DAY, sort: "price" })).json.outbound.flights;
      expect(byPrice.map((f) => f.price)).toEqual([...byPrice.map((f) => f.price)].sort((a, b) => a - b));
      const byDuration = (await search({ from: "RUH", to: "JED", date: DAY, sort: "duration" })).json.outbound.flights;
      expect(byDuration.map((f) => f.durationMinutes)).toEqual([...byDuration.map((f) => f.durationMinutes)].sort((a, b) => a - b));
      const byDeparture = (await search({ from: "RUH", to: "JED", date: DAY, sort: "departure" })).json.outbound.flights;
      const times = byDeparture.map((f) => Date.parse(f.departureAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(byPrice.map((f) => f.id))).toEqual(new Set(byDeparture.map((f) => f.id)));
    });

    it("filters by stops, time of day, airline and price, keeping the facets of the whole day", async () => {
      const all = (await search({ from: "RUH", to: "JED", date: DAY })).json.outbound;
      const nonStop = (await search({ from: "RUH", to: "JED", date: DAY, stops: "0" })).json.outbound;
      expect(nonStop.flights.length).toBe(all.facets.stops[0]);
      expect(nonStop.flights.every((f) => f.stops.length === 0)).toBe(true);
      expect(nonStop.facets).toEqual(all.facets);
      const withStops = (await search({ from: "RUH", to: "JED", date: DAY, stops: "1,2" })).json.outbound.flights;
      expect(withStops.length).toBe(all.facets.stops[1] + all.facets.stops[2]);
      expect(withStops.every((f) => f.stops.length >= 1)).toBe(true);
      const twoPlus = (await search({ from: "RUH", to: "JED", date: DAY, stops: "2" })).json.outbound.flights;
      expect(twoPlus.length).toBeGreaterThan(0);
      expect(twoPlus.every((f) => f.stops.length >= 2)).toBe(true);

      const morning = (await search({ from: "RUH", to: "JED", date: DAY, times: "morning" })).json.outbound.flights;
      expect(morning.length).toBeGreaterThan(0);
      for (const f of morning) expect(localHour(f.departureAt, f.from.timezone)).toBeGreaterThanOrEqual(6);
      for (const f of morning) expect(localHour(f.departureAt, f.from.timezone)).toBeLessThan(12);
      const early = (await search({ from: "RUH", to: "JED", date: DAY, times: "early-morning,evening" })).json.outbound.flights;
      for (const f of early) expect([0, 1, 2, 3, 4, 5, 18, 19, 20, 21, 22, 23]).toContain(localHour(f.departureAt, f.from.timezone));

      const saudia = (await search({ from: "RUH", to: "JED", date: DAY, airlines: "SV" })).json.outbound.flights;
      expect(saudia.length).toBeGreaterThan(0);
      expect(saudia.every((f) => f.airline.code === "SV")).toBe(true);
      expect(all.facets.airlines.map((a) => a.code).sort()).toEqual(["F3", "SV", "XY"]);

      const prices = all.flights.map((f) => f.price).sort((a, b) => a - b);
      const mid = prices[Math.floor(prices.length / 2)]!;
      const cheap = (await search({ from: "RUH", to: "JED", date: DAY, maxPrice: mid })).json.outbound.flights;
      expect(cheap.length).toBe(prices.filter((p) => p <= mid).length);
      const dear = (await search({ from: "RUH", to: "JED", date: DAY, minPrice: mid + 1 })).json.outbound.flights;
      expect(dear.every((f) => f.price > mid)).toBe(true);
      expect(all.facets.price).toEqual({ min: prices[0], max: prices.at(-1) });
    });

    it("offers business and first class on wide-body flights and returns the inbound leg", async () => {
      const { json } = await search({ from: "RUH", to: "JED", date: DAY, returnDate: addDays(DAY, 3), cabin: "first" });
      expect(json.outbound.flights.length).toBeGreaterThan(0);
      expect(json.outbound.flights.every((f) => f.cabin === "first")).toBe(true);
      expect(json.inbound?.flights.length).toBeGreaterThan(0);
      expect(json.inbound?.flights.every((f) => f.from.code === "JED" && f.date === addDays(DAY, 3))).toBe(true);
    });

    it("never offers a cancelled flight", async () => {
      const [victim] = (await search({ from: "RUH", to: "JED", date: DAY })).json.outbound.flights;
      await db.db.update(flights).set({ status: "cancelled" }).where(eq(flights.id, victim!.id));
      const after = (await search({ from: "RUH", to: "JED", date: DAY })).json.outbound.flights;
      expect(after.map((f) => f.id)).not.toContain(victim!.id);
      // And none of the seed's own cancelled flights shows up on its route and day.
      const [seeded] = await db.db
        .select()
        .from(flights)
        .where(and(eq(flights.status, "cancelled"), sql`${flights.date} > ${DAY}::date`))
        .limit(1);
      expect(seeded).toBeDefined();
      const [from] = await db.db.select().from(airports).where(eq(airports.id, seeded!.departureAirportId));
      const [to] = await db.db.select().from(airports).where(eq(airports.id, seeded!.arrivalAirportId));
      const theirs = (await search({ from: from!.code, to: to!.code, date: seeded!.date })).json.outbound.flights;
      expect(theirs.map((f) => f.id)).not.toContain(seeded!.id);
      const details = (await get<FlightDetails>(`/flight-backend/api/Flights/${victim!.id}`)).json;
      expect(details.status).toBe("cancelled");
    });

    it("seeds every terminal in both languages: JED's North terminal is الشمالية on the Arabic details", async () => {
      const untranslated = await db.db
        .select({ n: sql<number>`count(*)::int` })
        .from(flights)
        .where(
          sql`(${flights.departureTerminal} is not null and ${flights.departureTerminalAr} is null) or (${flights.arrivalTerminal} is not null and ${flights.arrivalTerminalAr} is null)
            or ${flights.departureTerminalAr} ~ '[A-Za-z]{2}' or ${flights.arrivalTerminalAr} ~ '[A-Za-z]{2}'`,
        );
      expect(untranslated[0]!.n).toBe(0);
      const [north] = await db.db
        .select()
        .from(flights)
        .where(and(eq(flights.arrivalTerminal, "North"), sql`${flights.date} >= ${DAY}::date`))
        .limit(1);
      expect(north).toBeDefined();
      const details = (await get<FlightDetails>(`/flight-backend/api/Flights/${north!.id}`, "ar")).json;
      expect(details.to.code).toBe("JED");
      expect(details.to.terminal).toEqual({ ar: "الشمالية", en: "North" });
      const [main] = await db.db.select().from(flights).where(eq(flights.departureTerminal, "Main")).limit(1);
      expect(main!.departureTerminalAr).toBe("الرئيسية");
    });

    it("refuses invalid searches with field keys", async () => {
      const same = await search({ from: "RUH", to: "ruh", date: DAY });
      expect(same.status).toBe(400);
      expect(same.json.fields).toMatchObject({ to: "sameAirports" });
      const infants = await search({ from: "RUH", to: "JED", date: DAY, adults: 1, infants: 2 });
      expect(infants.status).toBe(400);
      expect(infants.json.fields).toMatchObject({ infants: "infantsExceedAdults" });
      const ten = await search({ from: "RUH", to: "JED", date: DAY, adults: 6, children: 4 });
      expect(ten.status).toBe(400);
      expect(ten.json.fields).toMatchObject({ passengers: "tooManyPassengers" });
      const tenAdults = await search({ from: "RUH", to: "JED", date: DAY, adults: 10 });
      expect(tenAdults.json.fields).toMatchObject({ adults: "adultsRange" });
      const past = await search({ from: "RUH", to: "JED", date: addDays(today, -3), returnDate: addDays(today, -4) });
      expect(past.json.fields).toMatchObject({ date: "dateOutOfRange", returnDate: "dateOutOfRange" });
      const back = await search({ from: "RUH", to: "JED", date: DAY, returnDate: addDays(DAY, -1) });
      expect(back.json.fields).toMatchObject({ returnDate: "returnBeforeDeparture" });
      const unknown = await search({ from: "ZZZ", to: "JED", date: DAY });
      expect(unknown.status).toBe(400);
      expect(unknown.json.fields).toEqual({ from: "airportUnknown" });
    });

    it("suggests nearby dates when a day has no flight", async () => {
      const empty = addDays(today, 121);
      const { status, json } = await search({ from: "RUH", to: "JED", date: empty });
      expect(status).toBe(200);
      expect(json.outbound.flights).toEqual([]);
      expect(json.outbound.total).toBe(0);
      const nearby = json.outbound.nearbyDates!;
      expect(nearby.map((d) => d.date)).toEqual([118, 119, 120, 122, 123, 124].map((n) => addDays(today, n)));
      expect(nearby[0]!.minPrice).toBeGreaterThan(0);
      expect(nearby[1]!.minPrice).toBeGreaterThan(0);
      expect(nearby[5]!.minPrice).toBeNull();
      const busy = (await search({ from: "RUH", to: "JED", date: DAY })).json.outbound;
      expect(busy.nearbyDates).toBeUndefined();
    });

    it("answers 404 FLIGHT_NOT_FOUND for unknown and malformed ids, in both languages", async () => {
      const unknown = await get<{ code: string; message: string }>("/flight-backend/api/Flights/00000000-0000-4000-8000-000000000000");
      expect(unknown).toEqual({ status: 404, json: { code: "FLIGHT_NOT_FOUND", message: "Flight not found" } });
      const malformed = await get<{ code: string; message: string }>("/flight-backend/api/Flights/not-a-flight", "ar");
      expect(malformed).toEqual({ status: 404, json: { code: "FLIGHT_NOT_FOUND", message: "الرحلة غير موجودة" } });
      expect((await get("/flight-backend/api/Flights/not-a-flight/Seats")).status).toBe(404);
    });

    it("shows the seat map with held and sold seats taken, and expired holds free", async () => {
      const wide = (await search({ from: "RUH", to: "JED", date: DAY, cabin: "business" })).json.outbound.flights.find((f) => f.airline.code === "SV")!;
      const map = (await get<SeatMapResponse>(`/flight-backend/api/Flights/${wide.id}/Seats`)).json;
      expect(map.seats.length).toBeGreaterThan(100);
      expect(map.seats[0]).toEqual({ id: expect.any(Number), seatNumber: "1A", row: 1, column: "A", class: expect.any(String), taken: false });
      expect(new Set(map.seats.map((s) => s.seatNumber)).size).toBe(map.seats.length);
      expect(Object.keys(map.layout).length).toBeGreaterThanOrEqual(2);
      const business = map.seats.filter((s) => s.class === "business");
      const [user] = await db.db.select().from(users).limit(1);
      const [ticket] = await db.db.select().from(flightTickets).where(eq(flightTickets.flightId, wide.id)).limit(1);
      const reservation = (status: "confirmed" | "pending", holdMinutes: number, reference: string) =>
        // The core row and its flight detail in one transaction: the deferred trigger wants both at commit.
        db.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(reservations)
            .values({
              kind: "flight",
              reference,
              userId: user!.id,
              status,
              holdExpiresAt: new Date(Date.now() + holdMinutes * 60_000),
              base: 1,
              tax: 0,
              serviceFees: 0,
              discount: 0,
              extras: 0,
              total: 1,
              cancellationDeadline: new Date(Date.now() + 86_400_000),
              cancellationFeePercent: 10,
            })
            .returning();
          await tx.insert(reservationFlights).values({ reservationId: row!.id, flightId: wide.id, fareClass: "business", ticketId: ticket!.id });
          return [row];
        });
      const [sold] = await reservation("confirmed", 15, "TST001");
      const [expired] = await reservation("pending", -1, "TST002");
      await db.db.insert(reservationSeats).values([
        { reservationId: sold!.id, flightId: wide.id, seatId: business[0]!.id },
        { reservationId: expired!.id, flightId: wide.id, seatId: business[1]!.id },
      ]);
      const after = (await get<SeatMapResponse>(`/flight-backend/api/Flights/${wide.id}/Seats`)).json;
      expect(after.seats.filter((s) => s.taken).map((s) => s.seatNumber)).toEqual([business[0]!.seatNumber]);
      const details = (await get<FlightDetails>(`/flight-backend/api/Flights/${wide.id}`)).json;
      const cls = details.classes.find((c) => c.class === "business")!;
      expect(cls.seatsAvailable).toBe(cls.seatCapacity - 1);
      expect(cls.seatCapacity).toBe(business.length);
      const [seat] = await db.db.select().from(planeSeats).where(eq(planeSeats.id, business[0]!.id));
      expect(seat!.class).toBe("business");
    });

    it("finds airports by code, English and Arabic names, whatever the alef form", async () => {
      const codes = async (q: string) =>
        (await get<AirportSearchResult[]>(`/search-flight/api/Airports/Search?q=${encodeURIComponent(q)}`)).json.map((a) => a.code);
      expect((await codes("jed"))[0]).toBe("JED");
      expect(await codes("dubai")).toContain("DXB");
      expect(await codes("London")).toEqual(["LHR"]);
      expect(await codes("جدة")).toEqual(["JED"]);
      expect(await codes("اسطنبول")).toEqual(["IST"]);
      expect(await codes("إسطنبول")).toEqual(["IST"]);
      expect(await codes("القاهره")).toEqual(["CAI"]);
      expect(await codes("مصر")).toEqual(expect.arrayContaining(["CAI", "HBE", "SSH", "HRG"]));
      expect((await codes("")).length).toBe(10);
      const [riyadh] = (await get<AirportSearchResult[]>(`/search-flight/api/Airports/Search?q=RUH`)).json;
      expect(riyadh).toMatchObject({ code: "RUH", name: { ar: "مطار الملك خالد الدولي" }, city: { en: "Riyadh" }, timezone: "Asia/Riyadh" });
    });

    it("publishes the currency rates for 1 SAR", async () => {
      const { status, json } = await get<{ base: string; rates: Record<string, number> }>("/flight-backend/api/Currencies");
      expect(status).toBe(200);
      expect(json.base).toBe("SAR");
      expect(json.rates.SAR).toBe(1);
      expect(json.rates.USD).toBeCloseTo(0.2667, 3);
      expect(json.rates.EGP).toBeGreaterThan(10);
    });
  });
}
