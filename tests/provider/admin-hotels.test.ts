// Admin hotels (issue 24 point 1) on PGlite and Postgres: the shared contract refuses bad input on its fields with
// nothing stored, guests get 401 and travellers 403, a hotel with room types is written and audited, the search, the
// details and the booking price the nights alike (weekend price, a priced range, a closed night), a price changed
// afterwards leaves the booking's amounts alone, and archiving hides a hotel from search while its bookings stay.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hotelRequest, roomTypeRequest, type AdminHotel } from "@/provider/contracts/admin-hotels";
import { dateRuleRequest } from "@/provider/contracts/date-rules";
import { hotelDetails, hotelSearchResponse, stayReservationResponse } from "@/provider/contracts/stays";
import { priceLines } from "@/provider/contracts/taxes";
import { auditLog, hotels, reservations } from "@/provider/db/schema";
import { seedCities } from "@/provider/db/seed/stays";
import { nightPrices } from "@/provider/bookings/date-rules";
import { adminToken, travelerToken } from "./call";
import { onEachDatabase } from "./fixtures";
import { errorOf } from "./flight-fixtures";
import { addDays, hotelBooking, hotelsCall, nextWeekday } from "./stays-fixtures";

const hotelBody = (overrides: Record<string, unknown> = {}) => ({
  nameAr: "فندق النخيل الإداري",
  nameEn: "Palm Admin Hotel",
  descriptionAr: "فندق قرب البحر",
  descriptionEn: "A hotel by the sea",
  city: "jeddah",
  addressAr: "الكورنيش",
  addressEn: "Corniche Road",
  stars: 4,
  lat: 21.5,
  lng: 39.17,
  landmark: "corniche",
  landmarkKm: 0.4,
  airportKm: 22,
  amenities: ["wifi", "pool", "wifi"],
  photos: ["/uploads/abc.jpg", null, "/images/stays/hotel-1.jpg"],
  checkInTime: "15:00",
  checkOutTime: "12:00",
  policiesAr: "لا يسمح بالحيوانات الأليفة",
  policiesEn: "No pets.",
  ...overrides,
});

const roomBody = (overrides: Record<string, unknown> = {}) => ({
  nameAr: "غرفة مطلة على البحر",
  nameEn: "Sea View Room",
  bedType: "king",
  board: "breakfast",
  sizeSqm: 32,
  adults: 2,
  children: 1,
  units: 2,
  photo: null,
  nightlyPrice: 40_000,
  weekendPrice: 55_000,
  refundable: true,
  freeCancellationDays: 2,
  ...overrides,
});

describe("the shared contract", () => {
  it("refuses each bad field with its message key", () => {
    const bad = hotelRequest.safeParse(hotelBody({ stars: 6, photos: [], checkInTime: "25:00", lat: 100, amenities: ["casino"] }));
    expect(bad.success).toBe(false);
    const fields = Object.fromEntries(bad.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(fields).toMatchObject({
      stars: "starsInvalid",
      photos: "photosRequired",
      checkInTime: "timeInvalid",
      lat: "latitudeInvalid",
      amenities: "amenitiesInvalid",
    });
    const room = roomTypeRequest.safeParse(roomBody({ adults: 10, children: 5, refundable: true, freeCancellationDays: "" }));
    expect(room.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["children", "roomTooLarge"],
      ["freeCancellationDays", "freeDaysRequired"],
    ]);
    const rate = dateRuleRequest.safeParse({ fromDate: "2030-05-10", toDate: "2030-05-09", closed: false, price: "" });
    expect(rate.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["toDate", "dateRangeInvalid"],
      ["price", "priceInvalid"],
    ]);
    // A closed range keeps no price, a non-refundable room no free period.
    expect(dateRuleRequest.parse({ fromDate: "2030-05-10", toDate: "2030-05-10", closed: true, price: 9 }).price).toBeNull();
    expect(roomTypeRequest.parse(roomBody({ refundable: false, freeCancellationDays: 3 })).freeCancellationDays).toBeNull();
  });

  it("prices nights by range, then weekend, then nightly, and refuses a closed night", () => {
    const thursday = "2030-05-09";
    const rules = [
      { fromDate: "2030-05-11", toDate: "2030-05-11", closed: false, price: 70_000 },
      { fromDate: "2030-05-13", toDate: "2030-05-14", closed: true, price: null },
    ];
    // Thu, Fri (weekend), Sat (priced range), Sun (nightly).
    expect(nightPrices({ nightlyPrice: 40_000, weekendPrice: 55_000 }, rules, thursday, addDays(thursday, 4))).toEqual([55_000, 55_000, 70_000, 40_000]);
    expect(nightPrices({ nightlyPrice: 40_000, weekendPrice: null }, rules, thursday, addDays(thursday, 2))).toEqual([40_000, 40_000]);
    expect(nightPrices({ nightlyPrice: 40_000, weekendPrice: 55_000 }, rules, "2030-05-12", "2030-05-14")).toBeNull();
    // Check-out on a closed day is fine: its night is not stayed.
    expect(nightPrices({ nightlyPrice: 40_000, weekendPrice: 55_000 }, rules, "2030-05-12", "2030-05-13")).toEqual([40_000]);
  });
});

