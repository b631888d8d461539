// The `Validation` keys a module spells (issue 27, "send less"): a form's error codes are keys of that namespace, written
// as string literals in the modules that check what it sends (its schema in provider/contracts, the app's own checks,
// the provider's service that refuses with `fields`). Each form's messages module names those modules (FormCodes,
// lib/i18n/message-pick.ts); tests/i18n/validation-codes.test.ts holds the form's codes to what they spell. A module is
// read alone, not with its imports: a contract imports others that hold other forms' schemas.
import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const KEYS = new Set(Object.keys(JSON.parse(readFileSync(path.join(ROOT, "messages/en.json"), "utf8")).Validation));

/** The Validation keys a module's source spells as string literals. */
export function codesSpelled(source) {
  const found = new Set();
  for (const match of source.matchAll(/["'`]([A-Za-z]+)["'`]/g)) if (KEYS.has(match[1])) found.add(match[1]);
  return found;
}
