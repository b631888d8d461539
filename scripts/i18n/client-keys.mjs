// Which message keys a page's client islands read, found from their source (issue 27, "send less"): in every client
// module a page reaches (scripts/i18n/client-namespaces.mjs walks them), each translator a module binds with
// `const t = useTranslations("Namespace.prefix")` is followed to its calls. `t("key")`, `t.rich("key")`, `t.has("key")`
// read that key; `t(`codes.${code}`)` reads the whole `codes` subtree. A translator used any other way (called with a
// variable, handed to a helper) reads keys the source does not spell: the module then says which, in a comment
//     // Keys read indirectly: Ticket.fareRule, Ticket.hours (fareRuleText)
// and without one it needs the translator's whole namespace (or prefix). tests/i18n/page-namespaces.test.ts holds each
// page's picked keys to what this finds.
import { readFileSync } from "node:fs";
import path from "node:path";
import { reachableClientModules } from "./client-namespaces.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Key paths named in a module's "Keys read indirectly:" comments (`Namespace.path` tokens; the rest is prose). */
export function indirectKeys(source) {
  const found = new Set();
  for (const match of source.matchAll(/Keys read indirectly: ([^\n]*)/g)) {
    for (const token of match[1].matchAll(/\b([A-Z][A-Za-z]+(?:\.[A-Za-z0-9_]+)+)\b/g)) found.add(token[1]);
  }
  return found;
}

/**
 * For each character of `source`, whether it is code (not inside a comment or a string's text; a template's `${…}`
 * is code): a translator's name inside a class string ("border-t") or a comment is no use of it.
 */
function codeMask(source) {
  const code = new Uint8Array(source.length);
  const templates = []; // brace depth at which each open `${` returns to its template's text
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (c === "/" && next === "*") {
      i = source.indexOf("*/", i + 2);
      if (i < 0) break;
      i++;
    } else if (c === '"' || c === "'") {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === "\\") i++;
    } else if (c === "`" || (c === "}" && templates.length && templates.at(-1) === depth)) {
      if (c === "}") {
        templates.pop();
        depth--;
      }
      for (i++; i < source.length && source[i] !== "`"; i++) {
        if (source[i] === "\\") i++;
        else if (source[i] === "$" && source[i + 1] === "{") {
          i++;
          templates.push(++depth);
          break;
        }
      }
    } else {
      code[i] = 1;
      if (c === "{") depth++;
      else if (c === "}") depth--;
    }
  }
  return code;
}

const LITERAL = String.raw`(?:"([^"\\]*)"|'([^'\\]*)'|\`([^\`\\]*)\`)`;
const ONE = new RegExp(`^\\s*${LITERAL}\\s*[,)]`);
// `t(cond ? "a" : "b")`: both keys.
const EITHER = new RegExp(`^[^()?]*\\?\\s*${LITERAL}\\s*:\\s*${LITERAL}\\s*[,)]`);

/** A hook's dependency list (`}, [a, t])` or `), [a, t])`) names the translator without reading a key. */
function inDependencyList(source, at) {
  const open = source.lastIndexOf("[", at);
  if (open < 0 || !/[)}]\s*,\s*$/.test(source.slice(Math.max(0, open - 20), open))) return false;
  return /^[\w$\s,.]*$/.test(source.slice(open + 1, at)) && /^[\w$\s,.]*\]\s*\)/.test(source.slice(at));
}

/** The key path one literal argument names under `prefix`, or null when it is not spelled out (`${…}` first). */
function keyOf(prefix, match, offset) {
  const text = match[offset] ?? match[offset + 1] ?? match[offset + 2];
  if (match[offset + 2] === undefined || !text.includes("${")) return `${prefix}.${text}`;
  // `codes.${code}`: the subtree before the first placeholder, to its last whole segment.
  const fixed = text.slice(0, text.indexOf("${"));
  return fixed.includes(".") ? `${prefix}.${fixed.slice(0, fixed.lastIndexOf("."))}` : null;
}

/**
 * The key paths a module's translators read: `{ keys, escapes }`. `keys` are full paths ("Search.from", or a subtree
 * "Results.time"); `escapes` are the translators' prefixes ("Booking") used in a way the source does not spell.
 */
export function keysRead(source) {
  const keys = new Set();
  const escapes = new Set();
  const code = codeMask(source);
  const bindings = [...source.matchAll(/\b(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*useTranslations\(\s*["'`]([A-Za-z][A-Za-z.]*)["'`]\s*\)/g)].map((b) => ({
    name: b[1],
    prefix: b[2],
    at: b.index + b[0].indexOf(b[1], b[0].indexOf(" ")),
  }));
  for (const name of new Set(bindings.map((b) => b.name))) {
    const named = bindings.filter((b) => b.name === name);
    for (const use of source.matchAll(new RegExp(`(?<![\\w$.])${name.replace(/\$/g, "\\$")}(?![\\w$])`, "g"))) {
      if (named.some((b) => b.at === use.index) || !code[use.index] || inDependencyList(source, use.index)) continue;
      // A use belongs to the nearest binding above it (two components of one module each bind their `t`); one above
      // them all (a helper's parameter of the same name) is read under each of them.
      const above = named.filter((b) => b.at < use.index).at(-1);
      const prefixes = above ? [above.prefix] : [...new Set(named.map((b) => b.prefix))];
      const rest = source.slice(use.index + name.length);
      const call = /^(?:\.(?:rich|markup|has|raw))?\(/.exec(rest);
      const args = call ? rest.slice(call[0].length) : null;
      const one = args === null ? null : ONE.exec(args);
      const either = args === null || one ? null : EITHER.exec(args);
      for (const prefix of prefixes) {
        const found = one ? [keyOf(prefix, one, 1)] : either ? [keyOf(prefix, either, 1), keyOf(prefix, either, 4)] : [null];
        for (const key of found) {
          if (key) keys.add(key);
          else escapes.add(prefix);
        }
      }
    }
  }
  return { keys, escapes };
}

/**
 * The key paths the client modules reachable from `entry` read: `{ keys, escapes, files }` — `escapes` are translator
 * prefixes used indirectly in a module that says nothing of it (the page then needs all of that prefix), `files` the
 * modules reading each key path (for a test's message).
 */
export function clientKeys(entry) {
  const keys = new Set();
  const escapes = new Set();
  const files = new Map();
  const note = (key, file) => {
    if (!files.has(key)) files.set(key, new Set());
    files.get(key).add(file);
  };
  for (const file of reachableClientModules(entry)) {
    const source = readFileSync(file, "utf8");
    const relative = path.relative(ROOT, file);
    const read = keysRead(source);
    const indirect = indirectKeys(source);
    for (const key of [...read.keys, ...indirect]) {
      keys.add(key);
      note(key, relative);
    }
    if (!indirect.size) {
      for (const prefix of read.escapes) {
        escapes.add(prefix);
        note(prefix, relative);
      }
    }
  }
  return { keys, escapes, files };
}
