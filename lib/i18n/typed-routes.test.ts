import { describe, expect, it } from "vitest";
import { pagePath, type Href } from "./typed-routes";

describe("typed routes", () => {
  it("builds a page's path from its pattern with each parameter encoded", () => {
    expect(pagePath("/flight/[id]/booking/reservation/[reservationId]/ticket", { id: 42, reservationId: "a b/c" })).toBe(
      "/flight/42/booking/reservation/a%20b%2Fc/ticket",
    );
    expect(pagePath("/about-us", {})).toBe("/about-us");
  });

  it("accepts the app's pages and refuses others (checked by tsc: an unused @ts-expect-error fails it)", () => {
    const id = "7";
    const good: Href[] = [
      "/",
      "/about-us",
      `/flight/${id}`,
      `/flight/${id}/booking?adults=1`,
      { pathname: "/favorites" },
      "/?from=RUH",
      { pathname: "/search", query: { category: "hotel" } },
    ];
    // @ts-expect-error no such page
    const nowhere: Href = "/nowhere";
    // @ts-expect-error a pattern's parameter needs a value
    pagePath("/flight/[id]", {});
    expect([...good, nowhere]).toHaveLength(8);
  });
});
