import { afterEach, describe, expect, it, vi } from "vitest";
import { settledWithin } from "./bounded";

describe("settledWithin", () => {
  afterEach(() => vi.useRealTimers());

  it("resolves when the work settles, resolved or rejected", async () => {
    await expect(settledWithin(Promise.resolve("done"), 10_000)).resolves.toBeUndefined();
    await expect(settledWithin(Promise.reject(new Error("no cache")), 10_000)).resolves.toBeUndefined();
  });

  it("stops waiting for work that never settles (a stalled cache call must not hold sign-in)", async () => {
    vi.useFakeTimers();
    let done = false;
    void settledWithin(new Promise(() => {}), 1_500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1_499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
