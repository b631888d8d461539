// npm run bench:lighthouse — Lighthouse (mobile: its default emulated phone and simulated slow 4G) on the Arabic
// home and about page of the production build, on the embedded defaults, with Debian's Chromium. Prints the
// median run per page (by performance score) with LCP, TBT and CLS. Figures, not tests: not part of CI (slow and
// noisy on a shared machine). Lighthouse 12.8 is used because 13 needs Node 22.19.
// LH_RUNS (3) runs per page; `--pages=/,/en` picks pages: any address of the app, e.g.
// `--pages=/flight/{flight}/booking?adults=1&cabin=economy` (`{flight}` becomes the first RUH→JED flight a week ahead);
// `--request-pages=hotel,chalet` adds the Arabic results of scripts/bench/request-pages.mjs (a week
// ahead; naming only that list runs only it); `--signed-in` (or LH_SIGNED_IN=1) runs them as the demo traveller, which the booking form needs (it asks for login
// first). Under the table, for each page's median run: its LCP element with LCP's phases, and the resources
// Lighthouse says block the first render. CHROMIUM_PATH overrides /usr/bin/chromium; LH_SAVE=<dir> keeps each run's full report there. Run it under
// `flock /tmp/heavy.lock`.
import lighthouse from "lighthouse";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startApp, table } from "./bench/first-load-run.mjs";
import { freePort } from "./bench/ports.mjs";
import { riyadhDay, selectedRequestPages } from "./bench/request-pages.mjs";
import { ACCOUNTS, firstFlight, signIn } from "./bench/session.mjs";

const RUNS = Number(process.env.LH_RUNS || 3);
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const pagesOption = process.argv.find((arg) => arg.startsWith("--pages="))?.slice("--pages=".length) ?? process.env.BENCH_PAGES;
const requestPagesNamed = process.argv.some((arg) => arg.startsWith("--request-pages="));
const resultPages = requestPagesNamed
  ? selectedRequestPages()
      .filter((page) => page.locale === "ar")
      .map((page) => page.path)
  : [];
const listed = [
  ...(pagesOption
    ? pagesOption
        .split(",")
        .map((page) => page.trim())
        .filter(Boolean)
    : requestPagesNamed
      ? []
      : ["/", "/about-us"]),
  ...resultPages,
];
const notAddresses = listed.filter((page) => !page.startsWith("/"));
if (notAddresses.length) throw new Error(`[lighthouse] not an address of the app: ${notAddresses.join(", ")}`);
const signedIn = process.argv.includes("--signed-in") || process.env.LH_SIGNED_IN === "1";

/** What Lighthouse says of a run's LCP: the element, the time in each phase, and what blocked the first render. */
function lcpDetails(lhr) {
  const tables = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const element = tables[0]?.items?.[0]?.node;
  const phases = (tables[1]?.items ?? []).map((item) => `${item.phase} ${Math.round(item.timing)} ms`).join(", ");
  const blocking = (lhr.audits["render-blocking-resources"]?.details?.items ?? []).map(
    (item) => `${new URL(item.url).pathname} (${Math.round(item.wastedMs ?? 0)} ms)`,
  );
  return {
    element: element ? `${element.selector ?? ""} ${element.snippet ?? ""}`.trim() : "–",
    phases: phases || "–",
    blocking: blocking.join(", ") || "none",
  };
}

/** Chromium with a DevTools port for Lighthouse to drive; a fresh profile so no cache survives between runs. */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), "rahhal-lighthouse-"));
  const child = spawn(
    CHROMIUM,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--no-default-browser-check",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const close = async () => {
    child.kill("SIGTERM");
    await exited; // Chromium writes its profile until it exits
    // Its helper processes can still be writing there a moment later: a left-over temp folder is no reason to fail.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      console.warn(`[lighthouse] could not remove ${profile}: ${error.code ?? error}`);
    }
  };
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, close };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await close();
  throw new Error(`${CHROMIUM} did not open its DevTools port`);
}

const median = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];

const app = await startApp();
const results = [];
let version = "";
try {
  const cookie = signedIn ? (await signIn(app.url, ACCOUNTS.traveler)).header() : null;
  const extraHeaders = cookie ? { Cookie: cookie } : undefined;
  const flightId = listed.some((page) => page.includes("{flight}")) ? await firstFlight(app.url, riyadhDay(7)) : null;
  const pages = listed.map((page) => (flightId ? page.replace("{flight}", flightId) : page));
  for (const page of pages) {
    // The first request fills caches; not what a visitor sees. A page that answers otherwise than 200 (a login
    // redirect, a 404) would measure something else.
    const first = await fetch(app.url + page, { redirect: "manual", headers: cookie ? { cookie } : {} });
    await first.arrayBuffer();
    if (first.status !== 200) throw new Error(`[lighthouse] ${page} answered ${first.status}${signedIn ? "" : " (does it need --signed-in?)"}`);
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const chromium = await launchChromium();
      try {
        const { lhr } = await lighthouse(app.url + page, {
          port: chromium.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          extraHeaders,
        });
        if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        version = lhr.lighthouseVersion;
        if (process.env.LH_SAVE) writeFileSync(path.join(process.env.LH_SAVE, `${page.replace(/\W+/g, "_") || "home"}-${run + 1}.json`), JSON.stringify(lhr));
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: audit("first-contentful-paint"),
          lcp: audit("largest-contentful-paint"),
          tbt: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
          // Lighthouse's own CPU speed probe: a low figure means the machine was busy and TBT reads high.
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
          ...lcpDetails(lhr),
        });
        console.log(`[lighthouse] ${page} run ${run + 1}/${RUNS}: performance ${runs.at(-1).score}`);
      } finally {
        await chromium.close();
      }
    }
    results.push({ page, runs, ...median(runs) });
  }
} finally {
  await app.stop();
}

console.log(`\nLighthouse ${version} mobile (simulated throttling), median of ${RUNS} by score.\n`);
console.log(
  table(
    [
      ["page", "l"],
      ["performance", "r"],
      ["FCP s", "r"],
      ["LCP s", "r"],
      ["TBT ms", "r"],
      ["CLS", "r"],
      ["CPU index", "r"],
      ["scores of all runs", "l"],
    ],
    results.map((r) => [
      r.page,
      r.score,
      (r.fcp / 1000).toFixed(1),
      (r.lcp / 1000).toFixed(1),
      Math.round(r.tbt),
      r.cls.toFixed(3),
      Math.round(r.benchmarkIndex),
      r.runs.map((x) => x.score).join(", "),
    ]),
  ),
);
for (const r of results) console.log(`\n${r.page}\n  LCP element: ${r.element}\n  LCP phases: ${r.phases}\n  render-blocking: ${r.blocking}`);
