import { describe, expect, it } from "vitest";
import { callbackOnSite, isSafeCallbackUrl } from "./callback-url";

const SITE = process.env.APP_URL!;
const onLoopback = new Headers({ host: "127.0.0.1:3000" });
const onApp = new Headers({ host: new URL(SITE).host });

describe("isSafeCallbackUrl", () => {
  it("keeps paths and absolute URLs of this site, under the address the visitor uses or APP_URL", () => {
    expect(isSafeCallbackUrl("/en/profile?tab=1", onApp)).toBe(true);
    expect(isSafeCallbackUrl(`${SITE}/en/profile`, onApp)).toBe(true);
    expect(isSafeCallbackUrl("http://127.0.0.1:3000/en/profile", onLoopback)).toBe(true);
    expect(isSafeCallbackUrl(`${SITE}/en/profile`, onLoopback)).toBe(true);
    expect(isSafeCallbackUrl("http://127.0.0.1:3000/en/profile", onApp)).toBe(false);
  });

  it("drops what next-auth throws on or would send off-site", () => {
    for (const value of ["notaurl", "evil", "//", "//evil", "/\\evil", "/.//evil", "javascript:alert(1)", "http://evil.example/", `${SITE}//evil`]) {
      expect(isSafeCallbackUrl(value, onApp), value).toBe(false);
    }
  });
});

describe("callbackOnSite (next-auth's redirect callback)", () => {
  it("lands on the address the visitor uses, not NEXTAUTH_URL's", () => {
    expect(callbackOnSite("http://127.0.0.1:3000/en/profile?x=1", "http://127.0.0.1:3000", onLoopback)).toBe("http://127.0.0.1:3000/en/profile?x=1");
    expect(callbackOnSite(`${SITE}/en/favorites`, "http://127.0.0.1:3000", onLoopback)).toBe("http://127.0.0.1:3000/en/favorites");
    expect(callbackOnSite("/en", "http://127.0.0.1:3000", onLoopback)).toBe("http://127.0.0.1:3000/en");
  });

  it("sends anything off-site home instead", () => {
    for (const url of ["https://evil.example/x", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      expect(callbackOnSite(url, "http://127.0.0.1:3000", onLoopback), url).toBe("http://127.0.0.1:3000/");
    }
  });
});
