import { dehydrate } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { BffError } from "@/lib/api/bff-client";
import { getQueryClient, shouldRetry } from "./client";

describe("shouldRetry", () => {
  it("retries a lost connection and a server error in the browser, twice at most", () => {
    expect(shouldRetry(0, new BffError("offline", 0, "NETWORK"), false)).toBe(true);
    expect(shouldRetry(1, new BffError("down", 503, "UNAVAILABLE"), false)).toBe(true);
    expect(shouldRetry(2, new BffError("down", 503, "UNAVAILABLE"), false)).toBe(false);
  });

  it("never retries a 4xx: the same request gets the same answer", () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(shouldRetry(0, new BffError("no", status, "X"), false)).toBe(false);
  });

  it("never retries on the server, nor an answer that broke its contract", () => {
    expect(shouldRetry(0, new BffError("down", 503, "UNAVAILABLE"), true)).toBe(false);
    expect(shouldRetry(0, new TypeError("x is undefined"), false)).toBe(false);
  });
});

describe("getQueryClient on the server", () => {
  it("dehydrates a query still pending, so a prefetch that was not awaited streams to the browser", async () => {
    const queryClient = getQueryClient();
    void queryClient.prefetchQuery({ queryKey: ["slow"], queryFn: () => new Promise<string>(() => {}) });
    const state = dehydrate(queryClient);
    expect(state.queries.map((q) => [q.queryKey, q.state.status])).toEqual([[["slow"], "pending"]]);
    expect(state.queries[0]?.promise).toBeInstanceOf(Promise);
  });
});
