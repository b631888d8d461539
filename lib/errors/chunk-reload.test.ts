import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadOnceForChunkError, RELOADED_KEY } from "./chunk-reload";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
}

function chunkError(message: string) {
  const error = new Error(message);
  error.name = "ChunkLoadError";
  return error;
}

describe("isChunkLoadError", () => {
  it("recognises the three ways browsers and bundlers report a missing chunk", () => {
    expect(isChunkLoadError(chunkError("Loading chunk 123 failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk app/page failed"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/_next/a.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("reloadOnceForChunkError", () => {
  it("reloads once per distinct message", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(chunkError("Loading chunk 1 failed"), { storage, reload })).toBe(true);
    expect(reloadOnceForChunkError(chunkError("Loading chunk 1 failed"), { storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(new Error("Failed to fetch dynamically imported module: /b.js"), { storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(JSON.parse(storage.map.get(RELOADED_KEY) ?? "[]")).toHaveLength(2);
  });

  it("never reloads for other errors", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(new Error("boom"), { storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("survives corrupt storage and refuses to loop when storage is unavailable", () => {
    const storage = memoryStorage();
    storage.map.set(RELOADED_KEY, "{not json");
    const reload = vi.fn();
    expect(reloadOnceForChunkError(chunkError("Loading chunk 9 failed"), { storage, reload })).toBe(true);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(reloadOnceForChunkError(chunkError("Loading chunk 10 failed"), { storage: broken, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
