import "server-only";
// What /api/health/ready checks: the public pages are warm (lib/cache/warm-up.ts, as /api/health), the provider's
// database answers (the provider's /health/ready, in-process or over PROVIDER_URL), and Redis answers a PING when
// REDIS_URL is set (it is a cache, but an instance that lost it serves every visitor uncached: take it out of rotation
// until it is back). There is no job queue yet: `jobQueue` is null, and its check (reachable, not backed up) joins
// `ready` here when one lands.
import { publicPagesWarm } from "@/lib/cache/warm-up";
import { log } from "@/lib/observe/log";
import { providerFetch } from "@/lib/provider/transport";
import { pingRedis } from "@/lib/redis/client.mjs";

export type Readiness = {
  ready: boolean;
  checks: { warmUp: boolean; database: boolean; redis: boolean | null; jobQueue: null };
};

async function providerReady(): Promise<boolean> {
  try {
    return (await providerFetch("/health/ready", { method: "GET" })).ok;
  } catch (error) {
    log().warn({ err: error instanceof Error ? error.message : String(error) }, "readiness: the provider did not answer");
    return false;
  }
}

export async function readiness(): Promise<Readiness> {
  const [database, redis] = await Promise.all([providerReady(), pingRedis()]);
  const warmUp = publicPagesWarm();
  return { ready: warmUp && database && redis !== false, checks: { warmUp, database, redis, jobQueue: null } };
}
