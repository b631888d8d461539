import { describe, expect, it } from "vitest";
import { localizedPath, unlocalizedPath } from "./paths";

describe("localizedPath (as next-intl's getPathname spelled them)", () => {
  it("leaves Arabic unprefixed and prefixes English", () => {
    expect(localizedPath("/", "ar")).toBe("/");
    expect(localizedPath("/", "en")).toBe("/en");
    expect(localizedPath("/about-us", "en")).toBe("/en/about-us");
    expect(localizedPath("/flight/42/booking", "ar")).toBe("/flight/42/booking");
  });

  it("keeps the query and hash after the prefix", () => {
    expect(localizedPath("/?from=RUH", "en")).toBe("/en?from=RUH");
    expect(localizedPath("/#top", "en")).toBe("/en#top");
    expect(localizedPath("/flight-search?from=RUH&to=JED", "en")).toBe("/en/flight-search?from=RUH&to=JED");
    expect(localizedPath({ pathname: "/login", query: { redirect: "/en/profile", tag: ["a", "b"] } }, "en")).toBe(
      "/en/login?redirect=%2Fen%2Fprofile&tag=a&tag=b",
    );
  });

  it("gives Arabic its prefix when forced", () => {
    expect(localizedPath("/about-us", "ar", true)).toBe("/ar/about-us");
  });
});

describe("unlocalizedPath", () => {
  it("strips a locale prefix and nothing else", () => {
    expect(unlocalizedPath("/en")).toBe("/");
    expect(unlocalizedPath("/en/about-us")).toBe("/about-us");
    expect(unlocalizedPath("/ar/profile")).toBe("/profile");
    expect(unlocalizedPath("/about-us")).toBe("/about-us");
    expect(unlocalizedPath("/english-page")).toBe("/english-page");
    expect(unlocalizedPath("/")).toBe("/");
  });
});
