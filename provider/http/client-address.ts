// The visitor's address as the app vouches for it, for per-address throttling. The provider never reads it from a
// header a browser could send: in-process, the app hands it over in the fetch's environment (out of reach of any
// HTTP client); over HTTP (PROVIDER_URL) only a request carrying the shared secret may state it.
import { timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import type { Context } from "hono";

/** What the app's in-process transport passes as the second argument of `providerApp.fetch`. */
export type ProviderEnv = { clientAddress?: string | null; requestId?: string };

export const CLIENT_ADDRESS_HEADER = "x-rahhal-client-address";
export const CLIENT_ADDRESS_SECRET_HEADER = "x-rahhal-client-address-secret";

function secretMatches(given: string | undefined): boolean {
  const expected = process.env.PROVIDER_CLIENT_ADDRESS_SECRET;
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The client address of a provider request, or null when no trusted caller stated one. */
export function clientAddressOf(c: Context): string | null {
  const env = c.env as ProviderEnv | undefined;
  const stated =
    typeof env?.clientAddress === "string"
      ? env.clientAddress
      : secretMatches(c.req.header(CLIENT_ADDRESS_SECRET_HEADER))
        ? c.req.header(CLIENT_ADDRESS_HEADER)
        : undefined;
  return stated && isIP(stated) ? stated.toLowerCase() : null;
}

/**
 * The throttling bucket of an address: IPv4 as is, IPv6 by its /64 network, since one subscriber is usually
 * handed a whole /64 and could otherwise take a fresh address for every attempt.
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => (group.includes(".") ? group : Number.parseInt(group || "0", 16).toString(16)))
    .join(":")}::/64`;
}
