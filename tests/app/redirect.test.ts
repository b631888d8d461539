import { describe, expect, it } from "vitest";
import { safeRedirect } from "@/lib/auth/redirect";
import { isSameOrigin } from "@/lib/http/origin";

describe("safeRedirect", () => {
  it.each([
    ["/admin/dashboard", "/admin/dashboard"],
    ["/en/flight/1?x=2#top", "/en/flight/1?x=2#top"],
    ["/search?category=hotel", "/search?category=hotel"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "http:/evil.example",
    "/%0d/evil",
    "/\t/evil.example",
    "",
    null,
    undefined,
  ])("refuses %s", (input) => {
    const result = safeRedirect(input as string | null | undefined, "/");
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(new URL(result, "http://site.test").host).toBe("site.test");
  });
});

describe("isSameOrigin", () => {
  const headers = (origin: string | null, host = "localhost:3000") => new Headers({ host, ...(origin ? { origin } : {}) });
  it("accepts the site's own origin", () => expect(isSameOrigin(headers("http://localhost:3000"))).toBe(true));
  it("refuses another origin", () => expect(isSameOrigin(headers("https://evil.example"))).toBe(false));
  it("refuses a missing or null origin", () => {
    expect(isSameOrigin(headers(null))).toBe(false);
    expect(isSameOrigin(headers("null"))).toBe(false);
  });
  it("refuses a look-alike host", () => expect(isSameOrigin(headers("http://localhost:3000.evil.example"))).toBe(false));
});
