// npm run bench:scale — what a second instance buys: requests per second and p95 latency of a cached page, the
// flight search API and the flight results page, served by one instance behind the reverse proxy and by two behind
// it (round robin), in one run, on one build, one Postgres database and one Redis (their own, as in e2e/instances/).
// Beside each figure: the RSS of each instance and where the machine's CPU went during that measure (the instances,
// HAProxy, Postgres, and this process, which is the load generator), so that a ratio under 2× says what bounds it.
// Figures, not tests: it exits 0 whatever they are. BENCH_SECONDS (10) per measure after a 2 s warm-up,
// BENCH_CONNECTIONS (10). Needs Postgres at 127.0.0.1:5432, Debian's haproxy and redis-server. Run it under
// `flock /tmp/heavy.lock` on a quiet machine: everything shares its cores.
import autocannon from "autocannon";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { ensureAppBuild } from "./bench/app-build.mjs";
import { table } from "./bench/first-load-run.mjs";
import { startAppInstances } from "./instances/app-instances.mjs";
import { createPostgresDatabase } from "./instances/postgres-database.mjs";
import { redisServerInstalled, startRedisServer } from "./instances/redis-server.mjs";
import { startReverseProxy } from "./instances/reverse-proxy.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
// USER_HZ: the clock ticks per second that /proc/<pid>/stat counts CPU time in (100 on Linux).
const TICKS = 100;

const day = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
const TARGETS = [
  { label: "cached page (/en/about-us)", path: "/en/about-us" },
  { label: "flight search API", path: `/api/search-flight/api/Flights/Search?from=RUH&to=JED&date=${day}&adults=1&cabin=economy` },
  { label: "flight results page", path: `/en/flight-search?from=RUH&to=JED&date=${day}&adults=1&children=0&infants=0&cabin=economy` },
];

/** Every process as { pid, ppid, comm, ticks (user + system CPU), rssKib }, read from /proc. */
function processes() {
  const list = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, "utf8"));
      list.push({ pid: Number(entry), ppid: Number(fields[1]), comm, ticks: Number(fields[11]) + Number(fields[12]), rssKib: rss ? Number(rss[1]) : 0 });
    } catch {
      // gone meanwhile
    }
  }
  return list;
}

/** The process `pid` and its descendants. */
function tree(all, pid) {
  const found = all.filter((p) => p.pid === pid);
  for (let i = 0; i < found.length; i++) found.push(...all.filter((p) => p.ppid === found[i].pid));
  return found;
}

/** Each group's processes now (pid → CPU ticks): each instance's tree, the proxy, Postgres (every postgres process), this process. */
function cpuSnapshot(groups) {
  const all = processes();
  const ticks = (list) => new Map(list.map((p) => [p.pid, p.ticks]));
  return Object.fromEntries([
    ...Object.entries(groups).map(([name, pid]) => [name, ticks(tree(all, pid))]),
    ["postgres", ticks(all.filter((p) => p.comm === "postgres"))],
    ["load generator", ticks(all.filter((p) => p.pid === process.pid))],
    ["machine", new Map([[0, machineTicks()]])],
  ]);
}

/** The machine's busy CPU ticks (every core, everything but idle and I/O wait), from /proc/stat. */
function machineTicks() {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  return user + nice + system + irq + softirq + steal;
}

/** CPU ticks a group spent between two snapshots; a process that came or went meanwhile counts from its first sight. */
const spent = (before, after) => [...after].reduce((total, [pid, ticks]) => total + ticks - (before.get(pid) ?? ticks), 0);

const rssMib = (pid) => Math.round(tree(processes(), pid).reduce((total, p) => total + p.rssKib, 0) / 1024);

/** p95 of the response times autocannon reports one by one (its summary stops at p90 and p97.5). */
function percentile(values, share) {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] : NaN;
}

