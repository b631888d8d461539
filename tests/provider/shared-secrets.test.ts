// With a shared database (DATABASE_URL), every instance must be given the same secrets: none is generated per
// instance (a session signed on one would be refused by the next); a clear error names each missing one. The
// embedded default still generates them into DATA_DIR/secrets.json.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkSharedSecrets, secret } from "@/provider/config";
import { prepareEnv } from "../../scripts/env.mjs";

const saved = { ...process.env };
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "rahhal-secrets-"));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const name of ["DATABASE_URL", "NEXTAUTH_SECRET", "PROVIDER_TOKEN_SECRET", "TRAVELLERS_KEY", "DATA_DIR"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("secrets on a shared database", () => {
  it("the provider refuses to start without them, naming each missing one, and never writes one", () => {
    const dir = tempDir();
    process.env.DATA_DIR = dir;
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:5432/none";
    delete process.env.NEXTAUTH_SECRET;
    delete process.env.PROVIDER_TOKEN_SECRET;
    delete process.env.TRAVELLERS_KEY;
    expect(() => checkSharedSecrets()).toThrow(/^NEXTAUTH_SECRET and PROVIDER_TOKEN_SECRET and TRAVELLERS_KEY must be set when DATABASE_URL is/);
    expect(() => secret("PROVIDER_TOKEN_SECRET")).toThrow(/^PROVIDER_TOKEN_SECRET must be set/);
    process.env.NEXTAUTH_SECRET = "shared-session-secret";
    expect(() => checkSharedSecrets()).toThrow(/^PROVIDER_TOKEN_SECRET and TRAVELLERS_KEY must be set/);
    process.env.PROVIDER_TOKEN_SECRET = "shared-token-secret";
    expect(() => checkSharedSecrets()).toThrow(/^TRAVELLERS_KEY must be set/);
    process.env.TRAVELLERS_KEY = "c2hhcmVkLXRyYXZlbGxlcnMta2V5LTAxMjM0NTY3ODk=";
    expect(() => checkSharedSecrets()).not.toThrow();
    expect(secret("PROVIDER_TOKEN_SECRET")).toBe("shared-token-secret");
    expect(() => readFileSync(path.join(dir, "secrets.json"))).toThrow();
  });

  it("npm start's environment stops with the same message; the embedded default still generates and keeps them", () => {
    const dir = tempDir();
    expect(() => prepareEnv({ DATA_DIR: dir, DATABASE_URL: "postgres://x/y", PROVIDER_TOKEN_SECRET: "t", TRAVELLERS_KEY: "k" })).toThrow(
      /^NEXTAUTH_SECRET must be set when DATABASE_URL is/,
    );
    const embedded = prepareEnv({ DATA_DIR: dir });
    expect(embedded.NEXTAUTH_SECRET).toMatch(/^[\w-]{40,}$/);
    const stored = JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8")) as Record<string, string>;
    expect(stored).toEqual({
      NEXTAUTH_SECRET: embedded.NEXTAUTH_SECRET,
      PROVIDER_TOKEN_SECRET: embedded.PROVIDER_TOKEN_SECRET,
      TRAVELLERS_KEY: embedded.TRAVELLERS_KEY,
    });
    expect(Buffer.from(embedded.TRAVELLERS_KEY!, "base64")).toHaveLength(32);
  });
});
