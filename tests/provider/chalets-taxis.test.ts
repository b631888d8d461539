// The chalets and taxis services on PGlite and Postgres: search validation (a taxi without a time is refused on
// its field), results and prices on the demo seed (weekend nights, the transfer's lines), booking and what stays for
// sale, pay and cancel through the booking core's shared paths, favorite chalets.
import { beforeAll, describe, expect, it } from "vitest";
import { priceLines } from "@/provider/contracts/taxes";
import { chaletDetails, chaletSearchResponse, stayReservationResponse } from "@/provider/contracts/stays";
import { taxiReservationResponse, transferPlacesResponse, transferSearchResponse } from "@/provider/contracts/taxis";
import { seedFlightCatalogue } from "@/provider/db/seed/flights";
import { seedChalets, seedCities, seedTaxiTransfers } from "@/provider/db/seed/stays";
import { createUsers, errorOf, onEachDatabase, request, type TestUser } from "./flight-fixtures";
import { addDays, chaletBooking, chaletsCall, createChalet, createTransfer, nextWeekday, riyadhDate, taxiBooking, taxisCall } from "./stays-fixtures";

/** Prices in the fixtures' Saudi cities: the 5 % fee and VAT 15 %. */
const saudiLines = (base: number) => priceLines(base, { kind: "hotel", country: "SA" });

