// npm run bench:pages — for each public page (scripts/bench/pages.mjs), in one run against production builds on
// the embedded defaults: HTML bytes, first-load JS (gzip -9; what counts: scripts/bench/first-load-js.mjs) beside
// a bare Next page built with the same pins, and requests per second beside a static file of the same size.
// Figures, not tests: it exits 0 whatever they are (CI's byte budget is scripts/check-js-budget.mjs).
//
// The static file is fair when it differs from the page only in how the server produces it: it is a copy of the
// page's own HTML (same bytes, same text/html type), served by the same `next start` process from .next/static
// (Next's static file path, as for every script and stylesheet), and measured right after the page, with the same
// client. Next reads .next/static when it starts, so the server is started once to read the pages, then again with
// the copies in place; they are removed at the end. Requests carry no Accept-Encoding by default, as in
// docs/ARCHITECTURE.md's figures: per-request gzip would cost both sides the same and hide the render cost.
// BENCH_GZIP=1 sends `Accept-Encoding: gzip` as browsers do. BENCH_SECONDS (5) per measure after a 1 s warm-up,
// 10 connections; `--pages=/,/en/about-us` narrows the run. Run it under `flock /tmp/heavy.lock` on a quiet machine.
//
// Then the pages rendered per request (scripts/bench/request-pages.mjs: flight, hotel and chalet results and the flight
// booking form, signed in as the demo traveller; both languages), each beside its own data call through the BFF in the same server: HTML bytes, the inline RSC payload
// inside it, the HTML's gzip -9, req/s of the page and of its data call, and the server's CPU milliseconds per request
// (user + system of the server's process tree over the measure ÷ requests answered). Last, the server's resident
// memory at rest (started and its start-up warm-up over, before any load) and after the run, each beside V8's heap and
// external memory (scripts/bench/server-memory.mjs); BENCH_DATABASE_URL runs the app on that
// Postgres database instead of PGlite (an empty database: the app migrates and seeds it). `--request-pages=flight,hotel` narrows them,
// `none` skips them; naming only one of the two lists (`--pages=` or `--request-pages=`) measures only that one.
import autocannon from "autocannon";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatKib, measureBare, measurePages, startApp, table } from "./bench/first-load-run.mjs";
import { selectedPages } from "./bench/pages.mjs";
import { startServer } from "./bench/server.mjs";
import { freePort } from "./bench/ports.mjs";
import { cpuMs } from "./bench/process-usage.mjs";
import { describeMemory, serverMemory } from "./bench/server-memory.mjs";
import { inlinePayloadBytes, riyadhDay, selectedRequestPages, withFlight } from "./bench/request-pages.mjs";
import { ACCOUNTS, firstFlight, signIn } from "./bench/session.mjs";
import { gzipSize } from "./bench/first-load-js.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = 10;
const HEADERS = process.env.BENCH_GZIP === "1" ? { "accept-encoding": "gzip" } : {};
const COPIES = "bench";

