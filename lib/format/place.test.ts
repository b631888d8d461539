import { describe, expect, it } from "vitest";
import { addressInCity, placeName } from "./place";

describe("placeName", () => {
  it("joins city and country with the language's comma", () => {
    expect(placeName("الرياض", "السعودية", "ar")).toBe("الرياض، السعودية");
    expect(placeName("Riyadh", "Saudi Arabia", "en")).toBe("Riyadh, Saudi Arabia");
    expect(placeName("Riyadh", "", "en")).toBe("Riyadh");
  });
});

describe("addressInCity", () => {
  it("names the city once when the address already ends with it (issue 22, point 11)", () => {
    expect(addressInCity("Al Rawdah, Jeddah", "Jeddah", "en")).toBe("Al Rawdah, Jeddah");
    expect(addressInCity("حي الروضة، جدة", "جدة", "ar")).toBe("حي الروضة، جدة");
    expect(addressInCity("Corniche Road, jeddah", "Jeddah", "en")).toBe("Corniche Road, jeddah");
  });

  it("adds the city, with the language's comma, to an address without it", () => {
    expect(addressInCity("Olaya", "Riyadh", "en")).toBe("Olaya, Riyadh");
    expect(addressInCity("العليا", "الرياض", "ar")).toBe("العليا، الرياض");
    // A street named after another city is not that city.
    expect(addressInCity("Jeddah Road 12", "Jeddah", "en")).toBe("Jeddah Road 12, Jeddah");
    expect(addressInCity("", "Riyadh", "en")).toBe("Riyadh");
  });
});
