import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // The marker package throws outside React Server Components; tests run server code directly.
      "server-only": path.resolve(import.meta.dirname, "tests/support/empty.ts"),
    },
  },
  test: {
    environment: "node",
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", "e2e/**", ".next/**", ".data/**"],
    setupFiles: ["tests/support/setup.ts"],
    // Migrated and seeded databases built once per run, which every test database starts from.
    globalSetup: ["tests/support/database-templates.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Both cores: vitest's default is one worker fewer than the cores, i.e. one file at a time on this 2-core machine.
    // Files share nothing but the servers (each has its own databases, Redis key prefix and ports).
    maxWorkers: 2,
    // next-intl's ESM imports "next/server" without an extension, which only a bundler resolves (proxy tests).
    server: { deps: { inline: ["next-intl"] } },
  },
});
