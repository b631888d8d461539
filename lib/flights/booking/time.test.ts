import { describe, expect, it } from "vitest";
import { dayOffset, durationParts, localDay } from "./time";

describe("time helpers", () => {
  it("splits durations into hours and two-digit minutes", () => {
    expect(durationParts(125)).toEqual({ hours: 2, minutes: "05" });
    expect(durationParts(60)).toEqual({ hours: 1, minutes: "00" });
  });

  it("finds the local day and the arrival day offset across time zones", () => {
    expect(localDay("2026-06-15T22:30:00Z", "Asia/Riyadh")).toBe("2026-06-16");
    expect(dayOffset("2026-06-15T20:00:00Z", "Asia/Riyadh", "2026-06-15T22:30:00Z", "Asia/Riyadh")).toBe(1);
    expect(dayOffset("2026-06-15T08:00:00Z", "Asia/Riyadh", "2026-06-15T12:00:00Z", "Europe/London")).toBe(0);
  });
});
