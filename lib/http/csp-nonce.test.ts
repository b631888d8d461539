import { describe, expect, it } from "vitest";
import { nonceCsp, wantsNonce, withNonceCsp } from "./csp-nonce";

describe("per-request CSP", () => {
  it("allows only nonced scripts and keeps the strict directives", () => {
    const policy = nonceCsp("abc");
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy).not.toContain("'unsafe-inline' https://js.stripe.com");
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
      expect(policy).toContain(directive);
    }
  });

  it("is given to pages rendered per request, not to cached ones", () => {
    expect(wantsNonce("/login")).toBe(true);
    expect(wantsNonce("/admin/dashboard")).toBe(true);
    expect(wantsNonce("/flight-search")).toBe(true);
    expect(wantsNonce("/offer/3/reservation/r1")).toBe(true);
    expect(wantsNonce("/offer/3/reservation/r1/ticket")).toBe(true);
    expect(wantsNonce("/hotel/3/reservation/r1")).toBe(true);
    expect(wantsNonce("/chalet/3/reservation/r1/voucher")).toBe(true);
    expect(wantsNonce("/airport-taxi/reservation/r1/voucher")).toBe(true);
    expect(wantsNonce("/hotel/3")).toBe(false);
    expect(wantsNonce("/offer/3")).toBe(false);
    expect(wantsNonce("/")).toBe(false);
    expect(wantsNonce("/about-us")).toBe(false);
    expect(wantsNonce("/login-help")).toBe(false);
  });

  it("hands the policy to the render as a request header and keeps the headers already overridden", () => {
    const response = new Response(null, { headers: { "x-middleware-override-headers": "x-next-intl-locale" } });
    withNonceCsp(response, "n1");
    expect(response.headers.get("x-middleware-override-headers")).toBe("x-next-intl-locale,content-security-policy");
    expect(response.headers.get("x-middleware-request-content-security-policy")).toContain("'nonce-n1'");
    expect(response.headers.get("content-security-policy")).toContain("'nonce-n1'");
  });
});
