import "server-only";
// What /api/health/ready checks: the public pages are warm (lib/cache/warm-up.ts, as /api/health), the provider's
// database answers (the provider's /health/ready, in-process or over PROVIDER_URL), and Redis answers a PING when
// REDIS_URL is set (it is a cache, but an instance that lost it serves every visitor uncached: take it out of rotation
// until it is back); the provider's job queue works (its workers run and its table answers). From the first SIGTERM
// it answers 503 whatever the checks say (`draining`: lib/http/graceful-shutdown.ts), so proxies stop sending visitors.
import { publicPagesWarm } from "@/lib/cache/warm-up";
import { draining } from "@/lib/http/graceful-shutdown";
import { log } from "@/lib/observe/log";
import { providerFetch } from "@/lib/provider/transport";
import { pingRedis } from "@/lib/redis/client.mjs";

export type Readiness = {
  ready: boolean;
  draining: boolean;
  checks: { warmUp: boolean; database: boolean; redis: boolean | null; jobQueue: boolean };
};

async function providerReady(): Promise<{ database: boolean; jobQueue: boolean }> {
  try {
    const answer = await providerFetch("/health/ready", { method: "GET" });
    const body = (await answer.json().catch(() => ({}))) as { database?: unknown; jobQueue?: unknown };
    return { database: body.database === true, jobQueue: body.jobQueue === true };
  } catch (error) {
    log().warn({ err: error instanceof Error ? error.message : String(error) }, "readiness: the provider did not answer");
    return { database: false, jobQueue: false };
  }
}

export async function readiness(): Promise<Readiness> {
  const [{ database, jobQueue }, redis] = await Promise.all([providerReady(), pingRedis()]);
  const warmUp = publicPagesWarm();
  const shuttingDown = draining();
  return {
    ready: !shuttingDown && warmUp && database && jobQueue && redis !== false,
    draining: shuttingDown,
    checks: { warmUp, database, redis, jobQueue },
  };
}
