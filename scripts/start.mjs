// `npm start`: build when the sources changed since the last build, then serve it on the embedded defaults.
// `npm start -- --dev` runs `next dev` with the same environment.
import { spawn, spawnSync } from "node:child_process";
import { needsBuild, sourceStamp, writeBuildStamp } from "./build-stamp.mjs";
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

// Only the sources decide: APP_URL, PORT and the other addresses are read when the server starts, so another port or
// host name serves the same build (scripts/build-stamp.mjs).
if (!dev && needsBuild()) {
  const stamp = sourceStamp();
  console.log("[start] building the app (sources changed since the last build)…");
  const build = spawnSync("node", [next, "build"], { stdio: "inherit", env: { ...env, NODE_ENV: "production" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeBuildStamp(stamp);
}

// Idle keep-alive connections stay open 65 s (Node's default is 5 s): a client or a proxy that reuses one after a
// quiet moment gets an answer instead of ECONNRESET (e2e/guest/keep-alive.spec.ts). `next start` rather than the
// standalone server (docs/deploy.md): it reads next.config.mjs now, so REDIS_URL is this start's choice, and it warns
// that the build is a standalone one, which is expected.
const args = dev ? [next, "dev", "-p", env.PORT] : [next, "start", "-p", env.PORT, "--keepAliveTimeout", "65000"];
console.log(`[start] ${dev ? "dev server" : "serving"} at ${env.APP_URL} (data in ${env.DATA_DIR}${env.DATABASE_URL ? ", Postgres" : ", embedded PGlite"})`);
const child = spawn("node", args, { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
