// A real reverse proxy in front of several app instances: Debian's HAProxy (`apt-get install haproxy`; .ci/run and
// `npm test` install it when missing), started in the foreground with a config generated here, on a free port. It is
// what a deployment puts in front of the instances (compose.yaml): round robin, a health check on /api/health/live
// (an instance that stops answering is taken out within seconds and put back once it answers), and the forwarding
// headers the app trusts with TRUSTED_PROXY_HOPS=1 (X-Forwarded-For appended; X-Forwarded-Host and -Proto set, so a
// client's own values never reach the app as the proxy's).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./redis-server.mjs";

/** Whether the haproxy binary is installed. */
export function haproxyInstalled() {
  return spawnSync("haproxy", ["-v"], { stdio: "ignore" }).status === 0;
}

/**
 * The configuration: one frontend on 127.0.0.1:`port`, one backend of `servers` ({ name, port }). A request whose
 * instance refused the connection is sent to another (retries, redispatch); one cut mid-answer is not replayed, as no
 * proxy may replay a POST it already sent: the client sees 502 and decides (an idempotency key makes that safe).
 */
export function haproxyConfig({ port, servers, maxconn = 2_000 }) {
  return [
    "global",
    `  maxconn ${maxconn * 2}`,
    "defaults",
    "  mode http",
    "  option httplog",
    `  maxconn ${maxconn}`,
    "  timeout connect 2s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  timeout http-keep-alive 10s",
    // A saturated instance answers its check late, not never: down only after three checks of 5 s went unanswered
    // (a dead one refuses the connection at once and is down within 3 s; requests meanwhile go to the others).
    "  timeout check 5s",
    "  retries 3",
    "  option redispatch 1",
    "frontend web",
    `  bind 127.0.0.1:${port}`,
    // The visitor's address, appended to any X-Forwarded-For the client sent (the app reads the last entry).
    "  option forwardfor",
    "  http-request set-header X-Forwarded-Host %[req.hdr(host)]",
    "  http-request set-header X-Forwarded-Proto http",
    "  default_backend app",
    "backend app",
    "  balance roundrobin",
    "  option httpchk GET /api/health/live",
    "  http-check expect status 200",
    "  default-server check inter 1s fall 3 rise 2",
    ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port}`),
    "",
  ].join("\n");
}

/**
 * Starts HAProxy in front of `servers` ({ name, port }: the app instances) on a free port (or `port`). Resolves to
 * { url, port, pid, stop, output } once it answers and every server passed its first health check.
 */
export async function startReverseProxy({ servers, port, timeoutMs = 30_000 }) {
  if (!haproxyInstalled()) throw new Error("the reverse proxy needs Debian's haproxy: `apt-get install -y haproxy`");
  const chosen = port ?? (await freePort());
  const folder = mkdtempSync(path.join(tmpdir(), "rahhal-haproxy-"));
  const file = path.join(folder, "haproxy.cfg");
  writeFileSync(file, haproxyConfig({ port: chosen, servers }));
  const check = spawnSync("haproxy", ["-c", "-q", "-f", file], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`haproxy refused its generated config:\n${check.stdout}${check.stderr}`);

  // -db: foreground, no daemon, so the child is HAProxy itself and stopping it is one signal to one pid.
  const child = spawn("haproxy", ["-db", "-f", file], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let exited = null;
  child.on("exit", (code) => (exited = code ?? -1));
  const stop = () =>
    new Promise((resolve) => {
      rmSync(folder, { recursive: true, force: true });
      if (exited !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => exited === null && child.kill("SIGKILL"), 3_000).unref();
    });

  const url = `http://localhost:${chosen}`;
  const deadline = Date.now() + timeoutMs;
  // Up once two rounds of consecutive answers came back 200: round robin sends them to each server in turn.
  let answered = 0;
  while (Date.now() < deadline && exited === null) {
    try {
      const response = await fetch(`${url}/api/health/live`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      answered = response.status === 200 ? answered + 1 : 0;
      if (answered >= servers.length * 2) return { url, port: chosen, pid: child.pid, stop, output: () => output };
    } catch {
      answered = 0;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`haproxy on port ${chosen} did not answer within ${timeoutMs / 1000} s:\n${output}`);
}
