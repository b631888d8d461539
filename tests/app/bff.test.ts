// The BFF route handler against the real in-process provider on a fresh PGlite database.
import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forwardToProvider } from "@/lib/provider/bff";
import { users } from "@/provider/db/schema";
import { issueToken } from "@/provider/http/auth";
import { createTestDatabase, type TestDatabase } from "../support/db";

let db: TestDatabase;
let providerToken: string;
let sessionCookie: string;

const SITE = "http://localhost:3000";

function request(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return new Request(`${SITE}${path}`, { ...init, headers: { host: "localhost:3000", ...init.headers } });
}

async function call(service: string, path: string, init?: Parameters<typeof request>[1]) {
  return forwardToProvider(request(`/api/${service}/${path}`, init), service, path.split("?")[0]!.split("/"));
}

beforeAll(async () => {
  db = await createTestDatabase("pglite");
  const [traveler] = await db.db.select().from(users).where(eq(users.email, "traveler@example.com"));
  providerToken = await issueToken(traveler!);
  const jwt = await encode({
    token: { userId: traveler!.id, name: traveler!.name, email: traveler!.email, role: "User", phoneNumber: "", accessToken: providerToken },
    secret: process.env.NEXTAUTH_SECRET!,
  });
  sessionCookie = `next-auth.session-token=${jwt}`;
});

afterAll(async () => {
  await db.drop();
});

describe("BFF", () => {
  it("reads the session past a cookie it does not own that is not valid URI encoding (promo=100%)", async () => {
    const guest = await call("search-flight", "api/Airports/Search?q=RUH", { headers: { cookie: "promo=100%; theme=%E0%A4%A" } });
    expect(guest.status).toBe(200);
    const signedIn = await call("auth-backend", "api/Users/UserData", { headers: { cookie: `promo=100%; ${sessionCookie}` } });
    expect(signedIn.status).toBe(200);
  });

  it("refuses a body over the limit by its Content-Length, unread", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 3200)
          controller.close(); // 200 MB, as declared
        else controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await call("flight-backend", "api/Reservations", {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/json", "content-length": String(200 * 1024 * 1024) },
      body: stream,
      duplex: "half",
    } as RequestInit & { headers: Record<string, string> });
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(2);
  });

  it("stops reading a body without Content-Length once it passes the limit", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 3200)
          controller.close(); // 200 MB if it were read to the end
        else controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await call("flight-backend", "api/Reservations", {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit & { headers: Record<string, string> });
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(40);
  });

  it("answers 404 for a service that is not allow-listed", async () => {
    const response = await call("admin-secrets", "api/x");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "notFound" });
  });

  it("refuses path traversal segments", async () => {
    const response = await forwardToProvider(request("/api/auth-backend/x"), "auth-backend", ["api", "..", "..", "openapi.json"]);
    expect(response.status).toBe(404);
  });

  it("never lets the browser call the token-bearing login endpoint", async () => {
    const response = await call("auth-backend", "api/Account/login", {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/json" },
      body: JSON.stringify({ email: "traveler@example.com", password: "Traveler#12345" }),
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("token");
  });

  it("answers 403 to a mutating request from another origin or with no origin, in the caller's language", async () => {
    const evil = await call("auth-backend", "api/Account/forgot-password", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({ email: "traveler@example.com" }),
    });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({ message: "You are not allowed to do this.", code: "forbidden" });
    const none = await call("auth-backend", "api/Account/forgot-password", { method: "POST", body: "{}" });
    expect(none.status).toBe(403);
  });

  it("attaches the Bearer token from the session cookie and never returns it", async () => {
    const response = await call("auth-backend", "api/Users/UserData", { headers: { cookie: sessionCookie } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ email: "traveler@example.com", role: "User" });
    expect(text).not.toContain(providerToken);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("does not forward the client's own Authorization header", async () => {
    const response = await call("auth-backend", "api/Users/UserData", { headers: { authorization: `Bearer ${providerToken}` } });
    expect(response.status).toBe(401);
  });

  it("passes the provider's error message through", async () => {
    const response = await call("auth-backend", "api/Users/UserData", { headers: { "accept-language": "en" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "UNAUTHORIZED", message: "Session expired, please login again." });
  });
});
