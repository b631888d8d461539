// The checks proxy.ts makes before routing: input Next would otherwise fail on with a 500 is refused with the
// right 4xx, and what next-intl builds from the request's Host is pinned to the configured origin.
import { appOrigin } from "./app-origin";
import { withSecurityHeaders } from "./security-headers.mjs";

const PAGE_METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);
const API_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return withSecurityHeaders(new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers } }));
}

/** A 4xx for a request no route could answer well, or null to let it through. */
export function refuseMalformed(request: Request): Response | null {
  const url = new URL(request.url);
  const api = url.pathname === "/api" || url.pathname.startsWith("/api/");
  const allowed = api ? API_METHODS : PAGE_METHODS;
  if (!allowed.has(request.method.toUpperCase())) return plain(405, "Method Not Allowed", { allow: [...allowed].join(", ") });
  try {
    // "%ff" in a path: Next fails decoding the dynamic segment and, having no /400 page, answers 500.
    decodeURIComponent(url.pathname);
  } catch {
    return plain(400, "Bad Request");
  }
  return null;
}

/**
 * next-intl's hreflang Link header names the host the request claimed (Host / X-Forwarded-Host); the alternates
 * keep their paths and take APP_URL's origin instead.
 */
export function pinAlternateLinks(response: Response): Response {
  const link = response.headers.get("link");
  if (link) response.headers.set("link", link.replace(/<https?:\/\/[^/>]*/gi, `<${appOrigin()}`));
  return response;
}
