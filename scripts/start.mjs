// `npm start`: build when the sources changed since the last build, then serve it on the embedded defaults.
// `npm start -- --dev` runs `next dev` with the same environment.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { sourceStamp, STAMP_FILE, stampText } from "./build-stamp.mjs";
import { ensureDependencies } from "./ensure-installed.mjs";
import { prepareEnv } from "./env.mjs";

const env = (() => {
  try {
    return prepareEnv({ ...process.env });
  } catch (error) {
    console.error(`[start] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
})();
const next = "node_modules/next/dist/bin/next";
const dev = process.argv.includes("--dev");

ensureDependencies("start");

if (!dev) {
  const stamp = stampText(sourceStamp(), env.APP_URL);
  const built = existsSync(STAMP_FILE) ? readFileSync(STAMP_FILE, "utf8") : "";
  if (built !== stamp || !existsSync(".next/BUILD_ID")) {
    console.log("[start] building the app (sources changed since the last build)…");
    const build = spawnSync("node", [next, "build"], { stdio: "inherit", env: { ...env, NODE_ENV: "production" } });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeFileSync(STAMP_FILE, stamp);
  }
}

// Idle keep-alive connections stay open 65 s (Node's default is 5 s): a client or a proxy that reuses one after a
// quiet moment gets an answer instead of ECONNRESET (e2e/guest/keep-alive.spec.ts).
const args = dev ? [next, "dev", "-p", env.PORT] : [next, "start", "-p", env.PORT, "--keepAliveTimeout", "65000"];
console.log(`[start] ${dev ? "dev server" : "serving"} at ${env.APP_URL} (data in ${env.DATA_DIR}${env.DATABASE_URL ? ", Postgres" : ", embedded PGlite"})`);
const child = spawn("node", args, { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
