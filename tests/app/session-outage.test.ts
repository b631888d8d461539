// Who the visitor is while the provider fails: a refused token signs them out; an outage never does.
import { encode } from "next-auth/jwt";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ cookie: "", answer: (): Promise<Response> => Promise.resolve(new Response(null)) }));

vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name === "next-auth.session-token" && state.cookie ? { name, value: state.cookie } : undefined) }),
}));
vi.mock("@/lib/provider/transport", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/provider/transport")>();
  return { ...original, providerFetch: () => state.answer() };
});

const { lookUpCurrentUser, getCurrentUser } = await import("@/lib/auth/session");
const { requireUser, requireAdmin } = await import("@/lib/auth/guard");
const { ProviderTimeoutError } = await import("@/lib/provider/transport");
const { isServiceUnavailable } = await import("@/lib/http/service-unavailable");

const SARA = { id: "u1", name: "Sara", email: "sara@example.com", phoneNumber: "0500000000", role: "User" as const };
let jwt: string;

beforeAll(async () => {
  jwt = await encode({
    token: { userId: SARA.id, name: SARA.name, email: SARA.email, role: SARA.role, phoneNumber: SARA.phoneNumber, accessToken: "provider-token" },
    secret: process.env.NEXTAUTH_SECRET!,
  });
});

beforeEach(() => {
  state.cookie = jwt;
});

const error = (status: number, code: string) => () => Promise.resolve(Response.json({ message: code, code }, { status }));

async function thrownBy(promise: Promise<unknown>): Promise<{ digest?: string }> {
  try {
    await promise;
  } catch (thrown) {
    return thrown as { digest?: string };
  }
  throw new Error("expected the guard to throw");
}

describe("lookUpCurrentUser", () => {
  it("is signed in when the provider knows the token", async () => {
    state.answer = () => Promise.resolve(Response.json(SARA));
    expect(await lookUpCurrentUser()).toEqual({ status: "signed-in", user: SARA });
  });

  it("is signed out without a session, and when the provider refuses the token (401, 403)", async () => {
    state.cookie = "";
    expect(await lookUpCurrentUser()).toEqual({ status: "signed-out" });
    state.cookie = jwt;
    for (const status of [401, 403]) {
      state.answer = error(status, "UNAUTHORIZED");
      expect(await lookUpCurrentUser()).toEqual({ status: "signed-out" });
      expect(await getCurrentUser()).toBeNull();
    }
  });

  it("is signed out, and knows why, when the provider refuses a locked account's token (issue 24 point 5)", async () => {
    state.answer = error(401, "ACCOUNT_LOCKED");
    expect(await lookUpCurrentUser()).toEqual({ status: "signed-out", locked: true });
    expect(await getCurrentUser()).toBeNull();
  });

  it("stays signed in, with the session's name, when the provider is down, slow or unreachable", async () => {
    const outages = [error(503, "UNAVAILABLE"), error(502, "BAD_GATEWAY"), error(504, "TIMEOUT"), error(500, "INTERNAL")];
    outages.push(
      () => Promise.reject(new TypeError("fetch failed")),
      () => Promise.reject(new ProviderTimeoutError()),
    );
    for (const answer of outages) {
      state.answer = answer;
      expect(await lookUpCurrentUser()).toEqual({ status: "unavailable", user: SARA });
      expect((await getCurrentUser())?.name).toBe("Sara");
    }
  });
});

describe("page guards during an outage", () => {
  it("show 'temporarily unavailable' instead of sending a signed-in visitor to login", async () => {
    state.answer = error(503, "UNAVAILABLE");
    expect(isServiceUnavailable(await thrownBy(requireUser("en", "/profile")))).toBe(true);
    state.answer = () => Promise.reject(new TypeError("fetch failed"));
    expect(isServiceUnavailable(await thrownBy(requireAdmin("ar", "/admin/dashboard")))).toBe(true);
  });

  it("still send a visitor whose token was refused to login, with a way back", async () => {
    state.answer = error(401, "UNAUTHORIZED");
    const thrown = await thrownBy(requireUser("en", "/profile"));
    expect(thrown.digest).toMatch(/^NEXT_REDIRECT;.*\/en\/login\?redirect=%2Fen%2Fprofile/);
  });

  it("let the signed-in user through when the provider answers", async () => {
    state.answer = () => Promise.resolve(Response.json(SARA));
    expect(await requireUser("en", "/profile")).toEqual(SARA);
  });
});
