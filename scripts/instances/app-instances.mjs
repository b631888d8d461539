// Several `next start` processes of ONE build (the current .next, never rebuilt here), each on its own port, sharing
// one Postgres database (DATABASE_URL) and one Redis key prefix (REDIS_URL, REDIS_KEY_PREFIX): what several
// instances behind a load balancer are. Used by the several-instances e2e suite (e2e/instances/) and meant for the
// benchmarks of the same.
//
// The first instance starts alone (it migrates and seeds a fresh database), the others once it answers
// /api/health. Each gets a data folder of its own (DATA_DIR: uploads and anything else generated) and, unless
// `appUrl` names the one public address they share, its own address as APP_URL. The session and token secrets are
// the caller's or generated once for all of them: instances that sign differently refuse each other's sessions.
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { startServer } from "../bench/server.mjs";
import { freePort } from "./redis-server.mjs";

/**
 * @param {{ count?: number, env: Record<string, string | undefined>, appUrl?: string, dataDir?: string, timeoutMs?: number }} options
 *   `env` must name DATABASE_URL; REDIS_URL and REDIS_KEY_PREFIX are passed as given.
 */
export async function startAppInstances({
  count = 2,
  env,
  appUrl,
  dataDir = path.resolve(".data/instances", randomBytes(4).toString("hex")),
  timeoutMs = 240_000,
}) {
  if (!env.DATABASE_URL) throw new Error("startAppInstances: several instances share one database: set env.DATABASE_URL");
  const secrets = {
    NEXTAUTH_SECRET: env.NEXTAUTH_SECRET || randomBytes(32).toString("base64url"),
    PROVIDER_TOKEN_SECRET: env.PROVIDER_TOKEN_SECRET || randomBytes(32).toString("base64url"),
    TRAVELLERS_KEY: env.TRAVELLERS_KEY || randomBytes(32).toString("base64url"),
  };
  const ports = [];
  for (let index = 0; index < count; index++) ports.push(await freePort());

  const launch = (index) => {
    const port = ports[index];
    const own = `http://localhost:${port}`;
    const folder = path.join(dataDir, String(index + 1));
    mkdirSync(folder, { recursive: true });
    const instanceEnv = { ...process.env, ...env, ...secrets, PORT: String(port), DATA_DIR: folder, APP_URL: appUrl ?? own, NEXTAUTH_URL: appUrl ?? own };
    return startServer({ port, env: instanceEnv, readyPath: "/api/health", timeoutMs }).then((server) => ({
      ...server,
      url: own,
      port,
      name: String.fromCharCode(65 + index),
    }));
  };

  const instances = [await launch(0)];
  try {
    instances.push(...(await Promise.all(ports.slice(1).map((_, index) => launch(index + 1)))));
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    throw error;
  }
  return {
    instances,
    secrets,
    stop: async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
