// Issue 7: what the server answers to malformed or hostile requests, and the security headers on every kind of
// answer. Spoken over HTTP (and raw sockets, for request lines no client library sends) against `next start`.
import { connect } from "node:net";
import { expect, test, type APIResponse } from "@playwright/test";
import { APP_URL } from "../support/site";

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], `${name} on ${what}`).toBe(value);
  expect(headers["permissions-policy"], `permissions-policy on ${what}`).toContain("camera=(), microphone=(), geolocation=(), payment=(self)");
  // The suite serves plain http (APP_URL http://localhost:…): HSTS would be wrong there.
  expect(headers["strict-transport-security"], `no HSTS over http on ${what}`).toBeUndefined();
}

/** Sends a request line and headers exactly as written; returns the raw answer head. */
function raw(baseURL: string, text: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname, () => socket.write(text));
    let answer = "";
    socket.setTimeout(15_000, () => socket.destroy(new Error("no answer")));
    socket.on("data", (chunk) => {
      answer += chunk.toString("utf8");
      if (answer.includes("\r\n\r\n")) socket.end();
    });
    socket.on("close", () => resolve(answer.split("\r\n\r\n")[0] ?? ""));
    socket.on("error", reject);
  });
}

test.describe("security headers", () => {
  test("on pages, API answers, 404s and error answers", async ({ request }) => {
    const answers: [string, APIResponse, number][] = [
      ["/", await request.get("/"), 200],
      ["/en/about-us", await request.get("/en/about-us"), 200],
      ["/login", await request.get("/login"), 200],
      ["/api/search-flight/…", await request.get("/api/search-flight/api/Airports/Search?q=RUH"), 200],
      ["a page 404", await request.get("/en/no-such-page"), 404],
      ["an API 404", await request.get("/api/no-such-service/x"), 404],
      ["a static 404", await request.get("/_next/static/no-such-file.js"), 404],
      ["a 400", await request.get("/api/search-flight/%ff/x"), 400],
      ["a 405", await request.fetch("/en", { method: "TRACE" }), 405],
      ["an API 403", await request.post("/api/auth-backend/api/Account/forgot-password", { data: {}, headers: { origin: "https://evil.example" } }), 403],
    ];
    for (const [what, response, status] of answers) {
      expect(response.status(), what).toBe(status);
      expectSecurityHeaders(response, what);
    }
  });
});

test.describe("malformed input is the client's error (4xx), never a 500", () => {
  test("path segments that are not valid percent-encoding", async ({ request }) => {
    for (const path of ["/api/search-flight/%ff/x", "/api/auth/%ff", "/en/flight/%ff", "/%ff"]) {
      expect((await request.get(path)).status(), path).toBe(400);
    }
  });

  test("a Next-Router-State-Tree header that does not parse", async ({ request }) => {
    for (const tree of ["garbage", "%5B1%5D"]) {
      const response = await request.get("/about-us?_rsc=1", { headers: { rsc: "1", "next-router-state-tree": tree }, maxRedirects: 0 });
      expect(response.status(), tree).toBe(400);
    }
  });

  test("a client-side navigation (a real router state) still works", async ({ page }) => {
    // Every request that carries the router's real state (the route prefetch, which may run while the page is still
    // loading now that cached pages arrive at once, or the navigation's own) must be accepted by the guard.
    const withState: number[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/en/privacy-policy") && response.request().headers()["next-router-state-tree"] !== undefined) {
        withState.push(response.status());
      }
    });
    // A click before hydration is a plain page load, with no router state to check: once the page's scripts have
    // loaded the link navigates on the client (tried again if the first click still came too early).
    await expect(async () => {
      await page.goto("/en/about-us");
      await page.waitForLoadState("networkidle");
      await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
      await expect(page).toHaveURL(/\/en\/privacy-policy$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(withState.length).toBeGreaterThan(0);
    }).toPass({ timeout: 30_000 });
    expect(
      withState.every((status) => status === 200),
      withState.join(","),
    ).toBe(true);
  });

  test("TRACE, CONNECT and unknown methods get 405", async ({ request, baseURL }) => {
    for (const path of ["/en", "/api/search-flight/api/Airports/Search"]) {
      const trace = await request.fetch(path, { method: "TRACE", headers: { cookie: "secret=1" } });
      expect(trace.status(), `TRACE ${path}`).toBe(405);
      expect(await trace.text()).not.toContain("secret=1");
      expect((await request.fetch(path, { method: "PROPFIND" })).status(), `PROPFIND ${path}`).toBe(405);
    }
    // A first request lets the guard start answering CONNECT on this server.
    await request.get("/en");
    expect(await raw(baseURL!, "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n")).toMatch(/^HTTP\/1\.1 405 /);
  });

  test("a POST naming a server action the app does not have is not found, not a server error", async ({ request, baseURL }) => {
    // Issue 20, point 10: with the site's own origin, as a page would send it (this answered 500).
    for (const path of ["/en", "/", "/en/login"]) {
      const response = await request.post(path, { headers: { "next-action": "deadbeef", origin: new URL(baseURL!).origin }, data: "[]", maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expectSecurityHeaders(response, path);
    }
  });

  test("callbackUrl values next-auth cannot parse, in the query or the cookie", async ({ request, playwright, baseURL }) => {
    for (const query of ["%2F%2F", "evil", "javascript%3Aalert(1)", "%2F%2Fevil"]) {
      for (const endpoint of ["session", "csrf", "providers"]) {
        expect((await request.get(`/api/auth/${endpoint}?callbackUrl=${query}`)).status(), `${endpoint} ${query}`).toBe(200);
      }
    }
    const withCookie = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: "next-auth.callback-url=notaurl" } });
    const csrf = await withCookie.get("/api/auth/csrf");
    expect(csrf.status()).toBe(200);
    expect((await csrf.json()).csrfToken).toBeTruthy();
    expect((await withCookie.get("/api/auth/session")).status()).toBe(200);
    await withCookie.dispose();
  });
});

test.describe("no answer names a host the request made up", () => {
  test("the hreflang Link header names the configured origin, whatever Host or X-Forwarded-Host say", async ({ baseURL }) => {
    // APP_URL's host (localhost), not the one the suite browses (127.0.0.1).
    const { host } = new URL(APP_URL);
    const head = await raw(baseURL!, `GET /en/about-us HTTP/1.1\r\nHost: evil.example\r\nX-Forwarded-Host: evil2.example\r\nConnection: close\r\n\r\n`);
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head).toContain(`<http://${host}/en/about-us>; rel="alternate"; hreflang="en"`);
    expect(head).not.toContain("evil");
  });

  test("an absolute-form request line is served as a path on this site, not redirected to its host", async ({ baseURL }) => {
    for (const target of ["http://evil.example/en", "http://evil.example/", "http://evil.example//en"]) {
      const head = await raw(baseURL!, `GET ${target} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
      expect(head, target).not.toMatch(/location: [^\r]*evil/i);
      expect(head, target).not.toMatch(/^HTTP\/1\.1 5/);
    }
  });

  test("a cross-origin POST is refused even when X-Forwarded-Host names the attacker's site", async ({ request }) => {
    const response = await request.post("/api/auth-backend/api/Account/forgot-password", {
      data: { email: "traveler@example.com" },
      headers: { origin: "https://evil.example", "x-forwarded-host": "evil.example" },
    });
    expect(response.status()).toBe(403);
  });
});
