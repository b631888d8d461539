// Each README command works alone on a fresh clone: `npm start` and `npm test` install the dependencies first when
// node_modules lacks them, and `npm test` finds Chromium's headless shell for the e2e suite (installing Debian's package
// as .ci/run does when it can, else naming the one command to run).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export function ensureDependencies(label) {
  if (existsSync("node_modules/next")) return;
  console.log(`[${label}] installing dependencies…`);
  // `npm ci`: the lock file's exact versions, and the lock file left as committed.
  const install = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { stdio: "inherit" });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

/**
 * Debian's `chromium-headless-shell`: the headless-only build Playwright itself uses for headless runs. Full Chromium in
 * its headless mode opens a browser window per context, with its WebUI parts and a GPU process: twice the CPU per page
 * load on this machine (12 page loads: 8.0–9.6 s against 4.5–5.2 s), on the two cores the suite shares with the server.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export function ensureChromium(label) {
  const path = process.env.CHROMIUM_PATH || HEADLESS_SHELL;
  if (existsSync(path)) return;
  const canInstall = !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (canInstall) {
    console.log(`[${label}] installing Debian's Chromium headless shell for the e2e suite…`);
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    const install =
      update.status === 0
        ? spawnSync("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], {
            stdio: "inherit",
            env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
          })
        : update;
    if (install.status === 0 && existsSync(path)) return;
  }
  console.error(
    `[${label}] the e2e suite needs Chromium's headless shell at ${path}: run \`sudo apt-get install -y chromium-headless-shell\` (or set CHROMIUM_PATH)`,
  );
  process.exit(1);
}

/**
 * The several-instances suite puts Debian's HAProxy in front of the instances (scripts/instances/reverse-proxy.mjs):
 * installed as .ci/run does when it can, else the suite says the one command to run.
 */
export function ensureHaproxy(label) {
  const installed = () => spawnSync("haproxy", ["-v"], { stdio: "ignore" }).status === 0;
  if (installed()) return;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log(`[${label}] installing Debian's haproxy for the several-instances suite…`);
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    if (update.status === 0)
      spawnSync("apt-get", ["install", "-y", "-qq", "haproxy"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (installed()) return;
  }
  // Not fatal here: without it the suite's specs that need it are skipped locally and fail in CI, as with Postgres.
  console.error(`[${label}] the several-instances suite needs HAProxy: run \`sudo apt-get install -y haproxy\``);
}