async function measure(url, groups) {
  // A target that does not answer 200 would measure its error page: stop with what it answered instead.
  const probe = await fetch(url, { redirect: "manual" });
  const body = await probe.text();
  if (probe.status !== 200) throw new Error(`[bench] ${url} answered ${probe.status}: ${body.slice(0, 300)}`);
  await autocannon({ url, connections: CONNECTIONS, duration: 2, timeout: 30 });
  const before = cpuSnapshot(groups);
  const started = process.hrtime.bigint();
  const times = [];
  const run = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 30 });
  run.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await run;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const after = cpuSnapshot(groups);
  const percent = (ticks) => Math.round((ticks / TICKS / seconds) * 100);
  const cpu = Object.fromEntries(Object.keys(after).map((name) => [name, percent(spent(before[name], after[name]))]));
  // What the machine spent besides these: other processes (on a shared machine, other people's work), Redis, the kernel.
  const { machine, ...ours } = cpu;
  cpu.rest = Math.max(0, machine - Object.values(ours).reduce((total, value) => total + value, 0));
  delete cpu.machine;
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed)
    console.log(
      `[bench] ${url}: ${failed} failed; status codes ${JSON.stringify(result.statusCodeStats)}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );
  return { rps: result.requests.average, p95: Math.round(percentile(times, 0.95) * 10) / 10, cpu, failed, total: result.requests.total };
}

const cores = os.cpus().length;
console.log(
  `[bench] load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")} on ${cores} cores; ${CONNECTIONS} connections, ${SECONDS} s per measure after a 2 s warm-up`,
);
ensureAppBuild({ ...process.env, APP_URL: process.env.APP_URL || "http://localhost:3000" });

const cleanups = [];
try {
  const database = await createPostgresDatabase("bench");
  cleanups.push(database.drop);
  const redis = redisServerInstalled() ? await startRedisServer() : null;
  if (redis) cleanups.push(redis.stop);
  const started = await startAppInstances({
    env: {
      DATABASE_URL: database.url,
      ...(redis ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: "bench:" } : {}),
      TRUSTED_PROXY_HOPS: "1",
      // One JSON line per request, which scripts/bench/server.mjs keeps in this process's memory (the load generator's):
      // warnings only, so that what is measured is the serving.
      LOG_LEVEL: process.env.LOG_LEVEL || "warn",
    },
  });
  cleanups.push(started.stop);
  const [a, b] = started.instances;
  const oneProxy = await startReverseProxy({ servers: [a] });
  cleanups.push(oneProxy.stop);
  const twoProxy = await startReverseProxy({ servers: [a, b] });
  cleanups.push(twoProxy.stop);

  const setups = [
    { label: "1 instance", proxy: oneProxy, groups: { A: a.pid, haproxy: oneProxy.pid } },
    { label: "2 instances", proxy: twoProxy, groups: { A: a.pid, B: b.pid, haproxy: twoProxy.pid } },
  ];
  const rows = [];
  for (const target of TARGETS) {
    const figures = [];
    for (const setup of setups) {
      const result = await measure(setup.proxy.url + target.path, setup.groups);
      const rss = Object.entries(setup.groups)
        .filter(([name]) => name !== "haproxy")
        .map(([name, pid]) => `${name} ${rssMib(pid)} MiB`)
        .join(", ");
      const cpu = Object.entries(result.cpu)
        .map(([name, percent]) => `${name} ${percent}%`)
        .join(", ");
      console.log(`[bench] ${target.label}, ${setup.label}: ${Math.round(result.rps)} req/s, p95 ${result.p95} ms; RSS ${rss}; CPU ${cpu}`);
      figures.push(result);
      rows.push([
        target.label,
        setup.label,
        Math.round(result.rps).toLocaleString("en"),
        `${result.p95} ms`,
        setup.label === "1 instance" ? "" : `${(result.rps / figures[0].rps).toFixed(2)}×`,
        rss,
        cpu,
        result.failed ? `${result.failed} of ${result.total} failed` : "",
      ]);
    }
  }
  console.log(`\nCPU: share of one core during the measure (${cores} cores = ${cores * 100}%), "rest" = everything else the machine ran; RSS after it.\n`);
  console.log(
    table(
      [
        ["what", "l"],
        ["served by", "l"],
        ["req/s", "r"],
        ["p95", "r"],
        ["× one", "r"],
        ["RSS", "l"],
        ["CPU", "l"],
        ["", "l"],
      ],
      rows,
    ),
  );
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(`[bench] cleanup: ${error.message}`));
}
