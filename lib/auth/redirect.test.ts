import { describe, expect, it } from "vitest";
import { postLoginPath } from "./post-login";
import { safeRedirect } from "./redirect";

// Issue 7: each of these answered `Location: //evil.example` (an open redirect) after sign-in.
const OFF_SITE = [
  "/.//evil.example",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "/ar//evil.example",
  "/en//evil.example",
  "/en/.//evil.example",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example",
];

describe("redirect targets never leave the site", () => {
  it.each(OFF_SITE)("safeRedirect(%s) and the post-login path stay on this site", (target) => {
    expect(safeRedirect(target, "/")).not.toMatch(/^\/\/|^\/\\|:\/\//);
    for (const locale of ["ar", "en"] as const) {
      const path = postLoginPath("User", target, locale);
      expect(path.startsWith("/")).toBe(true);
      expect(path).not.toMatch(/^\/\/|^\/\\/);
      expect(new URL(path, "https://rahhal.example").host).toBe("rahhal.example");
    }
  });

  it("keeps ordinary targets", () => {
    expect(postLoginPath("User", "/favorites?x=1", "ar")).toBe("/favorites?x=1");
    expect(postLoginPath("User", "/en/all-reservations", "ar")).toBe("/en/all-reservations");
  });
});
