// GET /api/health/ready – 200 when this instance should get visitors: the public pages warm, the database answering,
// Redis answering when configured (lib/observe/readiness.ts); 503 with the failing check otherwise.
import { observeApiRequest } from "@/lib/observe/api-request";
import { readiness } from "@/lib/observe/readiness";

export function GET(request: Request) {
  return observeApiRequest(
    request,
    "/api/health/ready",
    async () => {
      const answer = await readiness();
      return Response.json(answer, { status: answer.ready ? 200 : 503, headers: { "cache-control": "no-store" } });
    },
    { quiet: true },
  );
}
