// GET /api/health – 200 once the database is open and the public pages are cached with real content, 503 before.
import { publicPagesWarm } from "@/lib/cache/warm-up";

export function GET() {
  const ready = publicPagesWarm();
  return Response.json({ ready }, { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } });
}
