// The server's memory as `npm run bench:pages` reports it: resident memory of its process tree (/proc) beside what V8
// says of itself, read from the app's own metrics (/api/metrics: prom-client's default process metrics) with a token
// that only the bench's server holds. Resident minus V8's heap is mostly code, native buffers and, on the embedded
// database, PGlite's WebAssembly memory, which never shrinks once it has grown.
import { residentMib } from "./process-usage.mjs";

/** The bench server's METRICS_TOKEN (scripts/bench/first-load-run.mjs sets it): a private server, a fixed value. */
export const BENCH_METRICS_TOKEN = "bench-metrics-token-0123456789";

const MIB = 1024 * 1024;

/** V8's heap (used and reserved) and external memory in MiB, from Prometheus text; a figure missing is null. */
export function memoryFromMetrics(text) {
  const value = (name) => {
    const match = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)`, "m").exec(text);
    return match ? Number(match[1]) / MIB : null;
  };
  return { heapUsed: value("nodejs_heap_size_used_bytes"), heapTotal: value("nodejs_heap_size_total_bytes"), external: value("nodejs_external_memory_bytes") };
}

/** Resident memory of the server's tree and V8's own figures, all in MiB (null where a figure could not be read). */
export async function serverMemory(server) {
  const resident = residentMib(server.pid);
  try {
    const response = await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
    if (!response.ok) return { resident, heapUsed: null, heapTotal: null, external: null };
    return { resident, ...memoryFromMetrics(await response.text()) };
  } catch {
    return { resident, heapUsed: null, heapTotal: null, external: null };
  }
}

const mib = (value) => (value === null || value === undefined ? "–" : `${Math.round(value)} MiB`);

/** "412 MiB (V8 heap 150 MiB used of 190 MiB, external 30 MiB)". */
export function describeMemory(memory) {
  if (!memory) return "–";
  return `${mib(memory.resident)} (V8 heap ${mib(memory.heapUsed)} used of ${mib(memory.heapTotal)}, external ${mib(memory.external)})`;
}
