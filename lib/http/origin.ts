// Which origins a write may come from (the CSRF defence of the BFF and the app's own POST routes), and the origin a
// visitor is using. A site is reached under more than one address (APP_URL, 127.0.0.1, a LAN address from a phone, a
// second host name), so, as Next does for server actions, a write's Origin is compared with the host the request
// itself was sent to. A browser sets both Origin and Host itself: a page of another site cannot make them agree, and
// a client that forges them (curl) forges only its own request, which carries no visitor's cookies.
import { appOrigin } from "./app-origin";
import { header, trustedEntry, trustedProxyHops, type HeaderSource } from "./client-address";

/** host[:port], a bracketed IPv6 literal with an optional port: nothing that could carry a path or credentials. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const PROTOCOLS = new Set(["http", "https"]);

/** `ALLOWED_ORIGINS`: origins beside the request's own and APP_URL's whose pages may write (comma or space separated). */
export function extraAllowedOrigins(): string[] {
  return (process.env.ALLOWED_ORIGINS ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap((value) => {
      try {
        const { origin } = new URL(value);
        return origin === "null" ? [] : [origin];
      } catch {
        return [];
      }
    });
}

/**
 * The origin the visitor sent this request to. With no trusted proxy (TRUSTED_PROXY_HOPS=0) the Host header; behind N
 * trusted proxies, the host and scheme the Nth proxy from the app forwarded (X-Forwarded-Host, X-Forwarded-Proto; a
 * client's own values further left are ignored), else Host. The scheme, when no trusted proxy names it, is APP_URL's
 * for APP_URL's host (a TLS proxy the deployment did not declare keeps working there) and http for any other: this
 * server speaks plain HTTP. Null when the host is missing or is not a host.
 */
export function requestOrigin(headers: HeaderSource, hops = trustedProxyHops()): string | null {
  const forwardedHost = hops > 0 ? trustedEntry(header(headers, "x-forwarded-host"), hops) : undefined;
  const host = forwardedHost ?? header(headers, "host");
  if (!host || !HOST.test(host)) return null;
  const forwardedProto = hops > 0 ? trustedEntry(header(headers, "x-forwarded-proto"), hops)?.toLowerCase() : undefined;
  const app = new URL(appOrigin());
  const protocol = forwardedProto && PROTOCOLS.has(forwardedProto) ? forwardedProto : host.toLowerCase() === app.host ? app.protocol.slice(0, -1) : "http";
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

/** The origins whose pages may write through this request: its own, APP_URL's and ALLOWED_ORIGINS. */
export function allowedOrigins(headers: HeaderSource): string[] {
  const own = requestOrigin(headers);
  return [...new Set([appOrigin(), ...(own ? [own] : []), ...extraAllowedOrigins()])];
}

/** The request's Origin as an origin, or null when missing, opaque ("null") or not a URL. */
function originOf(headers: HeaderSource): string | null {
  const value = header(headers, "origin");
  if (!value || value === "null") return null;
  try {
    const { origin } = new URL(value);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * True when a mutating request comes from a page of this very site: its Origin (scheme, host and port) is one of
 * allowedOrigins. A request without Origin is refused: every browser sends it on the writes our pages make.
 */
export function isSameOrigin(headers: HeaderSource): boolean {
  const origin = originOf(headers);
  return origin !== null && allowedOrigins(headers).includes(origin);
}

/** True when `url` (absolute) is on an origin this request may be sent back to: its own, APP_URL's or an extra one. */
export function isAllowedOriginUrl(url: URL, headers: HeaderSource): boolean {
  return allowedOrigins(headers).includes(url.origin);
}