const slug = (pagePath) => (pagePath === "/" ? "ar-home" : pagePath.slice(1).replace(/\//g, "-")) + ".html";

/** Requests per second after a 1 s warm-up; with `pid`, the server's CPU milliseconds per answered request too. */
async function requestsPerSecond(url, pid, cookie = null) {
  const headers = cookie ? { ...HEADERS, cookie } : HEADERS;
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const cpuBefore = pid ? cpuMs(pid) : null;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const cpuAfter = pid ? cpuMs(pid) : null;
  const failed = result.non2xx + result.errors + result.timeouts;
  const cpuPerRequest = cpuBefore !== null && cpuAfter !== null && result.requests.total ? (cpuAfter - cpuBefore) / result.requests.total : null;
  return { rps: result.requests.average, cpuPerRequest, note: failed ? `${failed} of ${result.requests.total} failed` : "" };
}

/** Writes a copy of each row's HTML into `<dir>/.next/static/bench/`, served at /_next/static/bench/<file>. */
function writeCopies(dir, rows) {
  const folder = path.join(dir, ".next", "static", COPIES);
  mkdirSync(folder, { recursive: true });
  for (const row of rows) writeFileSync(path.join(folder, slug(row.path)), row.html);
  return () => rmSync(folder, { recursive: true, force: true });
}

async function measureSpeed(server, rows) {
  // A rebuild between the two starts (sources edited mid-run) empties .next/static and every copy answers 404:
  // stop with that rather than print a failure rate as the static speed (it happened once).
  const probe = await fetch(`${server.url}/_next/static/${COPIES}/${slug(rows[0].path)}`);
  if (probe.status !== 200)
    throw new Error(`[bench] the static copies answer ${probe.status}: were the sources edited during the run? Run it again on a quiet tree.`);
  for (const row of rows) {
    const page = await requestsPerSecond(server.url + row.path);
    const copy = await requestsPerSecond(`${server.url}/_next/static/${COPIES}/${slug(row.path)}`);
    Object.assign(row, { rps: page.rps, staticRps: copy.rps, note: [page.note, copy.note && `static: ${copy.note}`].filter(Boolean).join("; ") });
    console.log(`[bench] ${row.label ?? row.path}: ${Math.round(page.rps)} req/s, its static copy ${Math.round(copy.rps)} req/s`);
  }
}

const pageOption = process.argv.some((arg) => arg.startsWith("--pages=")) || process.env.BENCH_PAGES;
const requestOption = process.argv.some((arg) => arg.startsWith("--request-pages=")) || process.env.BENCH_REQUEST_PAGES;
const pages = requestOption && !pageOption ? [] : selectedPages();
const requestPages = pageOption && !requestOption ? [] : selectedRequestPages();
console.log(
  `[bench] load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")} on ${os.cpus().length} cores`,
);

/** HTML, its inline payload and gzip, then req/s of the page and of its data call, with CPU per request. */
async function measureRequestPages(server) {
  const rows = [];
  // The booking form asks for login: the demo traveller's session rides on it and on its data call.
  const signedIn = requestPages.some((page) => page.signedIn) ? (await signIn(server.url, ACCOUNTS.traveler)).header() : null;
  const flightId = requestPages.some((page) => page.path.includes("{flight}")) ? await firstFlight(server.url, riyadhDay(7)) : null;
  for (const listed of requestPages) {
    const page = flightId ? withFlight(listed, flightId) : listed;
    const cookie = page.signedIn ? signedIn : null;
    const response = await fetch(server.url + page.path, { headers: { "accept-language": page.locale, ...(cookie ? { cookie } : {}) }, redirect: "manual" });
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
    const data = await fetch(server.url + page.data, { headers: cookie ? { cookie } : {} });
    if (data.status !== 200) throw new Error(`${page.data} answered ${data.status}`);
    await data.arrayBuffer();
    const own = await requestsPerSecond(server.url + page.path, server.pid, cookie);
    const call = await requestsPerSecond(server.url + page.data, server.pid, cookie);
    const row = {
      ...page,
      htmlBytes: Buffer.byteLength(html),
      payloadBytes: inlinePayloadBytes(html),
      gzipBytes: gzipSize(Buffer.from(html)),
      rps: own.rps,
      dataRps: call.rps,
      cpu: own.cpuPerRequest,
      dataCpu: call.cpuPerRequest,
      note: [own.note, call.note && `data: ${call.note}`].filter(Boolean).join("; "),
    };
    rows.push(row);
    console.log(`[bench] ${page.path}: ${Math.round(row.rps)} req/s, its data call ${Math.round(row.dataRps)} req/s`);
  }
  return rows;
}

const bare = pages.length ? { path: "/", ...(await measureBare()) } : null;
if (bare) bare.label = `bare Next ${bare.versions.next}`;
let app = await startApp();
let rows;
try {
  rows = await measurePages(app.url, pages);
} finally {
  await app.stop();
}

let requestRows = [];
const memory = {};
const removeAppCopies = rows.length ? writeCopies(".", rows) : () => {};
const removeBareCopies = bare ? writeCopies(bare.dir, [bare]) : () => {};
try {
  if (bare) {
    const bareServer = await startServer({ dir: bare.dir, port: await freePort(), env: process.env });
    try {
      await measureSpeed(bareServer, [bare]);
    } finally {
      await bareServer.stop();
    }
  }
  // Ready once its warm-up is over, so "at rest" holds every route's code and not a moment of the warm-up's.
  app = await startApp({ readyPath: "/api/health" });
  try {
    memory.atRest = await serverMemory(app);
    if (rows.length) await measureSpeed(app, rows);
    requestRows = await measureRequestPages(app);
    memory.after = await serverMemory(app);
  } finally {
    await app.stop();
  }
} finally {
  removeAppCopies();
  removeBareCopies();
}

const kibOf = (bytes) => formatKib(bytes);
if (bare) {
  const line = (label, row) => [
    label,
    row.htmlBytes.toLocaleString("en"),
    formatKib(row.totalGzip),
    `${(row.totalGzip / bare.totalGzip).toFixed(2)}×`,
    Math.round(row.rps).toLocaleString("en"),
    Math.round(row.staticRps).toLocaleString("en"),
    `${(row.rps / row.staticRps).toFixed(2)}×`,
    row.note,
  ];
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per measure after 1 s warm-up, ${HEADERS["accept-encoding"] ? "gzip" : "no compression"}; ` +
      `JS = first-load JS, gzip -9, KiB; static = the page's own HTML served as a file by the same server.\n`,
  );
  console.log(
    table(
      [
        ["page", "l"],
        ["HTML bytes", "r"],
        ["JS KiB", "r"],
        ["÷ bare", "r"],
        ["req/s", "r"],
        ["static req/s", "r"],
        ["ratio", "r"],
        ["", "l"],
      ],
      [line(bare.label, bare), ...rows.map((row) => line(row.path, row))],
    ),
  );
}

if (requestRows.length) {
  const ms = (value) => (value === null ? "–" : value.toFixed(1));
  console.log(
    `\nPages rendered per request, each beside its own data call (the BFF request of the provider call it makes) in the same ` +
      `server; KiB of the HTML, of the inline RSC payload inside it and of its gzip -9; CPU = the server's ms per request.\n`,
  );
  console.log(
    table(
      [
        ["page", "l"],
        ["HTML KiB", "r"],
        ["payload KiB", "r"],
        ["gzip KiB", "r"],
        ["req/s", "r"],
        ["data req/s", "r"],
        ["ratio", "r"],
        ["CPU ms", "r"],
        ["data CPU ms", "r"],
        ["", "l"],
      ],
      requestRows.map((row) => [
        `${row.name} (${row.locale})`,
        kibOf(row.htmlBytes),
        kibOf(row.payloadBytes),
        kibOf(row.gzipBytes),
        Math.round(row.rps).toLocaleString("en"),
        Math.round(row.dataRps).toLocaleString("en"),
        `${(row.rps / row.dataRps).toFixed(2)}×`,
        ms(row.cpu),
        ms(row.dataCpu),
        row.note,
      ]),
    ),
  );
}
console.log(
  `\nServer resident memory (${process.env.BENCH_DATABASE_URL ? "Postgres" : "PGlite"}): at rest ${describeMemory(memory.atRest)}; ` +
    `after the run ${describeMemory(memory.after)}.`,
);
