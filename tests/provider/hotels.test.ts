// The hotels service on PGlite and Postgres: search validation and results on the demo seed's catalogue, details
// with availability, booking a room (weekend prices, price lines, terms), adjacent and overlapping stays, pay,
// cancel with the first night's fee through the booking core's shared paths, All Reservations and favorites.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hotelDetails, hotelSearchResponse, stayReservationResponse } from "@/provider/contracts/stays";
import { priceLines } from "@/provider/contracts/taxes";
import { hotelRoomTypes, hotels, reservations } from "@/provider/db/schema";
import { seedCities, seedHotels } from "@/provider/db/seed/stays";
import { createUsers, errorOf, onEachDatabase, request, type TestUser } from "./flight-fixtures";
import { addDays, createHotel, hotelBooking, hotelsCall, nextWeekday, riyadhDate } from "./stays-fixtures";

/** Prices in the fixtures' Saudi cities: the 5 % fee and VAT 15 %. */
const saudiLines = (base: number) => priceLines(base, { kind: "hotel", country: "SA" });

const CARD = { cardNumber: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", holderName: "LAYLA HASSAN" };
const pay = (id: string, token: string) => hotelsCall(`api/Reservations/${id}/Pay`, { token, body: CARD, headers: { "idempotency-key": `pay-${id}` } });

onEachDatabase("hotels", (t) => {
  let user: TestUser;
  beforeAll(async () => {
    await seedCities(t.db.db);
    await seedHotels(t.db.db);
    [user] = (await createUsers(t.db.db, 1)) as [TestUser];
  }, 120_000);

  describe("search", () => {
    const q = (params: Record<string, string>) => hotelsCall(`api/Hotels/Search?${new URLSearchParams(params)}`);

    it("refuses a check-out not after check-in, a past check-in and a missing city on their fields", async () => {
      const inTen = riyadhDate(10);
      const after = await q({ city: "riyadh", checkIn: inTen, checkOut: inTen });
      expect(after.status).toBe(400);
      expect(errorOf(after).fields).toEqual({ checkOut: "checkOutBeforeCheckIn" });
      const before = await q({ city: "riyadh", checkIn: riyadhDate(10), checkOut: riyadhDate(8) });
      expect(errorOf(before).fields?.checkOut).toBe("checkOutBeforeCheckIn");
      const past = await q({ city: "riyadh", checkIn: riyadhDate(-1), checkOut: riyadhDate(2) });
      expect(errorOf(past).fields).toEqual({ checkIn: "dateInPast" });
      const noCity = await q({ checkIn: riyadhDate(3), checkOut: riyadhDate(5) });
      expect(errorOf(noCity).fields).toEqual({ city: "destinationRequired" });
      const long = await q({ city: "riyadh", checkIn: riyadhDate(3), checkOut: riyadhDate(40) });
      expect(errorOf(long).fields).toEqual({ checkOut: "stayTooLong" });
    });

    it("answers the city's hotels with nights, the stay's price lines and rooms left, in the caller's language", async () => {
      const checkIn = nextWeekday(3, 5); // a Wednesday: Wed, Thu, Fri nights
      const r = await hotelsCall(`api/Hotels/Search?city=riyadh&checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&guests=2`, { locale: "ar" });
      expect(r.status).toBe(200);
      const body = hotelSearchResponse.parse(r.json);
      expect(body.nights).toBe(3);
      expect(body.weekendNights).toBe(2);
      expect(body.total).toBe(4);
      for (const h of body.items) {
        const room = h.cheapestRoom;
        expect(room.quote.base).toBe(room.nightlyPrice + 2 * room.weekendPrice);
        expect(room.quote).toMatchObject({ ...saudiLines(room.quote.base), nights: 3, weekendNights: 2 });
        expect(h.roomsLeft).toBeGreaterThan(0);
        expect(h.city.name).toBe("الرياض");
      }
    });

    it("answers a city's facets: amenities and stars with counts, the nightly price range", async () => {
      const r = await hotelsCall("api/Hotels/Facets?city=makkah");
      expect(r.status).toBe(200);
      const body = r.json as { amenities: { key: string; count: number }[]; stars: { stars: number; count: number }[]; price: { min: number; max: number } };
      expect(body.stars.reduce((n, s) => n + s.count, 0)).toBe(5);
      expect(body.amenities.map((a) => a.key)).toContain("wifi");
      expect(body.price.min).toBeLessThan(body.price.max);
      // The largest room of the city, which tells a party too big for the rooms asked for how many it needs.
      const [largest] = await t.db.db
        .select({ n: sql<number>`max(${hotelRoomTypes.capacity})::int` })
        .from(hotelRoomTypes)
        .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
        .where(eq(hotels.city, "makkah"));
      expect(largest!.n).toBeGreaterThan(1);
      expect((r.json as { largestParty: number }).largestParty).toBe(largest!.n);
      expect(errorOf(await hotelsCall("api/Hotels/Facets")).fields).toEqual({ city: "destinationRequired" });
    });

    it("filters by stars and sorts by price", async () => {
      const r = await hotelsCall(`api/Hotels/Search?city=makkah&checkIn=${riyadhDate(20)}&checkOut=${riyadhDate(22)}&sort=price-asc&stars=4,5`);
      const body = hotelSearchResponse.parse(r.json);
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items.every((h) => h.stars >= 4)).toBe(true);
      const prices = body.items.map((h) => h.cheapestRoom.quote.base);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  });

  it("answers an unknown hotel with 404 HOTEL_NOT_FOUND in the caller's language", async () => {
    const ar = await hotelsCall("api/Hotels/999999", { locale: "ar" });
    expect(ar.status).toBe(404);
    expect(ar.json).toEqual({ code: "HOTEL_NOT_FOUND", message: "الفندق غير موجود" });
    expect((await hotelsCall("api/Hotels/abc")).json).toEqual({ code: "HOTEL_NOT_FOUND", message: "Hotel not found" });
  });

  describe("booking", () => {
    it("books the last room; an overlapping stay is refused, an adjacent one succeeds; details count what is left", async () => {
      const { hotelId, roomTypeId } = await createHotel(t.db.db, { units: 1 });
      const checkIn = nextWeekday(3, 6);
      const first = await hotelsCall("api/Reservations", { token: user.token, body: hotelBooking(roomTypeId, checkIn, addDays(checkIn, 2)) });
      expect(first.status).toBe(201);
      const stay = stayReservationResponse.parse(first.json);
      // Wednesday night at 400 SAR, Thursday night at the weekend's 500 SAR.
      expect(stay.breakdown).toMatchObject({ nights: 2, weekendNights: 1, base: 90_000, ...{ serviceFee: 4_500, tax: 14_175, total: 108_675 } });
      expect(stay.stay.room?.number).toBe("101");
      expect(stay.cancellationTerms.feeAmount).toBe(saudiLines(40_000).total);

      const overlap = await hotelsCall("api/Reservations", { token: user.token, body: hotelBooking(roomTypeId, addDays(checkIn, 1), addDays(checkIn, 3)) });
      expect(overlap.status).toBe(409);
      expect(errorOf(overlap).code).toBe("ROOM_SOLD_OUT");
      const adjacent = await hotelsCall("api/Reservations", { token: user.token, body: hotelBooking(roomTypeId, addDays(checkIn, 2), addDays(checkIn, 4)) });
      expect(adjacent.status).toBe(201);

      const details = hotelDetails.parse((await hotelsCall(`api/Hotels/${hotelId}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}`)).json);
      expect(details.rooms[0]!.roomsLeft).toBe(0);
      const later = hotelDetails.parse((await hotelsCall(`api/Hotels/${hotelId}?checkIn=${addDays(checkIn, 4)}&checkOut=${addDays(checkIn, 5)}`)).json);
      expect(later.rooms[0]!.roomsLeft).toBe(1);
    });

    it("refuses more guests than the room sleeps, and an unknown room", async () => {
      const { roomTypeId } = await createHotel(t.db.db, { capacity: 2 });
      const many = await hotelsCall("api/Reservations", { token: user.token, body: hotelBooking(roomTypeId, riyadhDate(5), riyadhDate(6), { guests: 3 }) });
      expect(many.status).toBe(400);
      expect(errorOf(many).fields).toEqual({ guests: "tooManyGuests" });
      const unknown = await hotelsCall("api/Reservations", { token: user.token, body: hotelBooking(999_999, riyadhDate(5), riyadhDate(6)) });
      expect(unknown.status).toBe(404);
      expect(errorOf(unknown).code).toBe("ROOM_NOT_FOUND");
    });

    it("pays, shows the voucher, quotes one night's fee inside the non-free period and cancels: the room is for sale again", async () => {
      const { hotelId, roomTypeId } = await createHotel(t.db.db, { units: 1, freeDays: 3, weekend: null });
      const checkIn = riyadhDate(2); // already inside the 3 days before check-in
      const booked = stayReservationResponse.parse(
        (await hotelsCall("api/Reservations", { token: user.token, body: hotelBooking(roomTypeId, checkIn, addDays(checkIn, 2)) })).json,
      );
      expect(booked.cancellationTerms.freeUntil).toBeNull();
      expect((await hotelsCall(`api/Reservations/${booked.id}/Voucher`, { token: user.token })).status).toBe(409);
      const paid = await pay(booked.id, user.token);
      expect(paid.status).toBe(200);
      expect(stayReservationResponse.parse(paid.json)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
      const voucher = await hotelsCall(`api/Reservations/${booked.id}/Voucher`, { token: user.token });
      expect(voucher.status).toBe(200);

      const quote = (await hotelsCall(`api/Reservations/${booked.id}/Cancellation`, { token: user.token })).json as {
        allowed: boolean;
        fee: number;
        refund: number;
      };
      const fee = saudiLines(40_000).total;
      expect(quote).toMatchObject({ allowed: true, fee, refund: booked.breakdown.total - fee });
      const cancelled = stayReservationResponse.parse((await hotelsCall(`api/Reservations/${booked.id}/Cancel`, { method: "POST", token: user.token })).json);
      expect(cancelled).toMatchObject({ status: "cancelled", paymentStatus: "refunded", cancellationFee: fee, refundAmount: booked.breakdown.total - fee });
      const again = await hotelsCall(`api/Hotels/${hotelId}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`);
      expect(hotelDetails.parse(again.json).rooms[0]!.roomsLeft).toBe(1);
    });

    it("a free cancellation before the deadline costs nothing; an expired hold frees the room", async () => {
      const { roomTypeId } = await createHotel(t.db.db, { units: 1, freeDays: 2 });
      const checkIn = riyadhDate(30);
      const booked = stayReservationResponse.parse(
        (await hotelsCall("api/Reservations", { token: user.token, body: hotelBooking(roomTypeId, checkIn, addDays(checkIn, 1)) })).json,
      );
      expect(booked.cancellationTerms.freeUntil).not.toBeNull();
      await pay(booked.id, user.token);
      const quote = (await hotelsCall(`api/Reservations/${booked.id}/Cancellation`, { token: user.token })).json as { fee: number; refund: number };
      expect(quote).toMatchObject({ fee: 0, refund: booked.breakdown.total });

      const other = stayReservationResponse.parse(
        (await hotelsCall("api/Reservations", { token: user.token, body: hotelBooking(roomTypeId, addDays(checkIn, 3), addDays(checkIn, 4)) })).json,
      );
      await t.db.db
        .update(reservations)
        .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
        .where(eq(reservations.id, other.id));
      const retry = await hotelsCall("api/Reservations", { token: user.token, body: hotelBooking(roomTypeId, addDays(checkIn, 3), addDays(checkIn, 4)) });
      expect(retry.status).toBe(201);
    });

    it("another user's reservation is not found; the hotel reservation is in All Reservations", async () => {
      const { roomTypeId } = await createHotel(t.db.db);
      const booked = stayReservationResponse.parse(
        (await hotelsCall("api/Reservations", { token: user.token, body: hotelBooking(roomTypeId, riyadhDate(40), riyadhDate(41)) })).json,
      );
      const [stranger] = await createUsers(t.db.db, 1);
      expect((await hotelsCall(`api/Reservations/${booked.id}`, { token: stranger!.token })).status).toBe(404);
      const list = (await request("api/Reservations", { token: user.token })).json as { id: string; kind: string }[];
      expect(list.find((r) => r.id === booked.id)?.kind).toBe("hotel");
    });
  });

  it("keeps favorite hotels: add, already there, list, remove", async () => {
    const { hotelId } = await createHotel(t.db.db);
    const added = await hotelsCall("api/Favorites", { token: user.token, body: { id: hotelId } });
    expect(added.status).toBe(201);
    expect((await hotelsCall("api/Favorites", { token: user.token, body: { id: hotelId } })).json).toMatchObject({ code: "ALREADY_IN_FAVORITES" });
    expect((await hotelsCall("api/Favorites", { token: user.token, body: { id: 999_999 } })).status).toBe(404);
    const list = (await hotelsCall("api/Favorites", { token: user.token })).json as { id: number; kind: string }[];
    expect(list.map((f) => [f.kind, f.id])).toContainEqual(["hotel", hotelId]);
    expect((await hotelsCall(`api/Favorites/${hotelId}`, { method: "DELETE", token: user.token })).status).toBe(204);
    expect((await hotelsCall("api/Favorites", { token: user.token })).json).toEqual([]);
  });
});
