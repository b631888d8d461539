import { describe, expect, it } from "vitest";
import { datedStayAddress, datedStayTarget } from "./stay-dates";

const q = (query: string) => new URLSearchParams(query);

describe("datedStayTarget", () => {
  it("sends an address with dates, guests, rooms or a room to the per-request page in its language", () => {
    expect(datedStayTarget("/hotel/12", q("checkIn=2026-12-01&checkOut=2026-12-03&guests=2"))).toEqual({ path: "/ar/hotel/12/dates", locale: "ar" });
    expect(datedStayTarget("/en/chalet/4", q("guests=3"))).toEqual({ path: "/en/chalet/4/dates", locale: "en" });
    expect(datedStayTarget("/ar/hotel/12/", q("room=7"))).toEqual({ path: "/ar/hotel/12/dates", locale: "ar" });
  });

  it("leaves the plain address, another query and other pages to the cached page", () => {
    expect(datedStayTarget("/hotel/12", q(""))).toBeNull();
    expect(datedStayTarget("/en/hotel/12", q("utm_source=news"))).toBeNull();
    expect(datedStayTarget("/hotel/12/reservation/abc", q("checkIn=2026-12-01"))).toBeNull();
    expect(datedStayTarget("/offer/12", q("checkIn=2026-12-01"))).toBeNull();
  });
});

describe("datedStayAddress", () => {
  it("names the stay's own address for the per-request page asked for directly", () => {
    expect(datedStayAddress("/hotel/12/dates")).toBe("/hotel/12");
    expect(datedStayAddress("/en/chalet/4/dates/")).toBe("/en/chalet/4");
    expect(datedStayAddress("/hotel/12")).toBeNull();
  });
});
