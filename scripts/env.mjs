// Shared by start, dev and test scripts: DATA_DIR, generated secrets, and the URLs the app needs.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const SECRETS = ["NEXTAUTH_SECRET", "PROVIDER_TOKEN_SECRET", "TRAVELLERS_KEY"];

export function prepareEnv(env = process.env) {
  const port = env.PORT || "3000";
  const dataDir = path.resolve(env.DATA_DIR || ".data");
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "secrets.json");
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  // On a shared database (DATABASE_URL) every instance needs the same secrets: none is generated per instance.
  const missing = SECRETS.filter((name) => !env[name]);
  if (env.DATABASE_URL && missing.length) {
    throw new Error(
      `${missing.join(" and ")} must be set when DATABASE_URL is: every instance on one database signs and reads sessions and ` +
        "tokens with the same secrets, so none is generated per instance (e.g. `openssl rand -base64 32`).",
    );
  }
  let changed = false;
  for (const name of SECRETS) {
    if (env[name]) continue;
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString("base64url");
      changed = true;
      console.warn(`[start] ${name} is not set: generated one and kept it in ${file}`);
    }
    env[name] = stored[name];
  }
  if (changed) writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  env.PORT = port;
  env.DATA_DIR = dataDir;
  env.APP_URL ||= `http://localhost:${port}`;
  env.NEXTAUTH_URL ||= env.APP_URL;
  return env;
}
