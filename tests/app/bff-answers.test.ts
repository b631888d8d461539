// What the BFF tells the browser about caching and outages, with the provider's transport replaced by answers
// a real provider (or the proxy in front of it) gives.
import { encode } from "next-auth/jwt";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const transport = vi.hoisted(() => ({ answer: (): Promise<Response> => Promise.resolve(new Response(null)) }));

vi.mock("@/lib/provider/transport", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/provider/transport")>();
  return { ...original, providerFetch: () => transport.answer() };
});

const { forwardToProvider } = await import("@/lib/provider/bff");
const { ProviderTimeoutError } = await import("@/lib/provider/transport");

const SITE = process.env.APP_URL!;
let sessionCookie: string;

beforeAll(async () => {
  const jwt = await encode({
    token: { userId: "u1", name: "Sara", email: "sara@example.com", role: "User", phoneNumber: "", accessToken: "provider-token" },
    secret: process.env.NEXTAUTH_SECRET!,
  });
  sessionCookie = `next-auth.session-token=${jwt}`;
});

afterEach(() => {
  transport.answer = () => Promise.resolve(new Response(null));
});

function call(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const [service, ...segments] = path.split("?")[0]!.split("/");
  return forwardToProvider(new Request(`${SITE}/api/${path}`, init), service!, segments);
}

const publicAnswer = () =>
  Promise.resolve(Response.json([{ code: "RUH" }], { headers: { "cache-control": "public, max-age=600", "content-type": "application/json" } }));

describe("BFF caching", () => {
  it("keeps the provider's caching on a public read", async () => {
    transport.answer = publicAnswer;
    const response = await call("search-flight/api/Airports/Search?q=RUH");
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
  });

  it("makes any answer to a signed-in visitor private, no-store, whatever the provider says", async () => {
    transport.answer = publicAnswer;
    const response = await call("search-flight/api/Airports/Search?q=RUH", { headers: { cookie: sessionCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("makes every non-GET answer private, no-store, signed in or not", async () => {
    transport.answer = publicAnswer;
    const response = await call("auth-backend/api/Account/forgot-password", {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("does not let a public read without caching instructions be cached", async () => {
    transport.answer = () => Promise.resolve(Response.json({ ok: true }));
    expect((await call("flight-backend/api/Footer/SocialMedia")).headers.get("cache-control")).toBe("no-store");
  });
});

describe("BFF during an outage", () => {
  it("passes the provider's 503 through with its message", async () => {
    transport.answer = () =>
      Promise.resolve(Response.json({ message: "Service temporarily unavailable", code: "UNAVAILABLE" }, { status: 503, headers: { "retry-after": "30" } }));
    const response = await call("flight-backend/api/Footer/SocialMedia", { headers: { "accept-language": "en" } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: "Service temporarily unavailable", code: "UNAVAILABLE" });
    expect(response.headers.get("retry-after")).toBe("30");
  });

  it("answers 503 with a translated message when the provider cannot be reached (not 500 nor 502)", async () => {
    transport.answer = () => Promise.reject(new TypeError("fetch failed"));
    const ar = await call("flight-backend/api/Footer/SocialMedia");
    expect(ar.status).toBe(503);
    expect(await ar.json()).toEqual({ message: "الخدمة غير متاحة مؤقتاً. يرجى المحاولة بعد دقائق.", code: "unavailable" });
    const en = await call("flight-backend/api/Footer/SocialMedia", { headers: { "accept-language": "en" } });
    expect((await en.json()).message).toBe("The service is temporarily unavailable. Please try again in a few minutes.");
  });

  it("answers 504 with a translated message when the provider does not answer in time", async () => {
    transport.answer = () => Promise.reject(new ProviderTimeoutError());
    const response = await call("flight-backend/api/Footer/SocialMedia", { headers: { "accept-language": "en" } });
    expect(response.status).toBe(504);
    expect((await response.json()).message).toBe("The server took too long to answer. Please try again.");
  });

  it("replaces a gateway's HTML error page with the translated message", async () => {
    transport.answer = () => Promise.resolve(new Response("<html>Bad Gateway</html>", { status: 502, headers: { "content-type": "text/html" } }));
    const response = await call("flight-backend/api/Footer/SocialMedia", { headers: { "accept-language": "en" } });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: "The service is temporarily unavailable. Please try again in a few minutes.", code: "unavailable" });
  });
});
