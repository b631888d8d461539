import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LAYOUT_ARGUMENTS } from "./layout-text";
import { LAYOUT_NAMESPACES } from "./layout-text-types";

// lib/i18n/layout-text.ts formats the layout's messages on the server with their own placeholders as values, and the
// browser fills `{name}` in: that only holds for simple arguments it knows.
const KNOWN_ARGUMENTS = Object.keys(LAYOUT_ARGUMENTS);

function leaves(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe("the layout's messages", () => {
  for (const locale of ["ar", "en"]) {
    it(`take only simple, known arguments (${locale})`, () => {
      const messages = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
      for (const namespace of LAYOUT_NAMESPACES) {
        for (const [key, message] of leaves(messages[namespace], namespace)) {
          expect(message, key).not.toMatch(/\{\s*\w+\s*,/); // no plural, select or formatted arguments
          for (const [, name] of message.matchAll(/\{(\w+)\}/g)) expect(KNOWN_ARGUMENTS, `${key}: {${name}}`).toContain(name);
        }
      }
    });
  }
});
