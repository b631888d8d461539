import { appEnv } from "./first-load-run.mjs";
import { freePort } from "./ports.mjs";
import { startServer } from "./exp-server.mjs";
import { writeFileSync } from "node:fs";
function cookieJar() { const c = new Map(); return { header: () => [...c].map(([n, v]) => `${n}=${v}`).join("; "), keep(r) { for (const l of r.headers.getSetCookie()) { const [p] = l.split(";"); const i = p.indexOf("="); c.set(p.slice(0, i).trim(), p.slice(i + 1).trim()); } } }; }
async function call(b, jar, path, init = {}) { const r = await fetch(b + path, { ...init, redirect: "manual", headers: { ...init.headers, cookie: jar?.header() ?? "" } }); jar?.keep(r); return r; }
async function signIn(b, email, password) { const jar = cookieJar(); const { csrfToken } = await (await call(b, jar, "/api/auth/csrf")).json(); await call(b, jar, "/api/auth/callback/credentials", { method: "POST", body: new URLSearchParams({ csrfToken, email, password, json: "true" }), headers: { "content-type": "application/x-www-form-urlencoded" } }); return jar; }
const marks = [];
async function t(b, jar, path) { const s0 = process.hrtime.bigint(); const s = performance.now(); const r = await call(b, jar, path); await r.arrayBuffer(); marks.push({ path, start: Number(s0 / 1000n), end: Number(process.hrtime.bigint() / 1000n) }); console.log(path.slice(0, 40), r.status, (performance.now() - s).toFixed(0)); }
const port = await freePort();
const server = await startServer({ port, env: { ...appEnv(port), DATA_DIR: ".data/bench/first-visit" }, readyPath: "/api/health", timeoutMs: 300_000 });
try {
  const u = await signIn(server.url, "traveler@example.com", "Traveler#12345");
  const l = await (await call(server.url, u, "/api/flight-backend/api/Reservations", { headers: { "accept-language": "en" } })).json();
  const r = l.find((x) => x.kind === "flight");
  const path = `/en/flight/${r.flight.id}/booking/reservation/${r.id}`;
  for (let i = 0; i < 3; i++) await t(server.url, u, process.argv[2] === "list" ? "/en/all-reservations" : path);
} finally { await server.stop(); }
writeFileSync("/tmp/prof-marks.json", JSON.stringify(marks));
