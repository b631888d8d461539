// Serves the standalone build (next.config.mjs `output: "standalone"`; the Docker image runs it) the way Next's generated
// `.next/standalone/server.js` does, with one difference: that file carries next.config as it was when the app was
// built, and whether the caches live in Redis is decided when the server starts (REDIS_URL,
// lib/cache/shared-cache-config.mjs). So the config is read from the build's required-server-files.json and the
// shared cache handlers are added here. Copied beside server.js (Dockerfile); PORT, HOSTNAME and KEEP_ALIVE_TIMEOUT as
// server.js reads them.
import { readFileSync } from "node:fs";
import module from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sharedCacheConfig } from "./lib/cache/shared-cache-config.mjs";

const require = module.createRequire(import.meta.url);
const dir = path.dirname(fileURLToPath(import.meta.url));
process.env.NODE_ENV = "production";
process.chdir(dir);

const { PHASE_PRODUCTION_SERVER } = require("next/constants");
const built = JSON.parse(readFileSync(path.join(dir, ".next", "required-server-files.json"), "utf8")).config;
const config = { ...built, ...sharedCacheConfig(PHASE_PRODUCTION_SERVER) };
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

const keepAlive = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? "", 10);
require("next");
const { startServer } = require("next/dist/server/lib/start-server");
startServer({
  dir,
  isDev: false,
  config,
  hostname: process.env.HOSTNAME || "0.0.0.0",
  port: Number.parseInt(process.env.PORT ?? "", 10) || 3000,
  allowRetry: false,
  // Idle keep-alive connections stay open 65 s by default, as `npm start` does (a proxy reusing one gets an answer).
  keepAliveTimeout: Number.isFinite(keepAlive) && keepAlive >= 0 ? keepAlive : 65_000,
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
