// The cancellation terms the details and search answers show before booking (a hotel room, a chalet, a transfer)
// are exactly the ones the booking then stores: made by one function per kind (provider/bookings/terms.ts). Before,
// a chalet's answer had none and a room's only its free-cancellation instant, not the fee after it.
import { beforeAll, describe, expect, it } from "vitest";
import { priceLines } from "@/provider/contracts/taxes";
import { chaletDetails, chaletSearchResponse, hotelDetails, stayReservationResponse } from "@/provider/contracts/stays";
import { taxiReservationResponse, transferSearchResponse } from "@/provider/contracts/taxis";
import { seedCities } from "@/provider/db/seed/stays";
import { createUsers, onEachDatabase, type TestUser } from "./flight-fixtures";

/** Prices in the fixtures' Saudi cities: the 5 % fee and VAT 15 %. */
const saudiLines = (base: number) => priceLines(base, { kind: "hotel", country: "SA" });
import {
  addDays,
  chaletBooking,
  chaletsCall,
  createChalet,
  createHotel,
  createTransfer,
  hotelBooking,
  hotelsCall,
  nextWeekday,
  riyadhDate,
  taxiBooking,
  taxisCall,
} from "./stays-fixtures";

onEachDatabase("terms before booking", (t) => {
  let user: TestUser;
  beforeAll(async () => {
    await seedCities(t.db.db);
    [user] = (await createUsers(t.db.db, 1)) as [TestUser];
  }, 120_000);

  describe("hotel rooms", () => {
    it("a refundable room: free until N days before check-in, then the first night (a Thursday at the weekend price), as booked", async () => {
      const { hotelId, roomTypeId } = await createHotel(t.db.db, { freeDays: 2, nightly: 40_000, weekend: 50_000 });
      const thursday = nextWeekday(4, 10);
      const room = hotelDetails.parse((await hotelsCall(`api/Hotels/${hotelId}?checkIn=${thursday}&checkOut=${addDays(thursday, 2)}`)).json).rooms[0]!;
      expect(room.cancellationTerms).toMatchObject({ feeAmount: saudiLines(50_000).total, feePercent: 0, freeUntil: room.freeCancellationUntil });
      expect(Date.parse(room.cancellationTerms!.deadline) - Date.parse(room.cancellationTerms!.freeUntil!)).toBe(2 * 86_400_000);
      const booked = await hotelsCall("api/Reservations", { token: user.token, body: hotelBooking(roomTypeId, thursday, addDays(thursday, 2)) });
      expect(stayReservationResponse.parse(booked.json).cancellationTerms).toEqual(room.cancellationTerms);
    });

    it("a non-refundable room: nothing back from booking on, as booked; without dates no terms", async () => {
      const { hotelId, roomTypeId } = await createHotel(t.db.db, { freeDays: null });
      const checkIn = riyadhDate(12);
      const room = hotelDetails.parse((await hotelsCall(`api/Hotels/${hotelId}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}`)).json).rooms[0]!;
      expect(room.cancellationTerms).toMatchObject({ freeUntil: null, feeAmount: null, feePercent: 100 });
      const booked = await hotelsCall("api/Reservations", { token: user.token, body: hotelBooking(roomTypeId, checkIn, addDays(checkIn, 1)) });
      expect(stayReservationResponse.parse(booked.json).cancellationTerms).toEqual(room.cancellationTerms);
      expect(hotelDetails.parse((await hotelsCall(`api/Hotels/${hotelId}`)).json).rooms[0]!.cancellationTerms).toBeNull();
    });
  });

  it("a chalet: the details and the search show the terms the booking stores (the first night's fee after the free days)", async () => {
    const id = await createChalet(t.db.db, { freeDays: 3 });
    const sunday = nextWeekday(0, 10);
    const query = `checkIn=${sunday}&checkOut=${addDays(sunday, 2)}`;
    const details = chaletDetails.parse((await chaletsCall(`api/Chalets/${id}?${query}`)).json);
    expect(details.cancellationTerms).toMatchObject({
      feeAmount: saudiLines(details.nightlyPrice).total,
      feePercent: 0,
      freeUntil: details.freeCancellationUntil,
    });
    const found = chaletSearchResponse
      .parse((await chaletsCall(`api/Chalets/Search?city=riyadh&${query}&guests=2&pageSize=50`)).json)
      .items.find((c) => c.id === id);
    expect(found?.cancellationTerms).toEqual(details.cancellationTerms);
    const booked = await chaletsCall("api/Reservations", { token: user.token, body: chaletBooking(id, sunday, addDays(sunday, 2)) });
    expect(stayReservationResponse.parse(booked.json).cancellationTerms).toEqual(details.cancellationTerms);
  });

  it("a transfer: the search shows the terms the booking stores (free until 24 h before pickup, then nothing back)", async () => {
    const transferId = await createTransfer(t.db.db, { area: "terms-area" });
    const date = riyadhDate(5);
    const search = transferSearchResponse.parse(
      (await taxisCall(`api/Transfers/Search?airport=RUH&area=terms-area&date=${date}&time=10:30&passengers=2&bags=2`)).json,
    );
    expect(search.cancellationTerms).toEqual({ deadline: search.pickupAt, freeUntil: search.freeCancellationUntil, feeAmount: null, feePercent: 100 });
    const booked = await taxisCall("api/Reservations", { token: user.token, body: taxiBooking(transferId, date, "10:30") });
    expect(taxiReservationResponse.parse(booked.json).cancellationTerms).toEqual(search.cancellationTerms);
  });
});
