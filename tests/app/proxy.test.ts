// proxy.ts on requests as a client (or an attacker) sends them: malformed input is the client's error, and nothing
// it answers names a host the request made up.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import proxy from "@/proxy";

const SITE = process.env.APP_URL!; // http://localhost:3000 in tests

function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new NextRequest(`${SITE}${path}`, { method: init.method ?? "GET", headers: { host: "localhost:3000", ...init.headers } });
}

describe("proxy: malformed requests get a 4xx, not a 500", () => {
  it("answers 400 to a path segment that is not valid percent-encoding, under /api and on pages", async () => {
    for (const path of ["/api/search-flight/%ff/x", "/api/auth/%ff", "/en/flight/%ff", "/%ff"]) {
      const response = await proxy(request(path));
      expect(response.status, path).toBe(400);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("answers 405 with Allow to methods a page or the API does not serve", async () => {
    const page = await proxy(request("/en", { method: "PROPFIND" }));
    expect(page.status).toBe(405);
    expect(page.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    const api = await proxy(request("/api/search-flight/api/Airports/Search", { method: "PROPFIND" }));
    expect(api.status).toBe(405);
    expect(api.headers.get("allow")).toContain("DELETE");
  });

  it("lets API calls through untouched", async () => {
    const response = await proxy(request("/api/search-flight/api/Airports/Search?q=RUH"));
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("proxy: URLs use the configured origin, never the request's Host", () => {
  it("names APP_URL's origin in the hreflang Link header whatever Host or X-Forwarded-Host claim", async () => {
    const response = await proxy(request("/en/about-us", { headers: { host: "evil.example", "x-forwarded-host": "evil2.example" } }));
    const link = response.headers.get("link") ?? "";
    expect(link).toContain(`<${SITE}/en/about-us>; rel="alternate"; hreflang="en"`);
    expect(link).toContain(`<${SITE}/about-us>; rel="alternate"; hreflang="ar"`);
    expect(link).not.toContain("evil");
  });

  it("sends a guest away from admin pages to login on the request's own URL (Next's adapter makes it a relative Location)", async () => {
    const response = await proxy(request("/en/admin/dashboard", { headers: { host: "evil.example", "x-forwarded-host": "evil.example" } }));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(`${SITE}/en/login?redirect=%2Fen%2Fadmin%2Fdashboard`);
  });

  it("sends a guest from a hotel, chalet or taxi reservation or voucher to sign in, and back", async () => {
    for (const path of ["/en/hotel/12/reservation/r1", "/chalet/5/reservation/r1/voucher", "/en/airport-taxi/reservation/r1"]) {
      const response = await proxy(request(path));
      expect(response.status, path).toBe(307);
      expect(response.headers.get("location"), path).toContain(`/login?redirect=${encodeURIComponent(path)}`);
    }
  });
});
