import { describe, expect, it } from "vitest";
import { placeName } from "./place";

describe("placeName", () => {
  it("joins city and country with the language's comma", () => {
    expect(placeName("الرياض", "السعودية", "ar")).toBe("الرياض، السعودية");
    expect(placeName("Riyadh", "Saudi Arabia", "en")).toBe("Riyadh, Saudi Arabia");
    expect(placeName("Riyadh", "", "en")).toBe("Riyadh");
  });
});
