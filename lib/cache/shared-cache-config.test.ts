import { existsSync } from "node:fs";
import path from "node:path";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { describe, expect, it } from "vitest";
import { sharedCacheConfig } from "./shared-cache-config.mjs";

describe("the caches' place in next.config.mjs", () => {
  it("adds nothing without REDIS_URL: Next's built-in caches, exactly as before", () => {
    expect(sharedCacheConfig(PHASE_PRODUCTION_SERVER, {})).toEqual({});
  });

  it("adds nothing to a build or to next dev, REDIS_URL or not", () => {
    expect(sharedCacheConfig(PHASE_PRODUCTION_BUILD, { REDIS_URL: "redis://127.0.0.1:6379" })).toEqual({});
    expect(sharedCacheConfig(PHASE_DEVELOPMENT_SERVER, { REDIS_URL: "redis://127.0.0.1:6379" })).toEqual({});
  });

  it("names the Redis handlers, as absolute paths of files that exist, for `next start` with REDIS_URL", () => {
    const config = sharedCacheConfig(PHASE_PRODUCTION_SERVER, { REDIS_URL: "redis://127.0.0.1:6379" });
    const files = [config.cacheHandler, config.cacheHandlers?.default, config.cacheHandlers?.remote];
    expect(files.map((file) => path.basename(file ?? ""))).toEqual([
      "redis-response-cache-handler.mjs",
      "redis-use-cache-handler.mjs",
      "redis-use-cache-handler.mjs",
    ]);
    for (const file of files) expect(path.isAbsolute(file!) && existsSync(file!)).toBe(true);
  });
});
