// offer-backend's popular destinations and their "from" prices, against the seeded flights, on PGlite and Postgres.
import { and, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { destinationListResponse, type DestinationItem } from "@/provider/contracts/offers";
import { airports, destinations, flightClasses, flights, flightTickets } from "@/provider/db/schema";
import { SEED_DESTINATIONS } from "@/provider/db/seed/destinations";
import { call } from "./call";
import { createTestDatabase, requirePostgres, type TestDatabase } from "../support/db";

const postgres = await requirePostgres();

type Candidate = { flightId: string; cabin: "economy" | "business" | "first"; price: number; origin: string; date: string; departureAt: Date };

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`destinations on ${kind}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase(kind);
    }, 180_000);
    afterAll(async () => {
      await db?.drop();
    });

    const list = async (locale: "ar" | "en" = "en") => {
      const { status, json } = await call<DestinationItem[]>("/offer-backend/api/Destinations", { locale });
      expect(status).toBe(200);
      return destinationListResponse.parse(json);
    };

    /** The cheapest ticket of each flight (the whole catalogue's: read once for a loop over destinations). */
    async function cheapestTickets(): Promise<Map<string, number>> {
      const tickets = await db.db
        .select({ flightId: flightTickets.flightId, min: sql<number>`min(${flightTickets.price})::int` })
        .from(flightTickets)
        .groupBy(flightTickets.flightId);
      return new Map(tickets.map((t) => [t.flightId, t.min]));
    }

    /** Every bookable cabin of every upcoming flight landing at `code`, priced as the search prices an adult. */
    async function candidates(code: string, tickets?: Map<string, number>): Promise<Candidate[]> {
      const [airport] = await db.db.select().from(airports).where(eq(airports.code, code));
      if (!airport) return [];
      const rows = await db.db
        .select({ flight: flights, cabin: flightClasses.class, classPrice: flightClasses.price, capacity: flightClasses.seatCapacity, origin: airports.code })
        .from(flights)
        .innerJoin(flightClasses, eq(flightClasses.flightId, flights.id))
        .innerJoin(airports, eq(airports.id, flights.departureAirportId))
        .where(and(eq(flights.arrivalAirportId, airport.id), eq(flights.status, "scheduled"), gt(flights.departureAt, new Date())));
      const cheapestTicket = tickets ?? (await cheapestTickets());
      return rows
        .filter((r) => r.capacity > 0)
        .map((r) => ({
          flightId: r.flight.id,
          cabin: r.cabin,
          price: Math.max(0, r.classPrice + (cheapestTicket.get(r.flight.id) ?? 0) + r.flight.tax + r.flight.serviceFees - r.flight.discount),
          origin: r.origin,
          date: r.flight.date,
          departureAt: r.flight.departureAt,
        }))
        .sort((a, b) => a.price - b.price || a.departureAt.getTime() - b.departureAt.getTime());
    }

    it("lists the active destinations in their order, named in the caller's language", async () => {
      const [enList, arList] = await Promise.all([list("en"), list("ar")]);
      expect(enList.map((d) => d.code)).toEqual([...SEED_DESTINATIONS].sort((a, b) => a.sortOrder! - b.sortOrder!).map((d) => d.airportCode));
      expect(enList.find((d) => d.code === "ULH")).toMatchObject({ city: "AlUla", country: "Saudi Arabia", image: "/images/destinations/alula.jpg" });
      expect(arList.find((d) => d.code === "ULH")).toMatchObject({ city: "العُلا", country: "السعودية" });
      expect(arList.find((d) => d.code === "CAI")?.originCity).toMatch(/[\u0600-\u06FF]/);
    });

    it("gives each the cheapest upcoming flight landing there: its adult price, origin and date", async () => {
      const items = await list();
      const tickets = await cheapestTickets();
      for (const item of items) {
        const [cheapest] = await candidates(item.code, tickets);
        expect(cheapest, item.code).toBeDefined();
        expect({ code: item.code, fromPrice: item.fromPrice, origin: item.origin, date: item.date }).toEqual({
          code: item.code,
          fromPrice: cheapest!.price,
          origin: cheapest!.origin,
          date: cheapest!.date,
        });
      }
    });

    it("skips cabins with no free seat and cancelled flights, and hides inactive destinations", async () => {
      const [first, second] = await candidates("AHB");
      // The cheapest cabin has no seat left: the next cabin or flight gives the price.
      await db.db
        .update(flightClasses)
        .set({ seatCapacity: 0 })
        .where(and(eq(flightClasses.flightId, first!.flightId), eq(flightClasses.class, first!.cabin)));
      let abha = (await list()).find((d) => d.code === "AHB")!;
      expect(abha.fromPrice).toBe(second!.price);
      // That flight is cancelled altogether.
      await db.db.update(flights).set({ status: "cancelled" }).where(eq(flights.id, second!.flightId));
      const [next] = await candidates("AHB");
      abha = (await list()).find((d) => d.code === "AHB")!;
      expect(next!.flightId).not.toBe(second!.flightId);
      expect(abha.fromPrice).toBe(next!.price);

      await db.db.update(destinations).set({ isActive: false }).where(eq(destinations.airportCode, "AHB"));
      expect((await list()).map((d) => d.code)).not.toContain("AHB");
    });

    it("answers null prices for a destination no flight lands at", async () => {
      await db.db.insert(destinations).values({ airportCode: "XXX", cityAr: "مدينة", cityEn: "Nowhere", countryAr: "بلد", countryEn: "Land", sortOrder: 99 });
      expect((await list()).find((d) => d.code === "XXX")).toMatchObject({ fromPrice: null, origin: null, originCity: null, date: null });
    });
  });
}
