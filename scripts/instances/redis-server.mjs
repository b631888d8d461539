// A redis-server of a test's or a benchmark's own, on a free port, keeping nothing on disk: to stop and start again
// mid-run (an outage) without touching the machine's Redis. Debian's redis-server package provides the binary.
import { spawn, spawnSync } from "node:child_process";
import net from "node:net";

/** Whether the redis-server binary is installed (`apt-get install redis-server`). */
export function redisServerInstalled() {
  return spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
}

/** A port nobody listens on. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Whether something at 127.0.0.1:`port` answers PING with PONG (raw RESP: no client library needed). */
export function redisAnswers(port, timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

/**
 * Starts redis-server on a free port (or `port`). Resolves to { url, port, stop, start, pause, resume }: `stop` kills
 * it (SIGKILL, as a crash), `start` brings it back on the same port (empty), `pause`/`resume` freeze it (SIGSTOP).
 */
export async function startRedisServer({ port } = {}) {
  const chosen = port ?? (await freePort());
  /** @type {import("node:child_process").ChildProcess | null} */
  let child = null;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await redisAnswers(chosen)) return;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server on port ${chosen} did not start (is Debian's redis-server installed?)`);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once("exit", resolve);
      running.kill("SIGCONT");
      running.kill("SIGKILL");
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, stop, start, pause: () => child?.kill("SIGSTOP"), resume: () => child?.kill("SIGCONT") };
}
