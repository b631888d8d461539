// Issue 27, "send less": a traveller's page hands its client islands exactly the message namespaces they read. Each
// per-request page (DynamicPage) and each page with its own ClientMessages names them; the source says which they
// need (scripts/i18n/client-namespaces.mjs follows the page's imports into its "use client" modules). A namespace
// missing would show keys instead of words in the browser; one too many rides in every response for nothing (the
// whole catalogue did: 70 KB of the 210 KB hotel results). A page that names keys (a MessagePick, lib/i18n/message-pick.ts)
// is held to the keys its islands' source reads (scripts/i18n/client-keys.mjs): every one sent, and no other.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientKeys } from "@/scripts/i18n/client-keys.mjs";
import { clientNamespaces, OPTIONAL_NAMESPACES, resolveImport } from "@/scripts/i18n/client-namespaces.mjs";
import type { MessagePick } from "@/lib/i18n/message-pick";

const APP = "app/[locale]";

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "admin" ? [] : pages(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

/** The value a module exports as `name`: a list of namespaces, or a pick of their keys. */
async function exported(file: string, name: string): Promise<readonly string[] | MessagePick> {
  const value = ((await import(/* @vite-ignore */ file)) as Record<string, unknown>)[name];
  if (!value || typeof value !== "object") throw new Error(`${file}: no export ${name}`);
  return value as readonly string[] | MessagePick;
}

/** Namespaces a file says its page's islands never read though they are reachable: `Not sent: A, B (why)`. */
const notSentIn = (source: string) => [...source.matchAll(/Not sent: ([A-Za-z, ]+)/g)].flatMap((m) => m[1]!.split(",").map((name) => name.trim()));

/**
 * The namespaces a page file names in its `namespaces={…}` props (a list, or a list it imports), or null if none; and the
 * ones the page or the list's module says are never read there (a client module the page imports but does not render).
 */
async function declared(file: string): Promise<{ names: Set<string>; notSent: Set<string>; keys: Map<string, string[]> | null } | null> {
  const source = readFileSync(file, "utf8");
  const props = [...source.matchAll(/namespaces=\{(\[[^\]]*\]|[A-Z_]+)\}/g)].map((m) => m[1]!);
  if (!props.length) return null;
  const names = new Set<string>();
  const notSent = new Set(notSentIn(source));
  let keys: Map<string, string[]> | null = null;
  for (const prop of props) {
    if (prop.startsWith("[")) for (const m of prop.matchAll(/"([A-Za-z]+)"/g)) names.add(m[1]!);
    else {
      const from = new RegExp(`import\\s*\\{[^}]*\\b${prop}\\b[^}]*\\}\\s*from\\s*["']([^"']+)["']`).exec(source)?.[1];
      const listFile = from ? resolveImport(from, path.resolve(file)) : null;
      if (!listFile) throw new Error(`${file}: cannot find where ${prop} comes from`);
      const value = await exported(listFile, prop);
      if (Array.isArray(value)) for (const name of value as readonly string[]) names.add(name);
      else
        for (const [name, picked] of Object.entries(value as MessagePick)) {
          names.add(name);
          keys ??= new Map();
          keys.set(name, [...(keys.get(name) ?? []), ...(picked as readonly string[])]);
        }
      for (const name of notSentIn(readFileSync(listFile, "utf8"))) notSent.add(name);
    }
  }
  return { names, notSent, keys };
}

const catalogues = ["en", "ar"].map((locale) => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Record<string, unknown>);
/** The message or subtree at a dotted path of a catalogue. */
const at = (catalogue: Record<string, unknown>, keyPath: string) =>
  keyPath.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), catalogue);
/** `a.b` is `a.b` itself or inside `a` (a picked subtree holds every key under it). */
const within = (keyPath: string, picked: string) => keyPath === picked || keyPath.startsWith(`${picked}.`);

const messageNamespaces = new Set(Object.keys(JSON.parse(readFileSync("messages/en.json", "utf8")) as object));
const pageFiles = pages(APP).filter((file) => /<(DynamicPage|ClientMessages)\b/.test(readFileSync(file, "utf8")));

describe("the message namespaces each traveller's page sends", () => {
  it("finds the pages (every per-request page and every page with client messages)", () => {
    expect(pageFiles.length).toBeGreaterThan(25);
  });

  for (const file of pageFiles) {
    it(`${file.slice(APP.length)} sends what its client islands read, and nothing else`, async () => {
      const found = await declared(file);
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

  // A page that picks keys: every key its islands read is sent (a key missing shows its name in the browser), and every
  // key sent is read. Validation's codes are the forms' (tests/i18n/validation-codes.test.ts); a translator the source
  // does not follow (a variable key, handed to a helper) makes its module say what it reads ("Keys read indirectly").
  for (const file of pageFiles) {
    it(`${file.slice(APP.length)} sends the keys its client islands read, if it picks keys`, async () => {
      const found = await declared(file);
      if (!found?.keys) return;
      const picked = found.keys;
      const { keys, escapes, files } = clientKeys(file);
      const sent = (keyPath: string) => {
        const [namespace, ...rest] = keyPath.split(".");
        return (picked.get(namespace!) ?? []).some((key) => within(rest.join("."), key));
      };
      const isOptional = (keyPath: string) => OPTIONAL_NAMESPACES.has(keyPath.split(".")[0]!);
      const unread = [...escapes].filter((prefix) => !isOptional(prefix) && !sent(prefix));
      const missing = [...keys].filter((keyPath) => !isOptional(keyPath) && !sent(keyPath));
      const unused = [...picked].flatMap(([namespace, list]) =>
        namespace === "Validation"
          ? []
          : list
              .filter((key) => ![...keys].some((keyPath) => within(keyPath, `${namespace}.${key}`) || within(`${namespace}.${key}`, keyPath)))
              .map((key) => `${namespace}.${key}`),
      );
      const where = (keyPath: string) => `${keyPath} (${[...(files.get(keyPath) ?? [])].join(", ")})`;
      expect({ unread, missing, unused }, `missing: ${missing.map(where).join("; ")}; read indirectly, unsaid: ${unread.map(where).join("; ")}`).toEqual({
        unread: [],
        missing: [],
        unused: [],
      });
      for (const [namespace, list] of picked)
        for (const key of list)
          for (const catalogue of catalogues) expect(at(catalogue, `${namespace}.${key}`), `${namespace}.${key} in both catalogues`).toBeDefined();
    });
  }

  it("the optional namespaces are only the admin's field errors", () => {
    expect([...OPTIONAL_NAMESPACES]).toEqual(["AdminValidation"]);
  });
});
