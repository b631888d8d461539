// Issue 20, point 6: a session the provider no longer accepts (password reset elsewhere) is signed out the first time
// the app learns it: next-auth's session read (the navbar's) clears the cookie and answers a guest, and a BFF call
// that the provider answers 401 clears it too. An outage never signs anyone out.
import { encode } from "next-auth/jwt";
import { getServerSession } from "next-auth/next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ answer: (): Promise<Response> => Promise.resolve(new Response(null)), calls: [] as string[] }));

vi.mock("@/lib/provider/transport", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/provider/transport")>();
  return {
    ...original,
    providerFetch: (path: string) => {
      state.calls.push(path);
      return state.answer();
    },
  };
});

const { authOptions } = await import("@/lib/auth/options");
const { forwardToProvider } = await import("@/lib/provider/bff");

const SITE = process.env.APP_URL!;
const SARA = { id: "u1", name: "Sara", email: "sara@example.com", phoneNumber: "0500000000", role: "User" as const };
let jwt: string;

beforeAll(async () => {
  jwt = await encode({
    token: { userId: SARA.id, name: SARA.name, email: SARA.email, role: SARA.role, phoneNumber: SARA.phoneNumber, accessToken: "provider-token" },
    secret: process.env.NEXTAUTH_SECRET!,
  });
});

afterEach(() => {
  state.calls = [];
});

const refused = (status: number) => () => Promise.resolve(Response.json({ message: "Unauthorized", code: "UNAUTHORIZED" }, { status }));

/** next-auth's session read (what GET /api/auth/session answers), with the session cookie: the user and the Set-Cookie. */
async function readSession() {
  const headers: Record<string, string[]> = {};
  const res = { getHeader: (name: string) => headers[name], setHeader: (name: string, value: string[]) => (headers[name] = value) };
  const req = { cookies: { "next-auth.session-token": jwt }, headers: { host: "127.0.0.1:3000" } };
  const session = (await getServerSession(req as never, res as never, authOptions({ site: "http://127.0.0.1:3000", headers: req.headers }))) as {
    user?: { name?: string };
  } | null;
  const cookie = (headers["Set-Cookie"] ?? []).find((line) => line.startsWith("next-auth.session-token="));
  return { user: session?.user, cookie };
}

describe("the session read (the navbar's /api/auth/session)", () => {
  it("asks the provider, and a refused token (401) is a guest whose cookie is cleared", async () => {
    state.answer = refused(401);
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user, cookie } = await readSession();
    expect(state.calls).toEqual(["/auth-backend/api/Users/UserData"]);
    expect(user).toBeUndefined();
    expect(cookie).toMatch(/^next-auth\.session-token=; .*Max-Age=0/);
    // Said once, as a notice, not as a server error.
    expect(info).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    info.mockRestore();
    error.mockRestore();
  });

  it("keeps the session, with the provider's current name, while the provider accepts the token", async () => {
    state.answer = () => Promise.resolve(Response.json({ ...SARA, name: "Sara B" }));
    const { user, cookie } = await readSession();
    expect(user?.name).toBe("Sara B");
    expect(cookie).toMatch(/^next-auth\.session-token=eyJ/);
  });

  it("keeps the session as it was during an outage: never a logout", async () => {
    for (const answer of [refused(503), () => Promise.reject(new TypeError("fetch failed"))]) {
      state.answer = answer;
      const { user, cookie } = await readSession();
      expect(user?.name).toBe("Sara");
      expect(cookie).toMatch(/^next-auth\.session-token=eyJ/);
    }
  });
});

describe("a BFF call the provider answers 401", () => {
  const call = (cookie?: string) =>
    forwardToProvider(new Request(`${SITE}/api/auth-backend/api/Users/UserData`, { headers: cookie ? { cookie } : {} }), "auth-backend", [
      "api",
      "Users",
      "UserData",
    ]);

  it("clears the session cookie that carried the refused token", async () => {
    state.answer = refused(401);
    const response = await call(`next-auth.session-token=${jwt}`);
    expect(response.status).toBe(401);
    expect(response.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=; Path=\/; .*Max-Age=0; HttpOnly; SameSite=Lax$/);
  });

  it("clears nothing for a guest's 401 or a 403 (a signed-in visitor without the role)", async () => {
    state.answer = refused(401);
    expect((await call()).headers.get("set-cookie")).toBeNull();
    state.answer = refused(403);
    expect((await call(`next-auth.session-token=${jwt}`)).headers.get("set-cookie")).toBeNull();
  });
});
