// Admin flight writes make the destinations' "from" prices and the cached search answers stale; reading the admin
// lists does not.
import { describe, expect, it } from "vitest";
import { publicTagsForWrite } from "./public-content";

describe("public tags after admin flight writes", () => {
  it("revalidates the destinations and the flight search answers after adding, editing or cancelling a flight", () => {
    expect(publicTagsForWrite("POST", "flight-backend", "api/Admin/Flights")).toEqual(["content:destinations", "search:flights"]);
    expect(publicTagsForWrite("PUT", "flight-backend", "api/Admin/Flights/6f1c2a8e-0000-4000-8000-000000000001")).toEqual([
      "content:destinations",
      "search:flights",
    ]);
    expect(publicTagsForWrite("POST", "flight-backend", "api/Admin/Flights/6f1c2a8e-0000-4000-8000-000000000001/Cancel")).toEqual([
      "content:destinations",
      "search:flights",
    ]);
  });

  it("leaves the cache alone for reads and for bookings", () => {
    expect(publicTagsForWrite("GET", "flight-backend", "api/Admin/Flights")).toEqual([]);
    expect(publicTagsForWrite("POST", "flight-backend", "api/Reservations")).toEqual([]);
  });
});
