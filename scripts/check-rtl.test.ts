import { describe, expect, it } from "vitest";
import { physicalCssLines } from "./check-rtl.mjs";

describe("rtl check for CSS", () => {
  it("refuses physical utilities in @apply and physical properties, not comments or direction-scoped rules", () => {
    const css = [
      ".a {",
      "  @apply sm:ml-2 ps-2;",
      "}",
      ".b { margin-left: 2px; }",
      "/* the drawer enters from the left; margin-right: 0 */",
      ".c { text-align: right; }",
      '[dir="rtl"] .d { right: 0; }',
      ".e { inset-inline-start: 0; margin-inline-end: 4px; text-align: start; }",
      ".f { border-right-width: 1px; }",
      ".g { @apply rtl:left-0 ltr:right-0 rounded-s-lg; }",
    ].join("\n");
    expect(physicalCssLines(css).map((hit) => hit.line)).toEqual([2, 4, 6, 9]);
  });
});
