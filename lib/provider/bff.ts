import "server-only";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { SESSION_COOKIES, decodeSessionCookie } from "@/lib/auth/session";
import { clientAddress } from "@/lib/http/client-address";
import { isSameOrigin } from "@/lib/http/origin";
import { BFF_BLOCKED_PATHS, BFF_BODY_LIMITS, isProviderService } from "./services";
import { providerFetch, ProviderTimeoutError } from "./transport";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Request headers worth passing on; cookies and the client's own Authorization never are. */
const FORWARDED_REQUEST_HEADERS = ["content-type", "accept", "accept-language", "idempotency-key"];
const FORWARDED_RESPONSE_HEADERS = ["content-type", "cache-control", "content-disposition", "retry-after"];
const MAX_BODY_BYTES = 1_000_000;
const GATEWAY_ERRORS = new Set([502, 503, 504]);

function localeOf(request: Request): "ar" | "en" {
  return (request.headers.get("accept-language") ?? "").toLowerCase().startsWith("en") ? "en" : "ar";
}

type BffError = "notFound" | "forbidden" | "timeout" | "unavailable" | "tooLarge";
/** What a personalised answer always says, whatever the provider sent: no cache anywhere may keep it. */
const PRIVATE = "private, no-store";

/** The BFF's own errors, in the same {message, code} shape as the provider's. */
function errorJson(request: Request, status: number, key: BffError) {
  const messages = localeOf(request) === "en" ? en : ar;
  return Response.json({ message: messages.Errors[key], code: key }, { status, headers: { "cache-control": PRIVATE } });
}

/** A picture over the upload limit: the provider's own code and message, said before its bytes are read. */
function uploadTooLarge(request: Request) {
  const messages = localeOf(request) === "en" ? en : ar;
  return Response.json({ message: messages.AdminUploads.tooLarge, code: "UPLOAD_TOO_LARGE" }, { status: 413, headers: { "cache-control": PRIVATE } });
}

/** A path segment is forwarded only when it cannot climb out of the service or smuggle a separator. */
function isSafeSegment(segment: string): boolean {
  return segment !== "" && segment !== "." && segment !== ".." && !/[/\\\u0000-\u001f]/.test(segment);
}

export async function forwardToProvider(request: Request, service: string, segments: string[]): Promise<Response> {
  if (!isProviderService(service) || !segments.every(isSafeSegment)) return errorJson(request, 404, "notFound");
  const path = segments.map(encodeURIComponent).join("/");
  if (BFF_BLOCKED_PATHS.some((pattern) => pattern.test(path))) return errorJson(request, 404, "notFound");
  const method = request.method.toUpperCase();
  if (MUTATING.has(method) && !isSameOrigin(request.headers)) return errorJson(request, 403, "forbidden");

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("accept-language", localeOf(request));
  const session = await sessionToken(request.headers.get("cookie"));
  const token = session?.token ?? null;
  if (token) headers.set("authorization", `Bearer ${token}`);

  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method !== "GET" && method !== "HEAD") {
    const limit = BFF_BODY_LIMITS.find((entry) => entry.service === service && entry.path.test(path));
    const read = await readBodyWithin(request, limit?.max ?? MAX_BODY_BYTES);
    if (read === "tooLarge") return limit ? uploadTooLarge(request) : errorJson(request, 413, "tooLarge");
    body = read;
  }

  const search = new URL(request.url).search;
  let upstream: Response;
  try {
    upstream = await providerFetch(`/${service}/${path}${search}`, { method, headers, body }, { clientAddress: clientAddress(request.headers) });
  } catch (error) {
    // An unreachable provider is an outage, said as one: the browser shows "temporarily unavailable".
    if (error instanceof ProviderTimeoutError) return errorJson(request, 504, "timeout");
    return errorJson(request, 503, "unavailable");
  }
  // Redirects are never followed nor passed on: the browser must not be sent anywhere by the provider.
  if (upstream.status >= 300 && upstream.status < 400) return errorJson(request, 502, "unavailable");
  // A gateway error without the provider's own {message, code} (a proxy's HTML page) gets the translated one.
  if (GATEWAY_ERRORS.has(upstream.status) && !upstream.headers.get("content-type")?.includes("json")) {
    const answer = errorJson(request, upstream.status, upstream.status === 504 ? "timeout" : "unavailable");
    const retryAfter = upstream.headers.get("retry-after");
    if (retryAfter) answer.headers.set("retry-after", retryAfter);
    return answer;
  }

  const responseHeaders = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  // Only a public read may keep the provider's caching; anything sent with a session or changing state is private.
  const personal = token !== null || method !== "GET";
  if (personal || !responseHeaders.has("cache-control")) responseHeaders.set("cache-control", personal ? PRIVATE : "no-store");
  // A 401 to a request that carried a token: the provider no longer accepts it (a password reset elsewhere). The
  // cookie goes at once, so the navbar and every page see a guest from now on (login never passes the BFF).
  if (session && upstream.status === 401) responseHeaders.append("set-cookie", expiredCookie(session.cookie));
  return new Response(upstream.status === 204 ? null : upstream.body, { status: upstream.status, headers: responseHeaders });
}

/**
 * The request body, read as it streams in and dropped as soon as it passes `max` bytes: a large upload is
 * refused without being held in memory. A declared Content-Length over the limit is refused unread.
 */
async function readBodyWithin(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | "tooLarge"> {
  if (Number(request.headers.get("content-length") ?? 0) > max) return "tooLarge";
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return "tooLarge";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** The session cookie's value; other cookies (a site's own "promo=100%") are never decoded, so they cannot throw. */
function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The provider token of the session the Cookie header carries, and the cookie that carries it; null for a guest. */
export async function sessionToken(cookieHeader: string | null): Promise<{ token: string; cookie: string } | null> {
  if (!cookieHeader) return null;
  for (const name of SESSION_COOKIES) {
    const jwt = await decodeSessionCookie(cookieValue(cookieHeader, name));
    if (jwt?.accessToken) return { token: jwt.accessToken, cookie: name };
  }
  return null;
}

/** A Set-Cookie that removes next-auth's session cookie `name` (with the attributes next-auth set it with). */
function expiredCookie(name: string): string {
  return `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`;
}
