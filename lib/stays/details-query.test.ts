import { describe, expect, it } from "vitest";
import { addDays } from "@/provider/contracts/flight-rules";
import { todayInRiyadh } from "@/provider/contracts/stay-rules";
import { guestsPerRoom, parseStayDetailsParams, stayDetailsQueryString } from "./details-query";

const day = (n: number) => addDays(todayInRiyadh(), n);

describe("parseStayDetailsParams", () => {
  it("reads valid dates, guests and rooms", () => {
    const p = parseStayDetailsParams({ checkIn: day(20), checkOut: day(22), guests: "3", rooms: "2", room: "14" });
    expect(p.dates).toEqual({ checkIn: day(20), checkOut: day(22) });
    expect(p).toMatchObject({ guests: 3, rooms: 2, roomId: 14, errors: {} });
  });

  it("without dates: no dates, 2 guests and 1 room, no errors", () => {
    expect(parseStayDetailsParams({})).toMatchObject({ dates: null, guests: 2, rooms: 1, roomId: null, errors: {} });
  });

  it("check-out before check-in: the message sits on check-out and nothing is priced", () => {
    const p = parseStayDetailsParams({ checkIn: day(22), checkOut: day(20) });
    expect(p.dates).toBeNull();
    expect(p.errors).toEqual({ checkOut: "checkOutBeforeCheckIn" });
    expect(p.input.checkIn).toBe(day(22));
  });

  it("one date alone asks for the other; past dates and wrong counts are refused", () => {
    expect(parseStayDetailsParams({ checkIn: day(5) }).errors).toEqual({ checkOut: "dateRequired" });
    expect(parseStayDetailsParams({ checkIn: day(-2), checkOut: day(1) }).errors.checkIn).toBe("dateInPast");
    expect(parseStayDetailsParams({ guests: "0" }).errors.guests).toBe("guestsRange");
    expect(parseStayDetailsParams({ rooms: "9" }).errors.rooms).toBe("roomsRange");
    expect(parseStayDetailsParams({ guests: "1", rooms: "2" }).errors.rooms).toBe("roomsExceedGuests");
  });

  it("ignores a malformed room id", () => {
    expect(parseStayDetailsParams({ room: "1;drop" }).roomId).toBeNull();
  });
});

describe("helpers", () => {
  it("splits guests over rooms, rounding up", () => {
    expect(guestsPerRoom(5, 2)).toBe(3);
    expect(guestsPerRoom(2, 1)).toBe(2);
  });
  it("builds the query without empty fields", () => {
    expect(stayDetailsQueryString({ checkIn: "2026-12-10", checkOut: "2026-12-12", guests: 2, rooms: 1, room: null })).toBe(
      "checkIn=2026-12-10&checkOut=2026-12-12&guests=2",
    );
    expect(stayDetailsQueryString({ guests: 4, rooms: 2, room: 7 })).toBe("guests=4&rooms=2&room=7");
  });
});
