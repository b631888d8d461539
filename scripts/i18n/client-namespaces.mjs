// Which message namespaces a page's client islands read, found from its source: every module the page imports,
// followed through static and dynamic imports; once a module says "use client", it and everything it imports run in the
// browser, and each `useTranslations("Namespace…")` there needs that namespace in the page's NextIntlClientProvider.
// A server component's `useTranslations`/`getTranslations` reads the catalogue on the server and sends nothing.
// tests/i18n/page-namespaces.test.ts holds every per-request page to exactly what its islands read.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const EXTENSIONS = [".tsx", ".ts", ".mjs", ".js"];

/**
 * Namespaces a client module reads when the page has them and does without otherwise: the field-error hook looks up
 * AdminValidation, which only admin pages send (components/ui/use-validation-message.ts).
 */
export const OPTIONAL_NAMESPACES = new Set(["AdminValidation"]);

function resolveFile(base) {
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, "index" + ext))]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The project file an import specifier names, or null for a package. */
export function resolveImport(specifier, fromFile) {
  if (specifier.startsWith("@/")) return resolveFile(path.join(ROOT, specifier.slice(2)));
  if (specifier.startsWith(".")) return resolveFile(path.resolve(path.dirname(fromFile), specifier));
  return null;
}

/** Specifiers of the module's value imports and re-exports (type-only ones bring no code). */
export function importsOf(source) {
  const found = new Set();
  for (const match of source.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?[^;'"]*?\sfrom\s+["']([^"']+)["']/g)) if (!match[2]) found.add(match[3]);
  for (const match of source.matchAll(/(?:^|\n)\s*import\s+["']([^"']+)["']/g)) found.add(match[1]);
  for (const match of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.add(match[1]);
  return [...found];
}

const isClientModule = (source) => /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use client["']/.test(source);

/** Namespaces named by `useTranslations(…)` in a module; "*" for a call without one (the whole catalogue). */
export function namespacesRead(source) {
  const found = new Set();
  for (const match of source.matchAll(/\buseTranslations\(\s*(?:["'`]([A-Za-z]+)[^"'`]*["'`])?\s*\)/g)) found.add(match[1] ?? "*");
  return found;
}

/** The modules reachable from `entry` (a page's file) that run in the browser: "use client" ones and what they import. */
export function reachableClientModules(entry) {
  const seen = new Map(); // file → visited in client context?
  const visit = (file, inClient) => {
    if (seen.get(file) === true || (seen.has(file) && !inClient)) return;
    const source = readFileSync(file, "utf8");
    const client = inClient || isClientModule(source);
    seen.set(file, client);
    for (const specifier of importsOf(source)) {
      const target = resolveImport(specifier, file);
      if (target && !target.endsWith(".json")) visit(target, client);
    }
  };
  visit(path.resolve(ROOT, entry), false);
  return [...seen].filter(([, client]) => client).map(([file]) => file);
}

/**
 * The namespaces the client modules reachable from `entry` (a page's file) read: `{ required, optional, files }`, with
 * `files` the client modules that read each namespace (for the test's message).
 */
export function clientNamespaces(entry) {
  const required = new Map();
  for (const file of reachableClientModules(entry)) {
    for (const namespace of namespacesRead(readFileSync(file, "utf8"))) {
      if (!required.has(namespace)) required.set(namespace, new Set());
      required.get(namespace).add(path.relative(ROOT, file));
    }
  }
  const optional = new Set([...required.keys()].filter((namespace) => OPTIONAL_NAMESPACES.has(namespace)));
  for (const namespace of optional) required.delete(namespace);
  return { required: new Set(required.keys()), optional, files: required };
}
