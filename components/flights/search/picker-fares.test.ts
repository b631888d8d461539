import { describe, expect, it } from "vitest";
import type { PriceCalendarDay } from "@/provider/contracts/flights";
import { fareNotes, fareWindowDate, inWindow, shortAmount } from "./picker-fares";

describe("fareWindowDate", () => {
  it("asks a month around its 16th, whose ±15 days are the month's first to last day", () => {
    expect(fareWindowDate("2027-03", "2026-11-27", "2027-11-28")).toBe("2027-03-16");
    for (const day of ["2027-03-01", "2027-03-31"]) expect(inWindow(day, "2027-03-16")).toBe(true);
    expect(inWindow("2027-02-28", "2027-03-16")).toBe(false);
    expect(inWindow("2027-04-01", "2027-03-16")).toBe(false);
  });

  it("asks the current month around the first day that may be picked, the last month never past the last one", () => {
    expect(fareWindowDate("2026-11", "2026-11-27", "2027-11-28")).toBe("2026-11-27");
    expect(fareWindowDate("2027-11", "2026-11-27", "2027-11-10")).toBe("2027-11-10");
  });
});

const day = (date: string, status: PriceCalendarDay["status"], minPrice: number | null = null, cheapest = false): PriceCalendarDay => ({
  date,
  status,
  minPrice,
  partyPrice: minPrice,
  cheapest,
});

describe("fareNotes", () => {
  const words = { short: (n: number) => String(n / 100), fare: (n: number) => `lowest fare SAR ${n / 100}`, cheapest: "cheapest", none: "no flights" };

  it("gives each priced day its fare, marks the cheapest, says a day without flights, and nothing of past days", () => {
    const notes = fareNotes(
      [day("2027-03-01", "past"), day("2027-03-02", "available", 45_000, true), day("2027-03-03", "available", 61_050), day("2027-03-04", "none")],
      words,
      ", ",
    );
    expect(notes.has("2027-03-01")).toBe(false);
    expect(notes.get("2027-03-02")).toEqual({ text: "450", label: "lowest fare SAR 450, cheapest", tone: "cheapest", amount: 45_000 });
    expect(notes.get("2027-03-03")).toEqual({ text: "610.5", label: "lowest fare SAR 610.5", tone: "fare", amount: 61_050 });
    expect(notes.get("2027-03-04")).toEqual({ text: "—", label: "no flights", tone: "none" });
  });
});

describe("shortAmount", () => {
  it("shows whole units, compact from ten thousand, in the page's own digits", () => {
    expect(shortAmount("en", 125_049)).toBe("1,250");
    expect(shortAmount("en", 1_234_500)).toBe("12.3K");
    expect(shortAmount("ar", 125_000)).toBe(new Intl.NumberFormat("ar").format(1250));
  });
});
