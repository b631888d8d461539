// Starts `next start` for a built app directory as one child process, waits until it answers, stops it by PID.
import { spawn } from "node:child_process";
import path from "node:path";
import { NEXT_BIN } from "./app-build.mjs";

/**
 * `dir`: the app's root (its .next holds the build); `readyPath`: a page that answers once the server is up.
 * Resolves to { url, stop, output, pid, signal }. The server's output is kept and printed only if it fails to start.
 */
export async function startServer({ dir = ".", port, env, readyPath = "/", timeoutMs = 120_000 }) {
  const bin = path.resolve(NEXT_BIN);
  const child = spawn("node", ["--require", "/tmp/walk.cjs", "--cpu-prof", "--cpu-prof-dir=/tmp/prof", "--cpu-prof-interval=100", bin, "start", "-p", String(port)], {
    cwd: dir,
    env: { ...env, PORT: String(port), NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let exited = null;
  child.on("exit", (code) => (exited = code ?? -1));

  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (exited !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => exited === null && child.kill("SIGKILL"), 5_000).unref();
    });

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`next start (${dir}) exited with ${exited}:\n${output}`);
    try {
      // The first request also opens and seeds an embedded database; a 5xx means "not ready yet".
      const response = await fetch(url + readyPath, { redirect: "manual", signal: AbortSignal.timeout(60_000) });
      await response.arrayBuffer();
      if (response.status < 500) return { url, stop, output: () => output, pid: child.pid, signal: (name) => child.kill(name) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`next start (${dir}) did not answer ${readyPath} within ${timeoutMs / 1000} s:\n${output}`);
}
