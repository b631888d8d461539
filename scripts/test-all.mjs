// `npm test`: types, the RTL check, unit and integration tests (PGlite and Postgres), then Playwright e2e
// against a production build on a fresh embedded database.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const only = process.argv[2];
if (!only || only === "static") {
  run("typecheck", "node", ["node_modules/typescript/bin/tsc", "--noEmit"]);
  run("rtl check", "node", ["scripts/check-rtl.mjs"]);
}
if (!only || only === "unit") run("unit and integration tests", "node", ["node_modules/vitest/vitest.mjs", "run"]);
if (!only || only === "e2e") {
  rmSync(".data/e2e", { recursive: true, force: true });
  run("end-to-end tests", "node", ["node_modules/@playwright/test/cli.js", "test"], { E2E_DATA_DIR: ".data/e2e" });
}
