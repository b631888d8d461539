// GET /api/metrics – Prometheus metrics (lib/observe/metrics.ts) for the operator only: an admin's session or
// `Authorization: Bearer <METRICS_TOKEN>` (lib/observe/metrics-access.ts); 401 or 403 otherwise. Never cached.
import { observeApiRequest } from "@/lib/observe/api-request";
import { metricsAccess } from "@/lib/observe/metrics-access";
import { metricsText } from "@/lib/observe/metrics";

const NO_STORE = { "cache-control": "no-store" };
const REFUSED = { unauthenticated: 401, forbidden: 403, unavailable: 503 } as const;

export function GET(request: Request) {
  return observeApiRequest(
    request,
    "/api/metrics",
    async () => {
      const access = await metricsAccess(request);
      if (access !== "allowed") {
        const headers = access === "unauthenticated" ? { ...NO_STORE, "www-authenticate": 'Bearer realm="metrics"' } : NO_STORE;
        return Response.json({ code: access }, { status: REFUSED[access], headers });
      }
      const { body, contentType } = await metricsText();
      return new Response(body, { headers: { ...NO_STORE, "content-type": contentType } });
    },
    { quiet: true },
  );
}
