// One measuring pass shared by `npm run bench:pages` and the CI budget check: builds what is missing (the app
// when its sources changed, the bare page once per version), serves each with `next start`, and reads the
// first-load JS of the bare page and of every listed page.
import { ensureAppBuild } from "./app-build.mjs";
import { ensureBareApp } from "./bare-app.mjs";
import { measurePage } from "./first-load-js.mjs";
import { freePort } from "./ports.mjs";
import { startServer } from "./server.mjs";
import { BENCH_METRICS_TOKEN } from "./server-memory.mjs";
import { prepareEnv } from "../env.mjs";

/**
 * The app's environment on the embedded defaults: its own data folder and port, no external provider or database.
 * BENCH_DATABASE_URL runs it on that Postgres database instead (the secrets a shared database needs are then fixed
 * bench values: nothing else reads them).
 */
export function appEnv(port) {
  const env = { ...process.env, PORT: String(port), DATA_DIR: process.env.BENCH_DATA_DIR || ".data/bench/app" };
  for (const name of ["APP_URL", "NEXTAUTH_URL", "PROVIDER_URL", "DATABASE_URL"]) delete env[name];
  // The bench reads the server's own memory figures from /api/metrics (scripts/bench/server-memory.mjs).
  env.METRICS_TOKEN = BENCH_METRICS_TOKEN;
  if (process.env.BENCH_DATABASE_URL) {
    env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
    env.NEXTAUTH_SECRET ||= "bench-nextauth-secret-0123456789abcdef";
    env.PROVIDER_TOKEN_SECRET ||= "bench-provider-secret-0123456789abcdef";
    env.TRAVELLERS_KEY ||= Buffer.alloc(32, 7).toString("base64");
  }
  return prepareEnv(env);
}

export async function measureBare() {
  const bare = ensureBareApp();
  const server = await startServer({ dir: bare.dir, port: await freePort(), env: process.env });
  try {
    return { ...bare, ...(await measurePage(`${server.url}/`)) };
  } finally {
    await server.stop();
  }
}

/**
 * Starts the built app; the caller stops it. By default it is ready once /en answers; `readyPath: "/api/health"` waits
 * for the start-up warm-up to end as well (lib/cache/warm-up.ts: pages rendered, every route's code loaded).
 */
export async function startApp({ readyPath = "/en" } = {}) {
  const port = await freePort();
  ensureAppBuild(appEnv(port));
  return startServer({ port, env: appEnv(port), readyPath, timeoutMs: 300_000 });
}

export async function measurePages(baseUrl, pages) {
  const cache = new Map();
  const rows = [];
  for (const page of pages) rows.push({ ...page, ...(await measurePage(baseUrl + page.path, cache)) });
  return rows;
}

export const formatKib = (bytes) => (bytes / 1024).toFixed(1);

/** A plain-text table: `columns` are [title, align] with align "l" or "r". */
export function table(columns, rows) {
  const widths = columns.map(([title], i) => Math.max(title.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => (columns[i][1] === "l" ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join("  ");
  return [line(columns.map(([title]) => title)), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}
