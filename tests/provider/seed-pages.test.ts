// The seeded footer pages: the page shows its title as the H1, so the text must not open a section with it again.
import { describe, expect, it } from "vitest";
import { parseLightMarkdown } from "@/lib/content/light-markdown";
import { pagesAr } from "@/provider/db/seed/pages/ar";
import { pagesEn } from "@/provider/db/seed/pages/en";

describe("seeded pages", () => {
  it.each([
    ["ar", pagesAr],
    ["en", pagesEn],
  ] as const)("no seeded %s page repeats its title as a heading", (_locale, pages) => {
    for (const page of Object.values(pages)) {
      const headings = parseLightMarkdown(page.body).flatMap((block) => (block.type === "heading" ? [block.text] : []));
      expect(headings).not.toContain(page.title);
    }
  });
});
