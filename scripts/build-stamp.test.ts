// Issue 23, point 4: one build, any address. `npm start` rebuilt .next when APP_URL or PORT differed from the build's,
// under the other instances serving from it; now only the sources decide.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { needsBuild, sourceStamp, STAMP_FILE, writeBuildStamp } from "./build-stamp.mjs";

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "build-stamp-"));
  mkdirSync(path.join(root, "app"));
  mkdirSync(path.join(root, ".next"));
  writeFileSync(path.join(root, "app", "page.tsx"), "export default function Page() { return null; }\n");
  writeFileSync(path.join(root, "package.json"), "{}\n");
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

/** What `npm start` leaves after building: Next's build id and the stamp, while `env` was in force. */
function buildWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  writeFileSync(path.join(root, ".next", "BUILD_ID"), "b1");
  writeBuildStamp(sourceStamp(root), root);
}

describe("npm start's build decision", () => {
  it("serves a build made for one address on another port and host name without rebuilding it", () => {
    buildWith({ APP_URL: "http://localhost:3000", PORT: "3000" });
    vi.stubEnv("APP_URL", "https://rahhal.example");
    vi.stubEnv("NEXTAUTH_URL", "https://rahhal.example");
    vi.stubEnv("PORT", "3107");
    expect(needsBuild(root)).toBe(false);
  });

  it("keeps a build stamped before this change, whose stamp also named the APP_URL it was built with", () => {
    buildWith({});
    writeFileSync(path.join(root, STAMP_FILE), `${sourceStamp(root)}\nhttp://localhost:3000`);
    vi.stubEnv("APP_URL", "http://localhost:3107");
    expect(needsBuild(root)).toBe(false);
  });

  it("builds when the sources changed, or when there is no build", () => {
    buildWith({});
    writeFileSync(path.join(root, "app", "page.tsx"), "export default function Page() { return 'changed'; }\n");
    expect(needsBuild(root)).toBe(true);
    writeBuildStamp(sourceStamp(root), root);
    expect(needsBuild(root)).toBe(false);
    rmSync(path.join(root, ".next", "BUILD_ID"));
    expect(needsBuild(root)).toBe(true);
  });
});
