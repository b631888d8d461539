import { afterEach, describe, expect, it, vi } from "vitest";
import { bffFetch, BffError, CONNECTION_FALLBACK_MESSAGE } from "./bff-client";

function mockFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal("fetch", fn);
  return fn;
}

async function caught(promise: Promise<unknown>): Promise<BffError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(BffError);
    return error as BffError;
  }
  throw new Error("expected a rejection");
}

afterEach(() => vi.unstubAllGlobals());

describe("bffFetch", () => {
  it("calls /api/<service>/<path> with JSON and the page language, and returns the data", async () => {
    const fetchMock = mockFetch(async () => Response.json({ message: "ok" }));
    const data = await bffFetch("auth-backend", "api/Account/forgot-password", {
      method: "POST",
      body: { email: "a@b.co" },
      locale: "en",
    });
    expect(data).toEqual({ message: "ok" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/auth-backend/api/Account/forgot-password");
    expect(init.method).toBe("POST");
    expect(init.body).toBe(JSON.stringify({ email: "a@b.co" }));
    expect(init.headers).toMatchObject({ "accept-language": "en", "content-type": "application/json" });
  });

  it("throws the server's message with status, code and fields", async () => {
    mockFetch(async () => Response.json({ message: "This email already exists.", code: "EMAIL_EXISTS", fields: { email: "emailExists" } }, { status: 409 }));
    const error = await caught(bffFetch("auth-backend", "api/Account/register", { method: "POST", body: {} }));
    expect(error.message).toBe("This email already exists.");
    expect(error.status).toBe(409);
    expect(error.code).toBe("EMAIL_EXISTS");
    expect(error.fields).toEqual({ email: "emailExists" });
  });

  it("falls back to the client error's message when the server sent none", async () => {
    mockFetch(async () => new Response("<html>bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    const error = await caught(bffFetch("auth-backend", "api/Users/UserData"));
    expect(error.message).toBe("Bad Gateway");
    expect(error.status).toBe(502);
    expect(error.code).toBe("HTTP_502");
  });

  it("falls back to the client error's message when the request itself fails", async () => {
    mockFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = await caught(bffFetch("auth-backend", "api/Users/UserData"));
    expect(error.message).toBe("Failed to fetch");
    expect(error.code).toBe("NETWORK");
  });

  it("uses the Arabic fallback when neither the server nor the client has a message", async () => {
    mockFetch(async () => new Response(null, { status: 500, statusText: "" }));
    const error = await caught(bffFetch("auth-backend", "api/Users/UserData"));
    expect(error.message).toBe(CONNECTION_FALLBACK_MESSAGE);
    expect(error.message).toBe("حدث خطأ أثناء الاتصال بالخادم");

    mockFetch(async () => {
      throw new Error("");
    });
    expect((await caught(bffFetch("auth-backend", "api/Users/UserData"))).message).toBe(CONNECTION_FALLBACK_MESSAGE);
  });
});
