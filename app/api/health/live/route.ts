// GET /api/health/live – 200 while the process serves requests at all (a liveness probe restarts it otherwise). It checks
// nothing else on purpose: an outage of the database or Redis is readiness's business (/api/health/ready), not a reason
// to restart. Reading the request (its id, through observeApiRequest) keeps it answered by this process on every call:
// a handler that reads nothing is prerendered by the build and served from its cache.
import { observeApiRequest } from "@/lib/observe/api-request";

export function GET(request: Request) {
  return observeApiRequest(request, "/api/health/live", async () => Response.json({ live: true }, { headers: { "cache-control": "no-store" } }), {
    quiet: true,
  });
}
