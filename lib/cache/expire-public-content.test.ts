import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const revalidateTag = vi.fn();
const forgetCachedPages = vi.fn();
const afterTasks: (() => Promise<void>)[] = [];
vi.mock("next/cache", () => ({ revalidateTag }));
vi.mock("next/server", () => ({ after: (task: () => Promise<void>) => afterTasks.push(task) }));
vi.mock("@/lib/http/page-cache", () => ({ forgetCachedPages }));

const { expirePublicContent } = await import("./expire-public-content");
const { RENDER_SETTLE_MS } = await import("./render-settle");

describe("expirePublicContent", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    revalidateTag.mockClear();
    forgetCachedPages.mockClear();
    afterTasks.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it("expires the tags at once, and again after a render begun before the write has landed", async () => {
    expirePublicContent(["content:destinations"]);
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith("content:destinations", { expire: 0 });
    expect(forgetCachedPages).toHaveBeenCalledTimes(1);

    expect(afterTasks).toHaveLength(1);
    const settled = afterTasks[0]!();
    await vi.advanceTimersByTimeAsync(RENDER_SETTLE_MS - 1);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(revalidateTag).toHaveBeenCalledTimes(2);
    expect(revalidateTag).toHaveBeenLastCalledWith("content:destinations", { expire: 0 });
    expect(forgetCachedPages).toHaveBeenCalledTimes(2);
  });

  it("does nothing for a write that names no public content", () => {
    expirePublicContent([]);
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(forgetCachedPages).not.toHaveBeenCalled();
    expect(afterTasks).toHaveLength(0);
  });
});
