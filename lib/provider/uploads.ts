// Uploaded pictures as the app serves them at /uploads/<name>: read from the provider (in-process or PROVIDER_URL),
// answered with headers under which nothing in the file can run (an SVG's <script> included, even opened directly).
import "server-only";
import { UPLOAD_CACHE_CONTROL, UPLOAD_CSP, UPLOAD_NAME, UPLOAD_TYPES } from "@/provider/contracts/admin-uploads";
import { providerFetch } from "./transport";

const etagOf = (name: string) => `"${name.slice(0, name.indexOf("."))}"`;

export function uploadHeaders(contentType: string | null, name: string): Headers {
  const headers = new Headers({
    "x-content-type-options": "nosniff",
    "content-security-policy": UPLOAD_CSP,
    "cache-control": UPLOAD_CACHE_CONTROL,
    etag: etagOf(name),
  });
  if (contentType) headers.set("content-type", contentType);
  return headers;
}

const ALLOWED_TYPES = new Set<string>(Object.values(UPLOAD_TYPES));

/**
 * The picture `name` as a response: 404 for a name that is not an upload's (checked before any read: no traversal)
 * or a file the provider does not have, 503 when the provider cannot answer. A conditional request for it is 304.
 */
export async function uploadResponse(name: string, ifNoneMatch: string | null): Promise<Response> {
  const missing = () => new Response(null, { status: 404, headers: { "cache-control": "no-store", "x-content-type-options": "nosniff" } });
  if (!UPLOAD_NAME.test(name)) return missing();
  const etag = etagOf(name);
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers: uploadHeaders(null, name) });
  }
  let upstream: Response;
  try {
    upstream = await providerFetch(`/flight-backend/api/Uploads/${name}`, { method: "GET" });
  } catch {
    return new Response(null, { status: 503, headers: { "cache-control": "no-store", "retry-after": "30" } });
  }
  if (upstream.status === 404) return missing();
  const type = upstream.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  // Only a picture type is ever passed on, whatever an external provider says.
  if (!upstream.ok || !ALLOWED_TYPES.has(type)) {
    await upstream.body?.cancel().catch(() => undefined);
    return new Response(null, { status: 502, headers: { "cache-control": "no-store" } });
  }
  return new Response(upstream.body, { status: 200, headers: uploadHeaders(type, name) });
}
