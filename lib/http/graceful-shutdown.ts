// SIGTERM or SIGINT (a deploy, a scale-down, Ctrl-C): the instance leaves the rotation and ends within 10 s without
// cutting a request short. Next's own handler (start-server.js) closes the listening socket at once and exits without
// our cleanup: a load balancer's readiness probe then meets a refused connection rather than a 503, and the pools and
// the job workers are left to die with the process. So this one replaces it (`next start` only):
//   1. at once: /api/health/ready answers 503 (draining) and every answer says `Connection: close`;
//   2. for SHUTDOWN_DRAIN_MS (2 s) the server still takes new requests, while the proxies see the 503;
//   3. it stops listening, closes idle connections and waits for the requests in flight;
//   4. the job workers stop, the database pool and Redis close, and the process exits 0;
// and whatever is still running at 9.5 s, it exits 1.
import http, { type ServerResponse } from "node:http";
import { log } from "@/lib/observe/log";

const STATE = Symbol.for("rahhal.shutdown");
const HARD_LIMIT_MS = 9_500;

type State = { draining: boolean; inFlight: number; servers: Set<http.Server>; installed: boolean };

function state(): State {
  const holder = globalThis as { [STATE]?: State };
  return (holder[STATE] ??= { draining: false, inFlight: 0, servers: new Set(), installed: false });
}

/** Whether a shutdown has begun: readiness answers 503 from then on. */
export function draining(): boolean {
  return state().draining;
}

type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;

/** Counts the requests in flight and notes the servers, through the prototype (Next made its server before us). */
function trackRequests(): void {
  const proto = http.Server.prototype as unknown as { emit: Emit };
  const original = proto.emit;
  proto.emit = function emit(this: unknown, event, ...args) {
    if (event === "request") {
      const s = state();
      s.servers.add(this as http.Server);
      const res = args[1] as ServerResponse;
      if (s.draining) res.setHeader("connection", "close");
      s.inFlight++;
      res.once("close", () => s.inFlight--);
    }
    return original.call(this, event, ...args);
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function shutdown(signal: string, cleanup: (msLeft: number) => Promise<void>): Promise<void> {
  const s = state();
  if (s.draining) return;
  s.draining = true;
  const started = Date.now();
  setTimeout(() => {
    log().error({ signal, inFlight: s.inFlight }, "shutdown: still busy after 9.5 s, exiting");
    process.exit(1);
  }, HARD_LIMIT_MS).unref();
  log().info({ signal, inFlight: s.inFlight }, "shutdown: draining");
  await sleep(Number(process.env.SHUTDOWN_DRAIN_MS ?? 2_000));
  for (const server of s.servers) {
    server.close();
    server.closeIdleConnections();
  }
  while (s.inFlight > 0 && Date.now() - started < HARD_LIMIT_MS - 2_000) await sleep(50);
  try {
    await cleanup(Math.max(1_000, HARD_LIMIT_MS - 500 - (Date.now() - started)));
  } catch (error) {
    log().error({ err: error instanceof Error ? error.message : String(error) }, "shutdown: cleanup failed");
  }
  log().info({ signal, ms: Date.now() - started, unfinished: s.inFlight }, "shutdown: done");
  process.exit(0);
}

/** Installs the handler once per process (in place of Next's), with `cleanup` run after the last request. */
export function installGracefulShutdown(cleanup: (msLeft: number) => Promise<void>): void {
  const s = state();
  if (s.installed) return;
  s.installed = true;
  trackRequests();
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    // Next's (unless NEXT_MANUAL_SIG_HANDLE was set) is the only one there at this point of the start.
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal, cleanup));
  }
}