const CARD = { cardNumber: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", holderName: "LAYLA HASSAN" };

onEachDatabase("chalets and taxis", (t) => {
  let user: TestUser;
  beforeAll(async () => {
    await seedFlightCatalogue(t.db.db);
    await seedCities(t.db.db);
    await seedChalets(t.db.db);
    await seedTaxiTransfers(t.db.db);
    [user] = (await createUsers(t.db.db, 1)) as [TestUser];
  }, 120_000);

  describe("chalets", () => {
    it("refuses check-in after check-out on its field, and searches with weekend nights priced", async () => {
      const bad = await chaletsCall(`api/Chalets/Search?city=abha&checkIn=${riyadhDate(9)}&checkOut=${riyadhDate(7)}`);
      expect(bad.status).toBe(400);
      expect(errorOf(bad).fields).toEqual({ checkOut: "checkOutBeforeCheckIn" });
      const thursday = nextWeekday(4, 4);
      const r = await chaletsCall(`api/Chalets/Search?city=abha&checkIn=${thursday}&checkOut=${addDays(thursday, 2)}&guests=6&sort=price-asc`, {
        locale: "ar",
      });
      const body = chaletSearchResponse.parse(r.json);
      expect(body).toMatchObject({ nights: 2, weekendNights: 2, total: 3 });
      for (const c of body.items) {
        expect(c.quote).toMatchObject(saudiLines(2 * c.weekendPrice));
        expect(c.rules.securityDeposit).toBeGreaterThan(0);
      }
      const prices = body.items.map((c) => c.quote!.base);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it("books a weekend; the chalet leaves the search for those nights, a following stay still books; pay and cancel", async () => {
      const id = await createChalet(t.db.db);
      const thursday = nextWeekday(4, 10);
      const r = await chaletsCall("api/Reservations", { token: user.token, body: chaletBooking(id, thursday, addDays(thursday, 2)) });
      expect(r.status).toBe(201);
      const booked = stayReservationResponse.parse(r.json);
      expect(booked.breakdown).toMatchObject({ nights: 2, weekendNights: 2, base: 300_000, securityDeposit: 50_000, total: saudiLines(300_000).total });
      expect(booked.stay.rules).toMatchObject({ familiesOnly: true, quietHours: { from: "23:00", to: "08:00" } });
      expect(booked.cancellationTerms.feeAmount).toBe(saudiLines(150_000).total);

      const overlap = await chaletsCall("api/Reservations", { token: user.token, body: chaletBooking(id, addDays(thursday, 1), addDays(thursday, 3)) });
      expect(overlap.status).toBe(409);
      expect(errorOf(overlap).code).toBe("CHALET_UNAVAILABLE");
      expect((await chaletsCall("api/Reservations", { token: user.token, body: chaletBooking(id, addDays(thursday, 2), addDays(thursday, 3)) })).status).toBe(
        201,
      );
      const details = chaletDetails.parse((await chaletsCall(`api/Chalets/${id}?checkIn=${thursday}&checkOut=${addDays(thursday, 1)}`)).json);
      expect(details.available).toBe(false);

      const paid = await chaletsCall(`api/Reservations/${booked.id}/Pay`, {
        token: user.token,
        body: CARD,
        headers: { "idempotency-key": `pay-${booked.id}` },
      });
      expect(paid.status).toBe(200);
      // More than 3 days ahead: still free.
      const quote = (await chaletsCall(`api/Reservations/${booked.id}/Cancellation`, { token: user.token })).json;
      expect(quote).toMatchObject({ allowed: true, fee: 0, refund: booked.breakdown.total });
      const cancelled = await chaletsCall(`api/Reservations/${booked.id}/Cancel`, { method: "POST", token: user.token });
      expect(stayReservationResponse.parse(cancelled.json)).toMatchObject({ status: "cancelled", refundAmount: booked.breakdown.total });
      expect(chaletDetails.parse((await chaletsCall(`api/Chalets/${id}?checkIn=${thursday}&checkOut=${addDays(thursday, 1)}`)).json).available).toBe(true);
    });

    it("answers a city's chalet facets", async () => {
      const body = (await chaletsCall("api/Chalets/Facets?city=abha")).json as {
        amenities: { key: string }[];
        stars: unknown[];
        price: { min: number } | null;
      };
      expect(body.amenities.length).toBeGreaterThan(0);
      expect(body.stars).toEqual([]);
      expect(body.price?.min).toBeGreaterThan(0);
      expect((body as unknown as { largestParty: number }).largestParty).toBeGreaterThan(1);
      expect((await chaletsCall("api/Chalets/Facets?city=cairo")).json).toMatchObject({ price: null, largestParty: null });
    });

    it("keeps favorite chalets", async () => {
      const id = await createChalet(t.db.db);
      expect((await chaletsCall("api/Favorites", { token: user.token, body: { id } })).status).toBe(201);
      expect((await chaletsCall("api/Favorites", { token: user.token, body: { id } })).status).toBe(409);
      expect(((await chaletsCall("api/Favorites", { token: user.token })).json as { id: number }[]).map((f) => f.id)).toContain(id);
      expect((await chaletsCall(`api/Favorites/${id}`, { method: "DELETE", token: user.token })).status).toBe(204);
    });
  });

  describe("taxis", () => {
    it("refuses a search without a time, or without a date, on its field", async () => {
      const noTime = await taxisCall(`api/Transfers/Search?airport=RUH&area=olaya&date=${riyadhDate(3)}`);
      expect(noTime.status).toBe(400);
      expect(errorOf(noTime).fields).toEqual({ time: "timeRequired" });
      const noDate = await taxisCall(`api/Transfers/Search?airport=RUH&area=olaya&time=10:00`);
      expect(errorOf(noDate).fields).toEqual({ date: "dateRequired" });
      const past = await taxisCall(`api/Transfers/Search?airport=RUH&area=olaya&date=${riyadhDate(-1)}&time=10:00`);
      expect(errorOf(past).fields).toEqual({ date: "pickupTooSoon" });
    });

    it("lists places and answers the vehicles that fit the party, cheapest first", async () => {
      const places = transferPlacesResponse.parse((await taxisCall("api/Transfers/Places", { locale: "ar" })).json);
      expect(places.find((p) => p.airport.code === "JED")?.areas.map((a) => a.slug)).toContain("makkah-haram");
      const r = await taxisCall(`api/Transfers/Search?airport=RUH&area=olaya&date=${riyadhDate(3)}&time=14:30&passengers=5&bags=4`);
      const body = transferSearchResponse.parse(r.json);
      expect(body.items.map((i) => i.vehicleClass)).toEqual(["minivan", "van"]);
      expect(body.items[0]).toMatchObject({ passengerGroup: "4-7", meetAndGreet: true, vehiclesLeft: 4, quote: saudiLines(body.items[0]!.price) });
      expect(Date.parse(body.pickupAt) - Date.parse(body.freeCancellationUntil)).toBe(24 * 3_600_000);
    });

    it("books a transfer until the slot's vehicles are gone; cancelling gives one back; the taxi is in All Reservations", async () => {
      const id = await createTransfer(t.db.db, { vehicles: 2 });
      const date = riyadhDate(5);
      const book = (time: string) => taxisCall("api/Reservations", { token: user.token, body: taxiBooking(id, date, time) });
      const first = taxiReservationResponse.parse((await book("09:00")).json);
      expect(first).toMatchObject({ flightNumber: "SV1234", pickupLocal: { date, time: "09:00" }, breakdown: saudiLines(12_000) });
      expect((await book("09:20")).status).toBe(201);
      const third = await book("09:10");
      expect(third.status).toBe(409);
      expect(errorOf(third).code).toBe("TRANSFER_SOLD_OUT");
      expect((await book("09:30")).status).toBe(201);

      await taxisCall(`api/Reservations/${first.id}/Pay`, { token: user.token, body: CARD, headers: { "idempotency-key": `pay-${first.id}` } });
      const quote = (await taxisCall(`api/Reservations/${first.id}/Cancellation`, { token: user.token })).json;
      expect(quote).toMatchObject({ allowed: true, fee: 0, refund: first.breakdown.total });
      expect((await taxisCall(`api/Reservations/${first.id}/Cancel`, { method: "POST", token: user.token })).status).toBe(200);
      expect((await book("09:05")).status).toBe(201);
      const list = (await request("api/Reservations", { token: user.token })).json as { id: string; kind: string }[];
      expect(list.find((r) => r.id === first.id)?.kind).toBe("taxi");
    });

    it("a paid transfer inside 24 h of pickup costs its whole price to cancel", async () => {
      const id = await createTransfer(t.db.db);
      const soon = new Date(Date.now() + 3 * 3_600_000 + 5 * 3_600_000); // Riyadh wall clock, 5 h ahead
      const [date, time] = [soon.toISOString().slice(0, 10), soon.toISOString().slice(11, 16)];
      const booked = taxiReservationResponse.parse((await taxisCall("api/Reservations", { token: user.token, body: taxiBooking(id, date, time) })).json);
      expect(booked.cancellationTerms.freeUntil).toBeNull();
      await taxisCall(`api/Reservations/${booked.id}/Pay`, { token: user.token, body: CARD, headers: { "idempotency-key": `pay-${booked.id}` } });
      expect((await taxisCall(`api/Reservations/${booked.id}/Cancellation`, { token: user.token })).json).toMatchObject({
        fee: booked.breakdown.total,
        refund: 0,
      });
    });
  });
});
