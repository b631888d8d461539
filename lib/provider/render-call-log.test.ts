import { describe, expect, it } from "vitest";
import { repeatedReads } from "./render-call-log";

describe("repeatedReads", () => {
  it("names a read one render made twice, and nothing for reads of different renders, paths or writes", () => {
    const calls = [
      { render: "a", method: "GET", path: "/flight-backend/api/Flights/f1" },
      { render: "b", method: "GET", path: "/flight-backend/api/Flights/f1" },
      { render: "a", method: "GET", path: "/flight-backend/api/Flights/f1/Seats" },
      { render: "a", method: "POST", path: "/flight-backend/api/Reservations" },
      { render: "a", method: "POST", path: "/flight-backend/api/Reservations" },
      { render: "a", method: "GET", path: "/flight-backend/api/Flights/f1?x=1" },
    ];
    expect(repeatedReads(calls)).toEqual([]);
    expect(repeatedReads([...calls, { render: "a", method: "GET", path: "/flight-backend/api/Flights/f1" }])).toEqual([
      { render: "a", call: "GET /flight-backend/api/Flights/f1", times: 2 },
    ]);
  });
});