onEachDatabase("admin hotels", (t) => {
  let admin: string;
  let traveler: string;
  beforeAll(async () => {
    await seedCities(t.db.db);
    [admin, traveler] = await Promise.all([adminToken(), travelerToken()]);
  }, 60_000);
  const api = (path: string, options: Parameters<typeof hotelsCall>[1] = {}) => hotelsCall(path, { token: admin, ...options });
  const audits = async (entity: string) =>
    t.db.db.select({ action: auditLog.action, entityId: auditLog.entityId }).from(auditLog).where(eq(auditLog.entity, entity)).orderBy(auditLog.id);

  it("answers 401 to a guest and 403 to a traveller on every admin hotel operation", async () => {
    const ops: [string, string, unknown?][] = [
      ["GET", "api/Admin/Hotels"],
      ["GET", "api/Admin/Hotels/1"],
      ["POST", "api/Admin/Hotels", hotelBody()],
      ["PUT", "api/Admin/Hotels/1", hotelBody()],
      ["DELETE", "api/Admin/Hotels/1"],
      ["POST", "api/Admin/Hotels/1/Restore", {}],
      ["POST", "api/Admin/Hotels/1/RoomTypes", roomBody()],
      ["PUT", "api/Admin/RoomTypes/1", roomBody()],
      ["DELETE", "api/Admin/RoomTypes/1"],
      ["POST", "api/Admin/RoomTypes/1/Rates", { fromDate: "2030-01-01", toDate: "2030-01-02", closed: true }],
      ["DELETE", "api/Admin/RoomRates/1"],
    ];
    for (const [method, path, body] of ops) {
      expect((await hotelsCall(path, { method, body })).status, `${method} ${path}`).toBe(401);
      expect((await hotelsCall(path, { method, body, token: traveler })).status, `${method} ${path}`).toBe(403);
    }
  });

  it("refuses bad input with 400 on its fields and stores nothing", async () => {
    const before = (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(hotels))[0]!.n;
    const bad = await api("api/Admin/Hotels", { body: hotelBody({ nameEn: "", stars: 0 }) });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({ nameEn: "required", stars: "starsInvalid" });
    const unknownCity = await api("api/Admin/Hotels", { body: hotelBody({ city: "atlantis" }) });
    expect(unknownCity.status).toBe(400);
    expect(errorOf(unknownCity).fields).toEqual({ city: "destinationInvalid" });
    expect((await t.db.db.select({ n: sql<number>`count(*)::int` }).from(hotels))[0]!.n).toBe(before);
    expect(await audits("hotel")).toEqual([]);
  });

  it("adds a hotel with room types and date rules; search, details and booking price its nights alike; a later price change leaves the booking alone", async () => {
    const created = await api("api/Admin/Hotels", { body: hotelBody() });
    expect(created.status).toBe(201);
    const hotel = created.json as AdminHotel;
    expect(hotel).toMatchObject({
      nameEn: "Palm Admin Hotel",
      amenities: ["wifi", "pool"],
      photos: ["/uploads/abc.jpg", "/images/stays/hotel-1.jpg"],
      archived: false,
      roomTypes: [],
    });

    const withRoom = (await api(`api/Admin/Hotels/${hotel.id}/RoomTypes`, { body: roomBody() })).json as AdminHotel;
    const suite = (
      await api(`api/Admin/Hotels/${hotel.id}/RoomTypes`, {
        body: roomBody({ nameEn: "Suite", nameAr: "جناح", nightlyPrice: 90_000, weekendPrice: null, units: 1 }),
      })
    ).json as AdminHotel;
    expect(suite.roomTypes).toHaveLength(2);
    const room = withRoom.roomTypes[0]!;
    expect(room).toMatchObject({ adults: 2, children: 1, units: 2, nightlyPrice: 40_000, weekendPrice: 55_000, rates: [] });

    // Stay Wednesday → Sunday: Wed nightly, Thu and Fri weekend, Sat priced by a range.
    const wednesday = nextWeekday(3, 10);
    const saturday = addDays(wednesday, 3);
    const priced = await api(`api/Admin/RoomTypes/${room.id}/Rates`, { body: { fromDate: saturday, toDate: saturday, closed: false, price: 70_000 } });
    expect(priced.status).toBe(201);
    const closedDay = addDays(wednesday, 7);
    const closed = await api(`api/Admin/RoomTypes/${room.id}/Rates`, { body: { fromDate: closedDay, toDate: closedDay, closed: true, price: null } });
    expect((closed.json as AdminHotel).roomTypes[0]!.rates).toHaveLength(2);
    const overlap = await api(`api/Admin/RoomTypes/${room.id}/Rates`, {
      body: { fromDate: addDays(closedDay, -1), toDate: closedDay, closed: false, price: 1000 },
    });
    expect(overlap.status).toBe(409);
    expect(errorOf(overlap)).toMatchObject({ code: "ROOM_RATE_OVERLAPS", fields: { fromDate: "rateOverlaps" } });
    // A range removed twice at once (a double press): one removal, one audit entry, the other 404 (found by review).
    const spare = await api(`api/Admin/RoomTypes/${room.id}/Rates`, {
      body: { fromDate: addDays(closedDay, 30), toDate: addDays(closedDay, 30), closed: true, price: null },
    });
    const spareId = (spare.json as AdminHotel).roomTypes[0]!.rates.find((r) => r.fromDate === addDays(closedDay, 30))!.id;
    const removals = await Promise.all([1, 2].map(() => api(`api/Admin/RoomRates/${spareId}`, { method: "DELETE" })));
    expect(removals.map((r) => r.status).sort()).toEqual([200, 404]);
    expect((await audits("roomRate")).filter((a) => a.entityId === String(spareId) && a.action === "delete")).toHaveLength(1);

    const expectedBase = 40_000 + 55_000 * 2 + 70_000;
    const lines = priceLines(expectedBase, { kind: "hotel", country: "SA", roomNights: 4 });
    const search = hotelSearchResponse.parse(
      (await hotelsCall(`api/Hotels/Search?city=jeddah&checkIn=${wednesday}&checkOut=${addDays(wednesday, 4)}&guests=2&pageSize=50`)).json,
    );
    const found = search.items.find((item) => item.id === hotel.id)!;
    expect(found.cheapestRoom.roomTypeId).toBe(room.id);
    expect(found.cheapestRoom.quote).toMatchObject({ base: expectedBase, total: lines.total, perNight: expectedBase / 4 });
    const details = hotelDetails.parse((await hotelsCall(`api/Hotels/${hotel.id}?checkIn=${wednesday}&checkOut=${addDays(wednesday, 4)}`)).json);
    expect(details.rooms.find((r) => r.id === room.id)!.quote).toMatchObject({ base: expectedBase, total: lines.total });

    // The closed night: not in the search, no room left on the details, and the booking is refused.
    const closedStay = `checkIn=${addDays(closedDay, -1)}&checkOut=${addDays(closedDay, 1)}`;
    const closedSearch = hotelSearchResponse.parse((await hotelsCall(`api/Hotels/Search?city=jeddah&${closedStay}&guests=2&pageSize=50`)).json);
    expect(closedSearch.items.find((item) => item.id === hotel.id)?.cheapestRoom.roomTypeId).toBe(suite.roomTypes[1]!.id);
    const closedDetails = hotelDetails.parse((await hotelsCall(`api/Hotels/${hotel.id}?${closedStay}`)).json);
    expect(closedDetails.rooms.find((r) => r.id === room.id)!.roomsLeft).toBe(0);
    const refused = await hotelsCall("api/Reservations", { token: traveler, body: hotelBooking(room.id, addDays(closedDay, -1), addDays(closedDay, 1)) });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe("ROOM_SOLD_OUT");

    const booked = stayReservationResponse.parse(
      (await hotelsCall("api/Reservations", { token: traveler, body: hotelBooking(room.id, wednesday, addDays(wednesday, 4)) })).json,
    );
    expect(booked.breakdown).toMatchObject({ base: expectedBase, total: lines.total });

    // The admin doubles the prices and closes nothing new: the booking keeps what it was charged.
    const edited = await api(`api/Admin/RoomTypes/${room.id}`, { method: "PUT", body: roomBody({ nightlyPrice: 80_000, weekendPrice: 110_000 }) });
    expect(edited.status).toBe(200);
    const [stored] = await t.db.db.select({ base: reservations.base, total: reservations.total }).from(reservations).where(eq(reservations.id, booked.id));
    expect(stored).toEqual({ base: expectedBase, total: lines.total });
    const reread = stayReservationResponse.parse((await hotelsCall(`api/Reservations/${booked.id}`, { token: traveler })).json);
    expect(reread.breakdown.total).toBe(lines.total);

    // A unit the booking took cannot be removed; the free one can.
    const fewer = await api(`api/Admin/RoomTypes/${room.id}`, { method: "PUT", body: roomBody({ units: 0 }) });
    expect(fewer.status).toBe(400);
    const one = (await api(`api/Admin/RoomTypes/${room.id}`, { method: "PUT", body: roomBody({ units: 1 }) })).json as AdminHotel;
    expect(one.roomTypes[0]!.units).toBe(1);
    expect(one.roomTypes[0]!.reservationCount).toBe(1);

    expect((await audits("hotel")).map((a) => a.action)).toEqual(["create"]);
    expect((await audits("roomType")).map((a) => a.action)).toEqual(["create", "create", "update", "update"]);
    expect((await audits("roomRate")).map((a) => a.action)).toEqual(["create", "create", "create", "delete"]);
  });

  it("archives a hotel with bookings: gone from search and its page, kept in the list and for its bookings, and restored", async () => {
    const hotel = (await api("api/Admin/Hotels", { body: hotelBody({ nameEn: "Archive Me" }) })).json as AdminHotel;
    const room = ((await api(`api/Admin/Hotels/${hotel.id}/RoomTypes`, { body: roomBody() })).json as AdminHotel).roomTypes[0]!;
    const checkIn = nextWeekday(0, 20);
    const booked = stayReservationResponse.parse(
      (await hotelsCall("api/Reservations", { token: traveler, body: hotelBooking(room.id, checkIn, addDays(checkIn, 1)) })).json,
    );

    expect((await api(`api/Admin/Hotels/${hotel.id}`, { method: "DELETE" })).status).toBe(204);
    const search = hotelSearchResponse.parse(
      (await hotelsCall(`api/Hotels/Search?city=jeddah&checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&pageSize=50`)).json,
    );
    expect(search.items.map((item) => item.id)).not.toContain(hotel.id);
    expect((await hotelsCall(`api/Hotels/${hotel.id}`)).status).toBe(404);
    expect((await hotelsCall("api/Reservations", { token: traveler, body: hotelBooking(room.id, addDays(checkIn, 3), addDays(checkIn, 4)) })).status).toBe(404);
    expect((await hotelsCall(`api/Reservations/${booked.id}`, { token: traveler })).status).toBe(200);
    const listed = (await api(`api/Admin/Hotels?q=${encodeURIComponent("Archive Me")}`)).json as {
      items: { id: number; archived: boolean; reservationCount: number }[];
    };
    expect(listed.items).toEqual([expect.objectContaining({ id: hotel.id, archived: true, reservationCount: 1 })]);

    const restored = (await api(`api/Admin/Hotels/${hotel.id}/Restore`, { body: {} })).json as AdminHotel;
    expect(restored.archived).toBe(false);
    // Archiving the room type alone takes it off sale too.
    const archivedRoom = (await api(`api/Admin/RoomTypes/${room.id}`, { method: "DELETE" })).json as AdminHotel;
    expect(archivedRoom.roomTypes[0]).toMatchObject({ archived: true, reservationCount: 1 });
    expect((await hotelsCall("api/Reservations", { token: traveler, body: hotelBooking(room.id, addDays(checkIn, 3), addDays(checkIn, 4)) })).status).toBe(404);
    expect((await audits("hotel")).filter((a) => a.entityId === String(hotel.id)).map((a) => a.action)).toEqual(["create", "archive", "restore"]);
    expect((await audits("roomType")).filter((a) => a.entityId === String(room.id)).map((a) => a.action)).toContain("archive");
  });
});
