// Several instances of one build behind no proxy yet, sharing one Postgres database and one Redis key prefix
// (e2e/instances/). `npm test` runs it after the main e2e suite, on the build that suite made (scripts/test-all.mjs);
// `npm test -- instances` alone. No webServer: each spec starts its own instances with scripts/instances/, so their
// number, their Redis and its outages are the spec's. Only API requests: no browser is launched.
import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: "e2e/instances",
  outputDir: "test-results/instances",
  globalSetup: "./e2e/instances/build.setup.ts",
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
});
