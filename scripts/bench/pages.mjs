// The public pages the benchmarks and the first-load JS budget cover, each with the budget it is held to
// (× the bare Next page's first-load JS). Add a public page here when it ships (e.g. /offers, in both languages).
export const BUDGETS = {
  // The flight search home carries the search form, date picker and airport picker.
  home: 1.3,
  // Content and account forms: little beyond the framework and the layout.
  static: 1.15,
};

const both = (path, budget) => [
  { path, budget },
  { path: path === "/" ? "/en" : `/en${path}`, budget },
];

export const PUBLIC_PAGES = [
  ...both("/", "home"),
  ...both("/about-us", "static"),
  ...both("/terms-and-conditions", "static"),
  ...both("/privacy-policy", "static"),
  ...both("/login", "static"),
  ...both("/register", "static"),
  ...both("/forget-password", "static"),
];

/** `--pages=/,/en/about-us` (or BENCH_PAGES) narrows a run to some pages of the list. */
export function selectedPages(argv = process.argv, env = process.env) {
  const option = argv.find((arg) => arg.startsWith("--pages="))?.slice("--pages=".length) ?? env.BENCH_PAGES;
  if (!option) return PUBLIC_PAGES;
  const wanted = option.split(",").map((path) => path.trim()).filter(Boolean);
  const unknown = wanted.filter((path) => !PUBLIC_PAGES.some((page) => page.path === path));
  if (unknown.length) throw new Error(`not in scripts/bench/pages.mjs: ${unknown.join(", ")}`);
  return PUBLIC_PAGES.filter((page) => wanted.includes(page.path));
}
