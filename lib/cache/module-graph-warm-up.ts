import "server-only";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { runInNewContext } from "node:vm";

// The first visit of a page type after a restart paid for loading that page's code: Next preloads each route's entry
// at start, but a route's layouts and page are loaded by its loader tree at the first render, and the client
// components' server-side copies by React at the first render that meets them (`npm run bench:first-visit`: the paid
// flight reservation's first visit was 3.9× its tenth, admin pages 1.7-3.1×). The warm-up can render public pages, but
// not the signed-in ones (no session), so it loads their code the way a render would, without rendering anything:
//  1. each route entry's loader tree: every layout, page, error and not-found module is instantiated;
//  2. each route's client reference manifest: every client component's server-side module is loaded through the hooks
//     Next's renderer itself uses (`__next_chunk_load__`, `__next_require__`, set once a page has rendered).
// Both are read from the build (`.next/server/app`), so a new page joins without a list to keep. Nothing here may
// stop the server: any failure leaves that module for the first visitor, as before.

type LoaderTree = [string, Record<string, LoaderTree>, Record<string, unknown>];
type ManifestRef = { id: string | number; chunks: string[] };
type ClientManifest = { ssrModuleMapping?: Record<string, Record<string, ManifestRef>> };
export type RenderHooks = {
  __next_chunk_load__?: (chunk: string) => Promise<unknown>;
  __next_require__?: (id: string | number) => unknown;
};

const nodeRequire = createRequire(path.join(/* turbopackIgnore: true */ process.cwd(), "package.json"));

/** The route entries of the build (`page.js` and `route.js` under server/app), as absolute paths. */
function routeEntries(appDir: string): string[] {
  const manifestPath = path.join(appDir, "..", "app-paths-manifest.json");
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, string>;
  return [...new Set(Object.values(manifest))].map((file) => path.join(appDir, "..", file));
}

/** Instantiates every module of a route's loader tree not met before (`seen` holds their paths); returns how many. */
export async function loadTree(tree: unknown, seen: Set<unknown>): Promise<number> {
  if (!Array.isArray(tree)) return 0;
  const [, children, modules] = tree as LoaderTree;
  let loaded = 0;
  for (const value of Object.values(modules ?? {})) {
    // [loader, file path] pairs: layout, page, error, loading, not-found, template …
    if (!Array.isArray(value) || typeof value[0] !== "function" || seen.has(value[1])) continue;
    seen.add(value[1]);
    try {
      await (value[0] as () => Promise<unknown>)();
      loaded++;
    } catch {
      // Left for the first visit.
    }
  }
  for (const child of Object.values(children ?? {})) loaded += await loadTree(child, seen);
  return loaded;
}

/** A client reference manifest is a script that assigns `globalThis.__RSC_MANIFEST[route]`: read in a sandbox. */
export function readClientManifest(file: string): ClientManifest[] {
  if (!existsSync(file)) return [];
  const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, ClientManifest> } = {};
  sandbox.globalThis = sandbox;
  runInNewContext(readFileSync(file, "utf8"), sandbox);
  return Object.values(sandbox.__RSC_MANIFEST ?? {});
}

/** Loads, through the renderer's hooks, the server-side module of each client component the pages' manifests name. */
export async function loadClientModules(entries: string[], seen: Set<string | number>, hooks: RenderHooks = globalThis as RenderHooks): Promise<number> {
  const loadChunk = hooks.__next_chunk_load__;
  const requireModule = hooks.__next_require__;
  if (!loadChunk || !requireModule) return 0;
  let loaded = 0;
  for (const entry of entries) {
    for (const manifest of readClientManifest(entry.replace(/\.js$/, "_client-reference-manifest.js"))) {
      for (const byExport of Object.values(manifest.ssrModuleMapping ?? {})) {
        for (const ref of Object.values(byExport)) {
          if (seen.has(ref.id)) continue;
          seen.add(ref.id);
          try {
            await Promise.all(ref.chunks.map((chunk) => loadChunk(chunk)));
            requireModule(ref.id);
            loaded++;
          } catch {
            // Left for the first visit.
          }
        }
      }
    }
  }
  return loaded;
}

/** Loads every route's server and client-component modules; resolves with what it loaded. Never throws. */
export async function warmModuleGraph(): Promise<string> {
  const started = Date.now();
  try {
    const appDir = path.join(/* turbopackIgnore: true */ process.cwd(), ".next", "server", "app");
    const entries = routeEntries(appDir);
    const seenTrees = new Set<unknown>();
    let serverModules = 0;
    for (const entry of entries) {
      try {
        const exported = nodeRequire(/* turbopackIgnore: true */ entry) as { tree?: unknown; routeModule?: { userland?: { loaderTree?: unknown } } };
        serverModules += await loadTree(exported.tree ?? exported.routeModule?.userland?.loaderTree, seenTrees);
      } catch {
        // An entry that cannot load outside a request stays as Next left it.
      }
    }
    const clientModules = await loadClientModules(
      entries.filter((entry) => entry.endsWith("page.js")),
      new Set(),
    );
    return `${entries.length} routes, ${serverModules} server and ${clientModules} client modules in ${Date.now() - started} ms`;
  } catch (error) {
    return `not loaded (${error instanceof Error ? error.message : String(error)})`;
  }
}
