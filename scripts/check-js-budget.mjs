// CI's first-load JS budget: every public page's first-load JS (see scripts/bench/first-load-js.mjs for what
// counts) against a bare Next page built with the same next/react pins. Bytes are deterministic, so this is a
// check, not a benchmark. Run after the Playwright stage (its webServer built .next from these sources), it
// reuses that build; otherwise it builds first. Exits 1 with the table when a page is over its budget.
import { BUDGETS, selectedPages } from "./bench/pages.mjs";
import { formatKib, measureBare, measurePages, startApp, table } from "./bench/first-load-run.mjs";

const bare = await measureBare();
const app = await startApp();
let rows;
try {
  rows = await measurePages(app.url, selectedPages());
} finally {
  await app.stop();
}

const limitOf = (row) => BUDGETS[row.budget] * bare.totalGzip;
const over = rows.filter((row) => row.totalGzip > limitOf(row));
console.log(
  `\nFirst-load JS, gzip -9, KiB. Bare Next ${bare.versions.next} + React ${bare.versions.react} page: ${formatKib(bare.totalGzip)} KiB ` +
    `(${formatKib(bare.externalGzip)} in ${bare.scripts} scripts + ${formatKib(bare.inlineGzip)} inline).\n`,
);
console.log(
  table(
    [
      ["page", "l"],
      ["scripts", "r"],
      ["external", "r"],
      ["inline", "r"],
      ["total", "r"],
      ["÷ bare", "r"],
      ["budget", "r"],
      ["limit", "r"],
      ["", "l"],
    ],
    rows.map((row) => [
      row.path,
      row.scripts,
      formatKib(row.externalGzip),
      formatKib(row.inlineGzip),
      formatKib(row.totalGzip),
      `${(row.totalGzip / bare.totalGzip).toFixed(2)}×`,
      `${BUDGETS[row.budget]}× (${row.budget})`,
      formatKib(limitOf(row)),
      row.totalGzip > limitOf(row) ? `OVER by ${formatKib(row.totalGzip - limitOf(row))} KiB` : "ok",
    ]),
  ),
);
if (over.length) {
  console.error(`\n✖ ${over.length} of ${rows.length} pages over their first-load JS budget (limits in scripts/bench/pages.mjs).`);
  process.exit(1);
}
console.log(`\n✓ all ${rows.length} pages within their first-load JS budget.`);
