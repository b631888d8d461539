import { describe, expect, it } from "vitest";
import { isSafeCallbackUrl } from "./callback-url";

const SITE = process.env.APP_URL!;

describe("isSafeCallbackUrl", () => {
  it("keeps paths and absolute URLs of this site", () => {
    expect(isSafeCallbackUrl("/en/profile?tab=1")).toBe(true);
    expect(isSafeCallbackUrl(`${SITE}/en/profile`)).toBe(true);
  });

  it("drops what next-auth throws on or would send off-site", () => {
    for (const value of ["notaurl", "evil", "//", "//evil", "/\\evil", "/.//evil", "javascript:alert(1)", "http://evil.example/", `${SITE}//evil`]) {
      expect(isSafeCallbackUrl(value), value).toBe(false);
    }
  });
});
