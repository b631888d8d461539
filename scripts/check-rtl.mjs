// Physical left/right utilities mirror wrongly in Arabic: only logical ones (ms-, pe-, start-, text-start…) are allowed.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOTS = ["app", "components", "lib"];
const PATTERN =
  /(^|["'`\s])(?![a-z0-9:-]*(?:rtl|ltr):)[a-z0-9:-]*:?-?(ml|mr|pl|pr|left|right|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|border-l|border-r|text-left|text-right|float-left|float-right|scroll-ml|scroll-mr)-[0-9a-z[]/;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (/\.(tsx|ts|css)$/.test(name)) yield full;
  }
}

const hits = [];
for (const root of ROOTS) {
  for (const file of walk(root)) {
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, index) => {
        // Prose in comments ("left-to-right") is not a utility class.
        if (/^\s*(\/\/|\/\*|\*)/.test(line)) return;
        if (PATTERN.test(line)) hits.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
}
if (hits.length) {
  console.error("Physical left/right utilities found (use ms-/me-/ps-/pe-/start-/end-/text-start):\n" + hits.join("\n"));
  process.exit(1);
}
console.log("rtl check: no physical left/right utilities");
