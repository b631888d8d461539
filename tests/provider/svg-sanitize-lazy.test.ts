// Issue 27: jsdom (~30 MB of heap, ~90 MB resident) is loaded by the first SVG upload, not by every server that loads
// the provider's routes at start. Its own file: the sanitiser's tests import jsdom themselves.
import { describe, expect, it, vi } from "vitest";

const loaded = vi.hoisted(() => ({ jsdom: false }));
vi.mock("jsdom", async (original) => {
  loaded.jsdom = true;
  return original();
});

describe("the SVG sanitiser's DOM", () => {
  it("is loaded when an SVG is sanitised, not when the module is", async () => {
    const { sanitizeSvg } = await import("@/provider/uploads/svg-sanitize");
    expect(loaded.jsdom).toBe(false);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" onclick="alert(1)"/></svg>`;
    const stored = new TextDecoder().decode((await sanitizeSvg(new TextEncoder().encode(svg)))!);
    expect(loaded.jsdom).toBe(true);
    expect(stored).toContain("<rect");
    expect(stored).not.toContain("onclick");
  });
});
