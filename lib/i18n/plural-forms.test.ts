import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { pluralForms, pluralText } from "./plural-forms";

const catalogues = { ar, en } as const;

describe("a plural message carried as its forms", () => {
  for (const locale of ["ar", "en"] as const) {
    it(`reads as next-intl formats it for every count a stay can have (${locale})`, () => {
      const t = createTranslator({ locale, messages: catalogues[locale], namespace: "StaySearch" });
      const forms = pluralForms(locale, (count) => t("nights", { count }));
      for (let count = 0; count <= 400; count++) expect(pluralText(forms, count, locale)).toBe(t("nights", { count }));
    });
  }

  it("keeps one form per plural category of the locale", () => {
    const t = createTranslator({ locale: "ar", messages: ar, namespace: "StaySearch" });
    expect(Object.keys(pluralForms("ar", (count) => t("nights", { count }))).sort()).toEqual(["few", "many", "one", "other", "two", "zero"]);
    expect(pluralForms("ar", (count) => t("nights", { count })).two).toBe("ليلتان");
  });
});
