import { describe, expect, it } from "vitest";
import { securityHeaders, withSecurityHeaders } from "./security-headers.mjs";

const byName = (pairs: { key: string; value: string }[]) => Object.fromEntries(pairs.map(({ key, value }) => [key.toLowerCase(), value]));

describe("securityHeaders", () => {
  it("sends HSTS only when the site is https", () => {
    expect(byName(securityHeaders({ https: true }))["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(byName(securityHeaders({ https: false }))["strict-transport-security"]).toBeUndefined();
  });

  it("follows APP_URL's scheme by default", () => {
    const configured = process.env.APP_URL;
    process.env.APP_URL = "https://rahhal.example";
    expect(byName(securityHeaders())["strict-transport-security"]).toBeDefined();
    process.env.APP_URL = "http://localhost:3000";
    expect(byName(securityHeaders())["strict-transport-security"]).toBeUndefined();
    process.env.APP_URL = configured;
  });

  it("takes extra headers (the CSP) and lets them replace a default", () => {
    const headers = byName(
      securityHeaders({
        extra: [
          { key: "Content-Security-Policy", value: "default-src 'self'" },
          { key: "x-frame-options", value: "SAMEORIGIN" },
        ],
      }),
    );
    expect(headers["content-security-policy"]).toBe("default-src 'self'");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["x-content-type-options"]).toBe("nosniff");
  });

  it("adds them to a Response without replacing what it carries", () => {
    const response = withSecurityHeaders(new Response(null, { headers: { "referrer-policy": "no-referrer" } }));
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("permissions-policy")).toContain("geolocation=()");
  });
});
