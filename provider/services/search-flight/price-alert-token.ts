// The unsubscribe link's token: "<alert id>.<HMAC-SHA256 of the id under a key derived from PROVIDER_TOKEN_SECRET>".
// Unguessable without the secret, the same in every mail of an alert, nothing stored to steal, checked in constant time.
import { createHmac, timingSafeEqual } from "node:crypto";
import { providerConfig } from "../../config";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const mac = (id: string) => createHmac("sha256", providerConfig.tokenSecret).update(`price-alert-unsubscribe:${id.toLowerCase()}`).digest();

export const unsubscribeToken = (alertId: string) => `${alertId}.${mac(alertId).toString("base64url")}`;

/** The alert id a token opens, or null for anything else. */
export function alertIdOfToken(token: string): string | null {
  const [id, signature, ...rest] = token.split(".");
  if (!id || !signature || rest.length || !UUID.test(id)) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
