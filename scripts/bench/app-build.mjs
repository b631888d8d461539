// Makes sure .next is a production build of the current sources, with the same build-stamp as `npm start`,
// so the benchmarks and the budget check measure what the sources would ship and never a stale build.
import { spawnSync } from "node:child_process";
import { needsBuild, sourceStamp, writeBuildStamp } from "../build-stamp.mjs";

export const NEXT_BIN = "node_modules/next/dist/bin/next";

export function isBuildCurrent() {
  return !needsBuild();
}

/** Builds the app when .next is missing or older than the sources; `env` is what `next build` runs with. */
export function ensureAppBuild(env, { log = console.log } = {}) {
  if (isBuildCurrent()) return false;
  const stamp = sourceStamp();
  log("[bench] building the app (no build, or the sources changed since the last one)…");
  const build = spawnSync("node", [NEXT_BIN, "build"], { stdio: "inherit", env: { ...env, NODE_ENV: "production" } });
  if (build.status !== 0) throw new Error(`next build failed (exit ${build.status})`);
  writeBuildStamp(stamp);
  return true;
}
