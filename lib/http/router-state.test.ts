import { describe, expect, it } from "vitest";
import { isValidRouterStateHeader } from "./router-state";

// The shape Next 16.4's client sends for /en/about-us (a dynamic [locale] segment; e2e checks real navigations).
const REAL = encodeURIComponent(
  JSON.stringify([
    "",
    { children: [["locale", "en", "d", null], { children: ["about-us", { children: ["__PAGE__", {}, null, null] }, null, null] }, null, null] },
    null,
    null,
    16,
  ]),
);

describe("isValidRouterStateHeader", () => {
  it("accepts no header and a state Next's client sends", () => {
    expect(isValidRouterStateHeader(null)).toBe(true);
    expect(isValidRouterStateHeader(REAL)).toBe(true);
  });

  it("refuses what made Next answer 500: not JSON, bad escapes, the wrong shape, too long", () => {
    expect(isValidRouterStateHeader("garbage")).toBe(false);
    expect(isValidRouterStateHeader("%ff")).toBe(false);
    expect(isValidRouterStateHeader("%5B1%5D")).toBe(false);
    expect(isValidRouterStateHeader(encodeURIComponent(JSON.stringify({ children: [] })))).toBe(false);
    expect(isValidRouterStateHeader(encodeURIComponent(JSON.stringify(["", {}, null, "nonsense"])))).toBe(false);
    expect(isValidRouterStateHeader(`[${'"",'.repeat(20_001)}{}]`)).toBe(false);
  });
});
