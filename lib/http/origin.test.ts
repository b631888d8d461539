// Issue 20, point 0: which origins may write. The site answers on several addresses (APP_URL, 127.0.0.1, a LAN
// address, a second host name); a write is accepted from the address the request itself was sent to, from APP_URL
// and from ALLOWED_ORIGINS, and from nothing else.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appUrl } from "./app-origin";
import { isSameOrigin, requestOrigin } from "./origin";

const saved = {
  APP_URL: process.env.APP_URL,
  TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS,
  ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS,
  PORT: process.env.PORT,
};
beforeEach(() => {
  process.env.APP_URL = "http://localhost:3000";
  delete process.env.TRUSTED_PROXY_HOPS;
  delete process.env.ALLOWED_ORIGINS;
});
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const write = (headers: Record<string, string>) => isSameOrigin(new Headers(headers));

describe("isSameOrigin (the BFF's CSRF check)", () => {
  it("accepts a page of the address the request was sent to, though it is not APP_URL", () => {
    expect(write({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" })).toBe(true);
    expect(write({ origin: "http://192.168.1.20:3000", host: "192.168.1.20:3000" })).toBe(true);
    expect(write({ origin: "http://[::1]:3000", host: "[::1]:3000" })).toBe(true);
    expect(write({ origin: "http://localhost:3000", host: "localhost:3000" })).toBe(true);
  });

  it("refuses another site's page, whatever the request was sent to", () => {
    expect(write({ origin: "https://evil.example", host: "127.0.0.1:3000" })).toBe(false);
    expect(write({ origin: "http://127.0.0.1:3001", host: "127.0.0.1:3000" })).toBe(false);
    expect(write({ origin: "http://127.0.0.1:3000.evil.example", host: "127.0.0.1:3000" })).toBe(false);
    expect(write({ origin: "http://localhost:3000", host: "127.0.0.1:3000" })).toBe(true); // APP_URL's own pages
  });

  it("compares the scheme: an http page of an https site is another origin", () => {
    process.env.APP_URL = "https://rahhal.example";
    expect(write({ origin: "https://rahhal.example", host: "rahhal.example" })).toBe(true);
    expect(write({ origin: "http://rahhal.example", host: "rahhal.example" })).toBe(false);
  });

  it("with no trusted proxy ignores X-Forwarded-Host and -Proto: a client sets them", () => {
    expect(write({ origin: "https://evil.example", host: "127.0.0.1:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" })).toBe(false);
    expect(requestOrigin(new Headers({ host: "127.0.0.1:3000", "x-forwarded-host": "evil.example" }))).toBe("http://127.0.0.1:3000");
  });

  it("behind N trusted proxies takes the host and scheme the Nth proxy forwarded, never the client's own", () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    const behind = { host: "10.0.0.2:3000", "x-forwarded-host": "rahhal.example", "x-forwarded-proto": "https" };
    expect(write({ ...behind, origin: "https://rahhal.example" })).toBe(true);
    expect(write({ ...behind, origin: "http://rahhal.example" })).toBe(false);
    expect(write({ ...behind, origin: "http://10.0.0.2:3000" })).toBe(false);
    // The client's X-Forwarded-Host, left of the one the proxy appended, is not believed.
    expect(
      write({ host: "10.0.0.2:3000", "x-forwarded-host": "evil.example, rahhal.example", "x-forwarded-proto": "https, https", origin: "https://evil.example" }),
    ).toBe(false);
    process.env.TRUSTED_PROXY_HOPS = "2";
    expect(
      requestOrigin(
        new Headers({ "x-forwarded-host": "evil.example, www.rahhal.example, 10.0.0.9", "x-forwarded-proto": "http, https, http", host: "10.0.0.2" }),
      ),
    ).toBe("https://www.rahhal.example");
    // A proxy that overwrites instead of appending leaves one entry: it is the proxy's.
    expect(requestOrigin(new Headers({ "x-forwarded-host": "rahhal.example", host: "10.0.0.2" }))).toBe("http://rahhal.example");
    // No X-Forwarded-Host: the Host the proxy passed on.
    expect(requestOrigin(new Headers({ host: "rahhal.example" }))).toBe("http://rahhal.example");
  });

  it("takes APP_URL's scheme for APP_URL's host when no trusted proxy names one (an undeclared TLS proxy)", () => {
    process.env.APP_URL = "https://rahhal.example";
    expect(requestOrigin(new Headers({ host: "rahhal.example" }))).toBe("https://rahhal.example");
    expect(requestOrigin(new Headers({ host: "192.168.1.20:3000" }))).toBe("http://192.168.1.20:3000");
  });

  it("accepts the origins listed in ALLOWED_ORIGINS, and only those", () => {
    process.env.ALLOWED_ORIGINS = "https://admin.rahhal.example, https://rahhal.example:8443 not-a-url";
    expect(write({ origin: "https://admin.rahhal.example", host: "127.0.0.1:3000" })).toBe(true);
    expect(write({ origin: "https://rahhal.example:8443", host: "127.0.0.1:3000" })).toBe(true);
    expect(write({ origin: "https://rahhal.example", host: "127.0.0.1:3000" })).toBe(false);
    expect(write({ origin: "http://admin.rahhal.example", host: "127.0.0.1:3000" })).toBe(false);
  });

  it("refuses a missing, opaque or unparsable Origin, and a Host that is not a host", () => {
    expect(write({ host: "localhost:3000" })).toBe(false);
    expect(write({ origin: "null", host: "localhost:3000" })).toBe(false);
    expect(write({ origin: "not a url", host: "localhost:3000" })).toBe(false);
    expect(write({ origin: "http://a@127.0.0.1:3000", host: "a@127.0.0.1:3000" })).toBe(false);
    expect(requestOrigin(new Headers({ host: "evil.example/x" }))).toBeNull();
    expect(requestOrigin(new Headers({}))).toBeNull();
  });

  it("defaults APP_URL to http://localhost:$PORT as the README says", () => {
    delete process.env.APP_URL;
    process.env.PORT = "3999";
    expect(write({ origin: "http://localhost:3999" })).toBe(true);
    expect(write({ origin: "http://localhost:3000" })).toBe(false);
  });
});

describe("appUrl", () => {
  it("keeps path and query but always the configured host", () => {
    process.env.APP_URL = "https://rahhal.example/";
    expect(appUrl("/en/login?redirect=%2Fadmin").href).toBe("https://rahhal.example/en/login?redirect=%2Fadmin");
    expect(appUrl(new URL("http://evil.example/en")).href).toBe("https://rahhal.example/en");
    expect(appUrl("//evil.example/x").origin).toBe("https://rahhal.example");
  });
});
