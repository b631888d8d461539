import { appOrigin } from "./app-origin";

/**
 * True when a mutating request comes from a page of this very site (CSRF defence of the BFF): its Origin must
 * equal APP_URL's origin, scheme included. Host and X-Forwarded-Host are never consulted: a client sets them.
 */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (!origin || origin === "null") return false;
  try {
    return new URL(origin).origin === appOrigin();
  } catch {
    return false;
  }
}
