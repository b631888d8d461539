// The address of the visitor behind a request, as far as this deployment can vouch for it: the provider throttles
// logins, registrations and account mails by it, so a client must never be able to choose it.
//
// Next's server sets `X-Forwarded-For` only when the request has none (`??=` in next/dist/server/base-server.js):
// a header the client sent is kept as it came, so with no proxy in front it is the client's own claim. The socket's
// peer address is therefore stamped by our own hook (lib/http/socket-address.ts, installed from instrumentation.ts)
// into SOCKET_ADDRESS_HEADER, overwriting anything a client sent under that name.
import { isIP } from "node:net";

export const SOCKET_ADDRESS_HEADER = "x-rahhal-socket-address";

export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

export function header(source: HeaderSource, name: string): string | undefined {
  if (source instanceof Headers) return source.get(name) ?? undefined;
  const value = source[name] ?? source[name.toLowerCase()];
  return Array.isArray(value) ? value.join(",") : value;
}

/** `TRUSTED_PROXY_HOPS`: how many reverse proxies in front of the app append to X-Forwarded-For (default 0). */
export function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS || 0);
  return Number.isInteger(hops) && hops >= 0 ? hops : 0;
}

/** An IP address without an IPv4-mapped IPv6 prefix or a zone, or null when it is not an address at all. */
export function normalizeAddress(raw: string | undefined): string | null {
  const value = raw
    ?.trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  if (!value) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  const address = mapped ? mapped[1]! : value;
  return isIP(address) ? address.toLowerCase() : null;
}

/**
 * With N trusted hops, the Nth address from the right of X-Forwarded-For: each trusted proxy appended the
 * address it received the request from, so the entries left of that one are the client's to invent. With 0
 * hops, the socket's peer address. Null when the deployment cannot tell (the stamp hook is not installed).
 */
export function clientAddress(headers: HeaderSource, hops = trustedProxyHops()): string | null {
  if (hops === 0) return normalizeAddress(header(headers, SOCKET_ADDRESS_HEADER));
  return normalizeAddress(trustedEntry(header(headers, "x-forwarded-for"), hops)) ?? normalizeAddress(header(headers, SOCKET_ADDRESS_HEADER));
}

/**
 * The entry of a comma-separated forwarding header (X-Forwarded-For, -Host, -Proto) that the Nth trusted proxy from
 * the app wrote: the Nth from the right. Fewer entries than hops: the request skipped a proxy, or a proxy overwrote
 * the header rather than appending; the leftmost one there is still a trusted proxy's.
 */
export function trustedEntry(value: string | undefined, hops: number): string | undefined {
  const chain = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain.length >= hops ? chain[chain.length - hops] : chain[0];
}
