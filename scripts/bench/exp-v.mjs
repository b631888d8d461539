import { appEnv } from "./first-load-run.mjs";
import { freePort } from "./ports.mjs";
import { startServer } from "./server.mjs";
function cookieJar() { const c = new Map(); return { header: () => [...c].map(([n, v]) => `${n}=${v}`).join("; "), keep(r) { for (const l of r.headers.getSetCookie()) { const [p] = l.split(";"); const i = p.indexOf("="); c.set(p.slice(0, i).trim(), p.slice(i + 1).trim()); } } }; }
async function call(b, jar, path, init = {}) { const r = await fetch(b + path, { ...init, redirect: "manual", headers: { ...init.headers, cookie: jar?.header() ?? "" } }); jar?.keep(r); return r; }
async function signIn(b, email, password) { const jar = cookieJar(); const { csrfToken } = await (await call(b, jar, "/api/auth/csrf")).json(); await call(b, jar, "/api/auth/callback/credentials", { method: "POST", body: new URLSearchParams({ csrfToken, email, password, json: "true" }), headers: { "content-type": "application/x-www-form-urlencoded" } }); return jar; }
const port = await freePort();
const server = await startServer({ port, env: { ...appEnv(port), DATA_DIR: ".data/bench/first-visit", NODE_OPTIONS: "--require /tmp/walk.cjs" }, readyPath: "/api/health", timeoutMs: 300_000 });
try {
  await new Promise((r) => setTimeout(r, 21000));
  console.log("---- signin");
  const u = await signIn(server.url, "traveler@example.com", "Traveler#12345");
  console.log("---- visit");
  await call(server.url, u, "/en/all-reservations").then((r) => r.arrayBuffer());
  console.log("---- done");
} finally { console.log(server.output().split("\n").filter((l) => /compile|walk/.test(l)).join("\n")); await server.stop(); }
