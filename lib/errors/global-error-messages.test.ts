import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { GLOBAL_ERROR_MESSAGES, globalErrorLabels, globalErrorLocale } from "./global-error-messages";

describe("global error messages", () => {
  it("are the ErrorPanel messages of both languages, word for word", () => {
    for (const [locale, messages] of [
      ["ar", ar],
      ["en", en],
    ] as const) {
      const copies = GLOBAL_ERROR_MESSAGES[locale];
      expect(Object.keys(copies).length).toBeGreaterThan(0);
      for (const [key, text] of Object.entries(copies)) expect(text, `${locale} ${key}`).toBe(messages.ErrorPanel[key as keyof typeof copies]);
    }
  });

  it("picks the language from the path and fills the digest", () => {
    expect(globalErrorLocale("/en")).toBe("en");
    expect(globalErrorLocale("/en/offers")).toBe("en");
    expect(globalErrorLocale("/english")).toBe("ar");
    expect(globalErrorLocale("/")).toBe("ar");
    expect(globalErrorLabels("en").digest("abc")).toBe("Reference: abc");
  });
});
