import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isKnownPage, KNOWN_PAGES } from "./known-paths";

/** The locale-less route of every page.tsx under app/[locale]/, e.g. "/flight/[id]/booking". */
function pageRoutes(dir: string, route = ""): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return pageRoutes(full, `${route}/${entry}`);
    return entry === "page.tsx" ? [route || "/"] : [];
  });
}

describe("known pages", () => {
  it("lists every page of app/[locale] except the 404 pages themselves", () => {
    const routes = pageRoutes(path.resolve("app/[locale]")).filter((route) => !route.startsWith("/page-not-found"));
    expect([...routes].sort()).toEqual([...KNOWN_PAGES].sort());
  });

  it("matches pages with their ids and nothing else", () => {
    expect(isKnownPage("/")).toBe(true);
    expect(isKnownPage("/flight/abc-123/booking/reservation/9/ticket")).toBe(true);
    expect(isKnownPage("/offer/4/reservation/abc")).toBe(true);
    expect(isKnownPage("/offer/4/reservation/abc/ticket")).toBe(true);
    expect(isKnownPage("/about-us/")).toBe(true);
    expect(isKnownPage("/no-such-page")).toBe(false);
    expect(isKnownPage("/flight")).toBe(false);
    expect(isKnownPage("/flight/1/2")).toBe(false);
    expect(isKnownPage("/page-not-found")).toBe(false);
  });
});
