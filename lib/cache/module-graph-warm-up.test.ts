import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { loadClientModules, loadTree, readClientManifest } from "./module-graph-warm-up";

describe("loading the signed-in pages' code at start (issue 22 point 14)", () => {
  it("instantiates each layout and page of a loader tree once, across routes, and a failing one stops nothing", async () => {
    const layout = vi.fn(async () => ({}));
    const page = vi.fn(async () => ({}));
    const broken = vi.fn(async () => {
      throw new Error("needs a request");
    });
    const other = vi.fn(async () => ({}));
    const route = (leaf: () => Promise<unknown>, file: string) => [
      "",
      { children: ["[locale]", { children: ["__PAGE__", {}, { page: [leaf, file] }] }, { error: [broken, "error.tsx"] }] },
      { layout: [layout, "layout.tsx"] },
    ];
    const seen = new Set<unknown>();
    expect(await loadTree(route(page, "a/page.tsx"), seen)).toBe(2);
    expect(await loadTree(route(other, "b/page.tsx"), seen)).toBe(1);
    expect(layout).toHaveBeenCalledTimes(1);
    expect(broken).toHaveBeenCalledTimes(1);
    expect([page, other].map((f) => f.mock.calls.length)).toEqual([1, 1]);
    expect(await loadTree(undefined, seen)).toBe(0);
  });

  it("loads every client component a page's manifest names through the renderer's hooks, each once", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "manifest-"));
    const manifest = (route: string, refs: Record<string, { id: number; chunks: string[] }>) =>
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["${route}"] = ${JSON.stringify({
        clientModules: {},
        ssrModuleMapping: Object.fromEntries(Object.entries(refs).map(([key, ref]) => [key, { "*": { ...ref, name: "*" } }])),
      })};`;
    writeFileSync(
      path.join(dir, "a_client-reference-manifest.js"),
      manifest("/a/page", { 1: { id: 11, chunks: ["c1.js", "c2.js"] }, 2: { id: 12, chunks: ["c2.js"] } }),
    );
    writeFileSync(path.join(dir, "b_client-reference-manifest.js"), manifest("/b/page", { 1: { id: 11, chunks: ["c1.js"] }, 3: { id: 13, chunks: [] } }));
    expect(readClientManifest(path.join(dir, "a_client-reference-manifest.js"))[0]?.ssrModuleMapping?.["1"]?.["*"]?.id).toBe(11);
    expect(readClientManifest(path.join(dir, "missing.js"))).toEqual([]);
    // The manifest is read in a sandbox: this process's global is untouched.
    expect((globalThis as { __RSC_MANIFEST?: unknown }).__RSC_MANIFEST).toBeUndefined();

    const chunks: string[] = [];
    const required: (string | number)[] = [];
    const hooks = {
      __next_chunk_load__: async (chunk: string) => void chunks.push(chunk),
      __next_require__: (id: string | number) => {
        required.push(id);
        if (id === 13) throw new Error("broken module");
      },
    };
    const entries = [path.join(dir, "a.js"), path.join(dir, "b.js")];
    expect(await loadClientModules(entries, new Set(), hooks)).toBe(2);
    expect(required).toEqual([11, 12, 13]);
    expect(chunks).toEqual(["c1.js", "c2.js", "c2.js"]);
    // Before any page has rendered the hooks do not exist yet: nothing is loaded, nothing throws.
    expect(await loadClientModules(entries, new Set(), {})).toBe(0);
  });
});
