// search-flight's price calendar, through the provider app: each day's price is the one the day's search lists first.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerApp } from "@/provider/app";
import { addDays, PRICE_CALENDAR_DAYS, type FlightSearchResponse, type PriceCalendarResponse } from "@/provider/contracts/flights";
import { createTestDatabase, requirePostgres, type TestDatabase } from "../support/db";

const postgres = await requirePostgres();
const today = new Date().toISOString().slice(0, 10);

async function get<T>(service: string, path: string, query: Record<string, string | number>): Promise<{ status: number; json: T }> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await providerApp.fetch(new Request(`http://provider.internal/${service}/${path}?${qs}`));
  return { status: response.status, json: (await response.json()) as T };
}
const calendar = (query: Record<string, string | number>) =>
  get<PriceCalendarResponse & { fields?: Record<string, string> }>("search-flight", "api/Flights/PriceCalendar", query);
const search = (query: Record<string, string | number>) => get<FlightSearchResponse>("search-flight", "api/Flights/Search", query);

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`price calendar on ${kind}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase(kind);
    }, 180_000);
    afterAll(async () => {
      await db?.drop();
    });

    it("prices each day as that day's search lists its first flight by price, for the whole party", async () => {
      const party = { adults: 2, children: 1, infants: 1, cabin: "economy" };
      const date = addDays(today, 20);
      const { status, json } = await calendar({ from: "RUH", to: "JED", date, ...party });
      expect(status).toBe(200);
      expect(json.days).toHaveLength(2 * PRICE_CALENDAR_DAYS + 1);
      expect(json.days[0]!.date).toBe(addDays(date, -PRICE_CALENDAR_DAYS));
      expect(json.days.at(-1)!.date).toBe(addDays(date, PRICE_CALENDAR_DAYS));
      const available = json.days.filter((d) => d.status === "available");
      expect(available.length).toBeGreaterThan(20);
      // Every day of a sample, and the cheapest, agree with the search of that day.
      const cheapest = Math.min(...available.map((d) => d.minPrice!));
      const marked = json.days.filter((d) => d.cheapest);
      expect(marked.length).toBeGreaterThanOrEqual(1);
      for (const d of marked) expect(d.minPrice).toBe(cheapest);
      for (const d of [...marked, available[0]!, available.at(-1)!, json.days[PRICE_CALENDAR_DAYS]!]) {
        const result = await search({ from: "RUH", to: "JED", date: d.date, ...party, sort: "price" });
        const first = result.json.outbound.flights[0];
        if (d.status !== "available") {
          expect(first).toBeUndefined();
          continue;
        }
        expect(first!.price).toBe(d.minPrice);
        expect(first!.totalPrice).toBe(d.partyPrice);
      }
    });

    it("skips a cheaper flight without room for the party, as the search does", async () => {
      const party = { adults: 3, children: 0, infants: 0, cabin: "economy" };
      const date = addDays(today, 25);
      const before = await search({ from: "RUH", to: "JED", date, ...party, sort: "price" });
      const [cheapest, next] = before.json.outbound.flights;
      expect(next!.price).toBeGreaterThanOrEqual(cheapest!.price);
      // The cheapest flight keeps two economy seats: not enough for three.
      await db.db.execute(sql`update flight_classes set seat_capacity = 2 where flight_id = ${cheapest!.id} and class = 'economy'`);
      const after = await search({ from: "RUH", to: "JED", date, ...party, sort: "price" });
      expect(after.json.outbound.flights[0]!.id).not.toBe(cheapest!.id);
      const { json } = await calendar({ from: "RUH", to: "JED", date, ...party });
      const day = json.days.find((d) => d.date === date)!;
      expect(day.minPrice).toBe(after.json.outbound.flights[0]!.price);
      expect(day.partyPrice).toBe(after.json.outbound.flights[0]!.totalPrice);
    });

    it("shows the days before today as past and never prices them", async () => {
      const { json } = await calendar({ from: "RUH", to: "JED", date: today, adults: 1, cabin: "business" });
      const before = json.days.filter((d) => d.date < today);
      expect(before.length).toBeGreaterThanOrEqual(PRICE_CALENDAR_DAYS - 1);
      for (const d of before) expect(d).toMatchObject({ status: "past", minPrice: null, partyPrice: null, cheapest: false });
      expect(json.cabin).toBe("business");
    });

    it("refuses bad input with 400 and the field", async () => {
      const date = addDays(today, 10);
      expect((await calendar({ from: "RUH", to: "RUH", date })).json.fields).toMatchObject({ to: "sameAirports" });
      expect((await calendar({ from: "RUH", to: "JED", date, cabin: "deluxe" })).status).toBe(400);
      expect((await calendar({ from: "RUH", to: "JED", date, adults: 1, infants: 2 })).json.fields).toMatchObject({ infants: "infantsExceedAdults" });
      expect((await calendar({ from: "RUH", to: "JED", date: "2020-02-30" })).status).toBe(400);
      const unknown = await calendar({ from: "RUH", to: "ZZZ", date });
      expect(unknown.status).toBe(400);
      expect(unknown.json.fields).toMatchObject({ to: "airportUnknown" });
    });
  });
}
