// The stricter policy of pages rendered per request: their scripts carry a fresh nonce (Next reads it from the
// request's Content-Security-Policy header), so an injected inline <script> does not run there. Cached pages keep the
// site-wide policy of lib/http/security-headers.mjs; docs/security.md says why.
import { CONTENT_SECURITY_POLICY } from "./security-headers.mjs";

/** Locale-less paths of the pages that always render per request (account, booking results, offer, stay and taxi bookings, admin). */
const PER_REQUEST_PAGES =
  /^\/(?:login|register|reset-password|confirm-email|profile|all-reservations|favorites|flight-search|admin|(?:offer|hotel|chalet)\/[^/]+\/reservation|airport-taxi\/reservation)(?:\/|$)/;

export function wantsNonce(localePath: string): boolean {
  return PER_REQUEST_PAGES.test(localePath);
}

export function nonceFor(): string {
  return btoa(crypto.randomUUID());
}

export function nonceCsp(nonce: string): string {
  return CONTENT_SECURITY_POLICY.replace(/script-src [^;]*/, `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https://js.stripe.com`);
}

/**
 * Passes the policy to the render (as a request header, where Next finds the nonce) and to the browser, on a response
 * the proxy already built (next-intl's next() or a rewrite), keeping the request headers it overrides.
 */
export function withNonceCsp<T extends Response>(response: T, nonce: string): T {
  const policy = nonceCsp(nonce);
  const overridden = response.headers.get("x-middleware-override-headers");
  response.headers.set("x-middleware-override-headers", overridden ? `${overridden},content-security-policy` : "content-security-policy");
  response.headers.set("x-middleware-request-content-security-policy", policy);
  response.headers.set("content-security-policy", policy);
  return response;
}
