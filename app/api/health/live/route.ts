// GET /api/health/live – 200 while the process serves requests at all (a liveness probe restarts it otherwise). It checks
// nothing else on purpose: an outage of the database or Redis is readiness's business (/api/health/ready), not a reason
// to restart.
export function GET() {
  return Response.json({ live: true }, { headers: { "cache-control": "no-store" } });
}
