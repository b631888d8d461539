// Two instances of one build on a database of their own, behind the reverse proxy (HAProxy, scripts/instances/), as a
// deployment runs them: TRUSTED_PROXY_HOPS=1 and the proxy's address as APP_URL. The specs also reach A and B
// directly, to say which instance did what.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { startAppInstances, type AppInstance } from "../../scripts/instances/app-instances.mjs";
import { createPostgresDatabase, postgresReachable } from "../../scripts/instances/postgres-database.mjs";
import { freePort } from "../../scripts/instances/redis-server.mjs";
import { haproxyInstalled, startReverseProxy, type ReverseProxy } from "../../scripts/instances/reverse-proxy.mjs";

type Cookies = Awaited<ReturnType<APIRequestContext["storageState"]>>["cookies"];

export type BehindProxy = {
  a: AppInstance;
  b: AppInstance;
  proxy: ReverseProxy;
  /** One query on the instances' database. */
  query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<Row[]>;
  /** A request context on `baseURL` (an instance's or the proxy's), with a browser's cookies if given; disposed by `stop`. */
  client: (baseURL: string, cookies?: Cookies) => Promise<APIRequestContext>;
  stop: () => Promise<void>;
};

/** CI has both (.ci/run installs HAProxy and starts Postgres); elsewhere the specs are skipped without them. */
export const behindProxyAvailable = async () => haproxyInstalled() && (await postgresReachable());

export async function startBehindProxy(label: string): Promise<BehindProxy> {
  if (!(await behindProxyAvailable())) throw new Error("the several-instances suite needs Debian's haproxy and Postgres at 127.0.0.1:5432");
  const database = await createPostgresDatabase(label);
  const proxyPort = await freePort();
  const cleanups: (() => Promise<void>)[] = [database.drop];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const started = await startAppInstances({
      env: { DATABASE_URL: database.url, TRUSTED_PROXY_HOPS: "1" },
      appUrl: `http://localhost:${proxyPort}`,
      dataDir: path.resolve(".data/instances", `${label}-${randomBytes(4).toString("hex")}`),
    });
    cleanups.push(started.stop);
    const [a, b] = started.instances as [AppInstance, AppInstance];
    const proxy = await startReverseProxy({ port: proxyPort, servers: [a, b] });
    cleanups.push(proxy.stop);
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    cleanups.push(() => pool.end());
    const contexts: APIRequestContext[] = [];
    cleanups.push(async () => void (await Promise.all(contexts.map((context) => context.dispose()))));
    return {
      a,
      b,
      proxy,
      query: async (text, values) => (await pool.query(text, values)).rows,
      client: async (baseURL, cookies = []) => {
        const context = await playwrightRequest.newContext({ baseURL, storageState: { cookies, origins: [] } });
        contexts.push(context);
        return context;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
