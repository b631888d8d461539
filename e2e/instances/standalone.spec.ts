// Issue 23, point 6: the standalone build (next.config.mjs `output: "standalone"`), which the Docker image runs, serves
// the app on its own: copied out of the repository (so nothing is found in its node_modules by accident), started
// with scripts/standalone-server.mjs on the embedded PGlite (its WASM and data files, the migrations and the seed must
// be in the folder) and with REDIS_URL (the cache handlers, added at run time). One process, one port.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { freePort, redisServerInstalled, startRedisServer, type RedisServer } from "../../scripts/instances/redis-server.mjs";
import { bundleStandalone } from "../../scripts/standalone-bundle.mjs";

test.describe.configure({ mode: "serial" });
test.skip(!redisServerInstalled() && !process.env.CI, "needs Debian's redis-server");

let folder: string;
let server: ChildProcess | undefined;
let output = "";
let redis: RedisServer | undefined;
let site: APIRequestContext;
let url: string;
const prefix = `e2e-standalone-${randomBytes(4).toString("hex")}:`;

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`the standalone server exited (${server?.exitCode}):\n${output}`);
    const status = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(30_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the standalone server did not answer /api/health 200:\n${output}`);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  folder = mkdtempSync(path.join(tmpdir(), "rahhal-standalone-"));
  cpSync(bundleStandalone(), path.join(folder, "app"), { recursive: true, verbatimSymlinks: true });
  redis = await startRedisServer();
  const port = await freePort();
  url = `http://localhost:${port}`;
  const started = spawn("node", ["standalone-server.mjs"], {
    cwd: path.join(folder, "app"),
    // Nothing of the test runner's environment but what a container would have.
    env: {
      PATH: process.env.PATH,
      HOME: folder,
      PORT: String(port),
      // As the image does (Dockerfile). Not 127.0.0.1: Next's middleware names that host `localhost`, and a locale
      // rewrite (`/offer/1` → `/ar/offer/1`) to a host other than the one the server was started with is not its own.
      HOSTNAME: "0.0.0.0",
      APP_URL: url,
      DATA_DIR: path.join(folder, "data"),
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: prefix,
      NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
      PROVIDER_TOKEN_SECRET: randomBytes(32).toString("base64url"),
      TRAVELLERS_KEY: randomBytes(32).toString("base64url"),
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.stdout.on("data", (chunk) => (output += chunk));
  started.stderr.on("data", (chunk) => (output += chunk));
  server = started;
  await waitForHealth(Date.now() + 240_000);
  site = await playwrightRequest.newContext({ baseURL: url });
});

test.afterAll(async () => {
  await site?.dispose();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await redis?.stop();
  rmSync(folder, { recursive: true, force: true });
});

test("answers liveness, and a cached page with its scripts and pictures from the folder itself", async () => {
  expect((await site.get("/api/health/live")).status()).toBe(200);
  const page = await site.get("/en/about-us");
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('lang="en"');
  expect(html).not.toContain('data-build-placeholder="true"');
  expect(page.headers()["link"]).toContain(`<${url}/en/about-us>; rel="alternate"; hreflang="en"`);
  const script = /<script src="(\/_next\/static\/[^"]+\.js)/.exec(html)?.[1];
  expect(script, "a script of the page").toBeTruthy();
  expect((await site.get(script!)).status()).toBe(200);
  const offers = await (await site.get("/offers")).text();
  // Next's image optimizer reads the seed's picture from public/ (`/_next/image?url=%2Fimages%2F…`).
  const picture = /\/_next\/image\?url=([^"&]+)&amp;w=(\d+)&amp;q=(\d+)/.exec(offers);
  expect(picture, "a seed picture on /offers").toBeTruthy();
  const optimized = await site.get(`/_next/image?url=${picture![1]}&w=${picture![2]}&q=${picture![3]}`);
  expect(optimized.status()).toBe(200);
  expect(optimized.headers()["content-type"]).toMatch(/^image\//);
  expect((await site.get(decodeURIComponent(picture![1]!))).status()).toBe(200);
});

test("answers an offer's page in the default language, through proxy.ts's locale rewrite", async () => {
  const list = (await (await site.get("/api/offer-backend/api/Offers")).json()) as { items: { id: number; status: string }[] };
  const offer = list.items.find((item) => item.status === "active");
  expect(offer, "an active offer in the seed").toBeTruthy();
  const page = await site.get(`/offer/${offer!.id}`, { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('lang="ar"');
});

test("searches flights in the seeded embedded database", async () => {
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const response = await site.get(`/api/search-flight/api/Flights/Search?from=RUH&to=JED&date=${date}&adults=1&cabin=economy`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { outbound: { flights: { flightNumber: string }[] } };
  expect(body.outbound.flights.length).toBeGreaterThan(0);
  // Migrated and seeded into DATA_DIR, outside the folder.
  expect(readdirSync(path.join(folder, "data")).length).toBeGreaterThan(0);
});

test("keeps its caches in Redis when REDIS_URL is set, though the build saw none", async () => {
  const keys = spawnSync("redis-cli", ["-p", String(redis!.port), "--scan", "--pattern", `${prefix}*`], { encoding: "utf8" }).stdout;
  expect(keys.split("\n").filter(Boolean).length).toBeGreaterThan(0);
});
