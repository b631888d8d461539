import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const TEST_FILES = ["**/*.test.ts"];
const NOT_TESTS = ["node_modules/**", "e2e/**", ".next/**", ".data/**"];
/**
 * Files that replace a module, a global or an environment variable (vi.mock, vi.doMock, vi.stubGlobal, vi.stubEnv,
 * vi.resetModules, `process.env.X = …`, `delete process.env.X`) run in a module graph of their own: a module that read
 * the variable when first imported, or the replaced module, would otherwise carry over into the next file. Every other
 * file shares its worker's graph with the files before it, which saves each re-importing the provider, drizzle and
 * PGlite.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|process\.env(\.\w+|\[[^\]]+\])\s*(=[^=]|\|\|=|\?\?=)|delete process\.env/;
const SKIPPED_DIRS = new Set(["node_modules", "e2e", ".next", ".data", ".git"]);
const isolatedFiles = readdirSync(".", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SKIPPED_DIRS.has(entry.name))
  .flatMap((dir) => readdirSync(dir.name, { recursive: true, encoding: "utf8" }).map((file) => path.join(dir.name, file)))
  .filter((file) => file.endsWith(".test.ts") && REPLACES_MODULES.test(readFileSync(file, "utf8")));

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
    projects: [
      // (A project's include and exclude are its own: extends would concatenate them with the root's.)
      { extends: true, test: { name: "shared", isolate: false, include: TEST_FILES, exclude: [...NOT_TESTS, ...isolatedFiles] } },
      { extends: true, test: { name: "isolated", include: isolatedFiles } },
    ],
  },
});
