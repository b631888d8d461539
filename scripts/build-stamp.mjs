// A fingerprint of everything that goes into `next build`, so `npm start` rebuilds only when sources changed.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
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
 * What the stamp file records: the sources' fingerprint, then the APP_URL the build saw (next.config.mjs reads it
 * for HSTS and the hreflang header, so `npm start` rebuilds when it changes; the benchmarks compare sources only).
 */
export const stampText = (sources, appUrl) => `${sources}\n${appUrl ?? ""}`;

/** The sources' fingerprint recorded in the stamp file, or "" when there is none. */
export function builtSources() {
  return existsSync(STAMP_FILE) ? readFileSync(STAMP_FILE, "utf8").split("\n")[0] : "";
}
