// Issue 27, "send less": a traveller's page hands its client islands exactly the message namespaces they read. Each
// per-request page (DynamicPage) and each page with its own ClientMessages names them; the source says which they
// need (scripts/i18n/client-namespaces.mjs follows the page's imports into its "use client" modules). A namespace
// missing would show keys instead of words in the browser; one too many rides in every response for nothing (the
// whole catalogue did: 70 KB of the 210 KB hotel results).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientNamespaces, OPTIONAL_NAMESPACES, resolveImport } from "@/scripts/i18n/client-namespaces.mjs";

const APP = "app/[locale]";

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "admin" ? [] : pages(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

/** The names of `export const NAME … = [ "A", "B" ]` in a module. */
function exportedList(file: string, name: string): string[] {
  const match = new RegExp(`export const ${name}\\b[^=]*=\\s*\\[([^\\]]*)\\]`).exec(readFileSync(file, "utf8"));
  if (!match) throw new Error(`${file}: no list ${name}`);
  return [...match[1]!.matchAll(/"([A-Za-z]+)"/g)].map((m) => m[1]!);
}

/** Namespaces a file says its page's islands never read though they are reachable: `Not sent: A, B (why)`. */
const notSentIn = (source: string) => [...source.matchAll(/Not sent: ([A-Za-z, ]+)/g)].flatMap((m) => m[1]!.split(",").map((name) => name.trim()));

/**
 * The namespaces a page file names in its `namespaces={…}` props (a list, or a list it imports), or null if none; and the
 * ones the page or the list's module says are never read there (a client module the page imports but does not render).
 */
function declared(file: string): { names: Set<string>; notSent: Set<string> } | null {
  const source = readFileSync(file, "utf8");
  const props = [...source.matchAll(/namespaces=\{(\[[^\]]*\]|[A-Z_]+)\}/g)].map((m) => m[1]!);
  if (!props.length) return null;
  const names = new Set<string>();
  const notSent = new Set(notSentIn(source));
  for (const prop of props) {
    if (prop.startsWith("[")) for (const m of prop.matchAll(/"([A-Za-z]+)"/g)) names.add(m[1]!);
    else {
      const from = new RegExp(`import\\s*\\{[^}]*\\b${prop}\\b[^}]*\\}\\s*from\\s*["']([^"']+)["']`).exec(source)?.[1];
      const listFile = from ? resolveImport(from, path.resolve(file)) : null;
      if (!listFile) throw new Error(`${file}: cannot find where ${prop} comes from`);
      for (const name of exportedList(listFile, prop)) names.add(name);
      for (const name of notSentIn(readFileSync(listFile, "utf8"))) notSent.add(name);
    }
  }
  return { names, notSent };
}

const messageNamespaces = new Set(Object.keys(JSON.parse(readFileSync("messages/en.json", "utf8")) as object));
const pageFiles = pages(APP).filter((file) => /<(DynamicPage|ClientMessages)\b/.test(readFileSync(file, "utf8")));

describe("the message namespaces each traveller's page sends", () => {
  it("finds the pages (every per-request page and every page with client messages)", () => {
    expect(pageFiles.length).toBeGreaterThan(25);
  });

  for (const file of pageFiles) {
    it(`${file.slice(APP.length)} sends what its client islands read, and nothing else`, () => {
      const found = declared(file);
      expect(found, `${file} names no namespaces`).not.toBeNull();
      const { names, notSent } = found!;
      const { required, optional, files } = clientNamespaces(file);
      expect(required.has("*"), `a client module of ${file} reads the whole catalogue: ${[...(files.get("*") ?? [])].join(", ")}`).toBe(false);
      const missing = [...required].filter((name) => !names.has(name) && !notSent.has(name));
      const extra = [...names].filter((name) => !required.has(name) && !optional.has(name));
      // A namespace said not to be sent must be one a reachable module reads (else the note is stale) and not sent.
      const stale = [...notSent].filter((name) => !required.has(name) || names.has(name));
      expect({ missing, extra, stale }, `missing: ${missing.map((name) => `${name} (${[...files.get(name)!].join(", ")})`).join("; ")}`).toEqual({
        missing: [],
        extra: [],
        stale: [],
      });
      for (const name of names) expect(messageNamespaces.has(name), `${name} is a namespace of messages/en.json`).toBe(true);
    });
  }

  it("the optional namespaces are only the admin's field errors", () => {
    expect([...OPTIONAL_NAMESPACES]).toEqual(["AdminValidation"]);
  });
});
