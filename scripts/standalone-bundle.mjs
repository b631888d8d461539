// Completes `.next/standalone` (next.config.mjs `output: "standalone"`) into a folder that runs alone, as Next's
// documentation says: the static files Next leaves out (public/ and .next/static, which a CDN could serve instead)
// and our launcher, scripts/standalone-server.mjs. The Dockerfile runs it after `next build` and copies the folder;
// `node scripts/standalone-bundle.mjs` does the same here. Start it with `node .next/standalone/standalone-server.mjs`.
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Fills `<root>/.next/standalone` and returns its path; throws when there is no standalone build. */
export function bundleStandalone(root = process.cwd()) {
  const target = path.join(root, ".next", "standalone");
  if (!existsSync(path.join(target, "server.js"))) throw new Error(`no standalone build in ${target}: run next build first`);
  for (const [from, to] of [
    ["public", "public"],
    [path.join(".next", "static"), path.join(".next", "static")],
  ]) {
    rmSync(path.join(target, to), { recursive: true, force: true });
    cpSync(path.join(root, from), path.join(target, to), { recursive: true });
  }
  cpSync(path.join(root, "scripts", "standalone-server.mjs"), path.join(target, "standalone-server.mjs"));
  return target;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`[standalone] ${bundleStandalone()} is ready: node .next/standalone/standalone-server.mjs`);
}
