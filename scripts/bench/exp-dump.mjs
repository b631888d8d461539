import { appEnv } from "./first-load-run.mjs";
import { freePort } from "./ports.mjs";
import { startServer } from "./server.mjs";
import { writeFileSync } from "node:fs";
function cookieJar() { const c = new Map(); return { header: () => [...c].map(([n, v]) => `${n}=${v}`).join("; "), keep(r) { for (const l of r.headers.getSetCookie()) { const [p] = l.split(";"); const i = p.indexOf("="); c.set(p.slice(0, i).trim(), p.slice(i + 1).trim()); } } }; }
async function call(b, jar, path, init = {}) { const r = await fetch(b + path, { ...init, redirect: "manual", headers: { ...init.headers, cookie: jar?.header() ?? "" } }); jar?.keep(r); return r; }
async function signIn(b, email, password) { const jar = cookieJar(); const { csrfToken } = await (await call(b, jar, "/api/auth/csrf")).json(); await call(b, jar, "/api/auth/callback/credentials", { method: "POST", body: new URLSearchParams({ csrfToken, email, password, json: "true" }), headers: { "content-type": "application/x-www-form-urlencoded" } }); return jar; }
const port = await freePort();
const server = await startServer({ port, env: { ...appEnv(port), DATA_DIR: ".data/bench/first-visit" }, readyPath: "/api/health", timeoutMs: 300_000 });
try {
  const u = await signIn(server.url, "traveler@example.com", "Traveler#12345");
  const l = await (await call(server.url, u, "/api/flight-backend/api/Reservations", { headers: { "accept-language": "en" } })).json();
  writeFileSync("/tmp/list.json", JSON.stringify(l));
  const one = await (await call(server.url, u, `/api/flight-backend/api/Reservations/${l[0].id}`, { headers: { "accept-language": "en" } })).json();
  writeFileSync("/tmp/one.json", JSON.stringify(one));
} finally { await server.stop(); }
