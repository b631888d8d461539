// A fingerprint of everything that goes into `next build`, so `npm start` rebuilds only when sources changed.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUTS = [
  "app",
  "components",
  "lib",
  "messages",
  "provider",
  "public",
  "types",
  "package.json",
  "package-lock.json",
  "next.config.mjs",
  "tailwind.config.ts",
  "postcss.config.mjs",
  "proxy.ts",
  "tsconfig.json",
];

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

export function sourceStamp(root = process.cwd()) {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

export const STAMP_FILE = path.join(".next", "source-stamp");

/**
 * The sources' fingerprint recorded in the stamp file, or "" when there is none. Only its first line: a stamp from
 * before issue 23 also named the APP_URL of its build, which no longer matters.
 */
export function builtSources(root = process.cwd()) {
  const file = path.join(root, STAMP_FILE);
  return existsSync(file) ? readFileSync(file, "utf8").split("\n")[0] : "";
}

/**
 * Whether `npm start` (and the benchmarks) must build: no build yet, or the sources changed since it. The addresses
 * (APP_URL, PORT, DATABASE_URL, REDIS_URL…) play no part: the server reads them when it starts, so one build serves
 * on any port and host name, and an instance started elsewhere never rebuilds `.next` under the others.
 */
export function needsBuild(root = process.cwd()) {
  return !existsSync(path.join(root, ".next", "BUILD_ID")) || builtSources(root) !== sourceStamp(root);
}

/** Records, once `next build` succeeded, the fingerprint of the sources it built (taken before it started). */
export function writeBuildStamp(sources, root = process.cwd()) {
  writeFileSync(path.join(root, STAMP_FILE), sources);
}
