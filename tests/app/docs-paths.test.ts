// The checklists in docs/ name real places: every file path they quote (placeholders like <kind> aside) exists, so a
// move or a rename that forgets them fails here instead of misleading the next person.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const CHECKLISTS = ["docs/adding-a-booking-kind.md", "docs/adding-an-admin-section.md"];
/** A quoted repository path: starts at a top-level folder or file of the repository, no placeholder, no glob. */
const PATH = /`((?:app|components|lib|provider|tests|e2e|scripts|messages|docs)\/[^`\s*<>{}]+|proxy\.ts|README\.md)`/g;

describe("the docs' checklists", () => {
  for (const file of CHECKLISTS) {
    it(`${file}: every quoted path exists`, () => {
      const quoted = [...readFileSync(file, "utf8").matchAll(PATH)].map((match) => match[1]!.replace(/[/:]$/, "").replace(/:\d+(-\d+)?$/, ""));
      expect(quoted.length).toBeGreaterThan(20);
      expect(quoted.filter((path) => !existsSync(path))).toEqual([]);
    });
  }
});
