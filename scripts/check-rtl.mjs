// Physical left/right styles in CSS mirror wrongly in Arabic. Class strings in .ts/.tsx are checked by ESLint
// (rahhal/no-physical-direction); this covers what ESLint does not read: `@apply` lists and plain properties in .css.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { findPhysicalClasses } from "../eslint/physical-direction.mjs";

const ROOTS = ["app", "components", "lib"];
// margin-left, padding-right, border-left(-width…), left:, right:, text-align/float/clear: left|right. A rule under
// [dir="rtl"] / [dir="ltr"] is direction-scoped and allowed, like the rtl:/ltr: variants.
const PHYSICAL_PROPERTY =
  /(?:^|[;{\s])(?:(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)[\w-]*|left|right|border-(?:top|bottom)-(?:left|right)-radius)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b/;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (name.endsWith(".css")) yield full;
  }
}

/** Blanks comments (keeping line breaks, so line numbers stay right): prose says "left" and "right" freely. */
const withoutComments = (css) => css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "));

export function physicalCssLines(css) {
  const hits = [];
  withoutComments(css)
    .split("\n")
    .forEach((line, index) => {
      if (/\[dir=["']?(?:rtl|ltr)/.test(line)) return;
      const apply = /@apply\s+([^;]+)/.exec(line);
      const classes = apply ? findPhysicalClasses(apply[1]) : [];
      if (classes.length || PHYSICAL_PROPERTY.test(line)) hits.push({ line: index + 1, text: line.trim() });
    });
  return hits;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const hits = [];
  for (const root of ROOTS) {
    for (const file of walk(root)) {
      for (const hit of physicalCssLines(readFileSync(file, "utf8"))) hits.push(`${file}:${hit.line}: ${hit.text}`);
    }
  }
  if (hits.length) {
    console.error("Physical left/right styles in CSS (use margin-inline-start, inset-inline-end, ms-/pe-… ):\n" + hits.join("\n"));
    process.exit(1);
  }
  console.log("rtl check (css): no physical left/right styles");
}
