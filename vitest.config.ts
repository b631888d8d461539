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
    // next-intl's ESM imports "next/server" without an extension, which only a bundler resolves (proxy tests).
    server: { deps: { inline: ["next-intl"] } },
  },
});
