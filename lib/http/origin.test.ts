import { afterEach, describe, expect, it } from "vitest";
import { appUrl } from "./app-origin";
import { isSameOrigin } from "./origin";

const configured = process.env.APP_URL;
afterEach(() => {
  process.env.APP_URL = configured;
});

describe("isSameOrigin (the BFF's CSRF check)", () => {
  it("accepts the configured origin only", () => {
    process.env.APP_URL = "https://rahhal.example";
    expect(isSameOrigin(new Headers({ origin: "https://rahhal.example", host: "rahhal.example" }))).toBe(true);
    expect(isSameOrigin(new Headers({ origin: "https://evil.example", host: "rahhal.example" }))).toBe(false);
  });

  it("does not trust X-Forwarded-Host or Host that name the attacker's site", () => {
    process.env.APP_URL = "https://rahhal.example";
    expect(isSameOrigin(new Headers({ origin: "https://evil.example", host: "rahhal.example", "x-forwarded-host": "evil.example" }))).toBe(false);
    expect(isSameOrigin(new Headers({ origin: "https://evil.example", host: "evil.example" }))).toBe(false);
  });

  it("compares the scheme: an http page of the same host is another origin", () => {
    process.env.APP_URL = "https://rahhal.example";
    expect(isSameOrigin(new Headers({ origin: "http://rahhal.example", host: "rahhal.example" }))).toBe(false);
  });

  it("refuses a missing, opaque or unparsable Origin", () => {
    process.env.APP_URL = "http://localhost:3000";
    expect(isSameOrigin(new Headers({ host: "localhost:3000" }))).toBe(false);
    expect(isSameOrigin(new Headers({ origin: "null", host: "localhost:3000" }))).toBe(false);
    expect(isSameOrigin(new Headers({ origin: "not a url", host: "localhost:3000" }))).toBe(false);
  });

  it("defaults to http://localhost:$PORT as the README says", () => {
    delete process.env.APP_URL;
    const port = process.env.PORT;
    process.env.PORT = "3999";
    expect(isSameOrigin(new Headers({ origin: "http://localhost:3999" }))).toBe(true);
    expect(isSameOrigin(new Headers({ origin: "http://localhost:3000" }))).toBe(false);
    process.env.PORT = port;
    if (port === undefined) delete process.env.PORT;
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
