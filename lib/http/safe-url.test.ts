import { describe, expect, it } from "vitest";
import { safeHttpUrl, safeImage } from "./safe-url";

describe("safeHttpUrl", () => {
  it("keeps an absolute http(s) URL written out in full", () => {
    expect(safeHttpUrl("https://provider.example.com/book?x=1")).toBe("https://provider.example.com/book?x=1");
    expect(safeHttpUrl(" http://example.com ")).toBe("http://example.com/");
  });

  it("drops what a stored value could make of a link: schemes other than http(s), scheme-relative, half-written", () => {
    for (const bad of [
      "javascript:alert(1)",
      "https:alert(1)",
      "HTTPS:alert(1)",
      "https:/example.com",
      "//example.com",
      "/offers",
      "data:text/html,x",
      "",
      null,
    ]) {
      expect(safeHttpUrl(bad), String(bad)).toBeNull();
    }
  });
});

describe("safeImage", () => {
  it("takes a site path or an https URL only", () => {
    expect(safeImage("/images/x.png")).toBe("/images/x.png");
    expect(safeImage("//evil.example/x.png")).toBeNull();
    expect(safeImage("http://example.com/x.png")).toBeNull();
  });
});
