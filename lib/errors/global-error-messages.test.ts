import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { GLOBAL_ERROR_MESSAGES, globalErrorLabels, globalErrorLocale } from "./global-error-messages";

describe("global error messages", () => {
  it("are exactly the ErrorPanel messages of both languages", () => {
    expect(GLOBAL_ERROR_MESSAGES.ar).toEqual(ar.ErrorPanel);
    expect(GLOBAL_ERROR_MESSAGES.en).toEqual(en.ErrorPanel);
  });

  it("picks the language from the path and fills the digest", () => {
    expect(globalErrorLocale("/en")).toBe("en");
    expect(globalErrorLocale("/en/offers")).toBe("en");
    expect(globalErrorLocale("/english")).toBe("ar");
    expect(globalErrorLocale("/")).toBe("ar");
    expect(globalErrorLabels("en").digest("abc")).toBe("Reference: abc");
  });
});
