import { describe, expect, it } from "vitest";
import { createFormatter } from "next-intl";
import { formatMoney, fromMinorUnits, isCurrency, numberFormatter } from "./money";

const en = createFormatter({ locale: "en" });
const ar = createFormatter({ locale: "ar" });
// Intl puts direction marks and no-break spaces around Arabic symbols; compare the visible text.
const visible = (value: string) => value.replace(/[\u200e\u200f\u061c]/g, "").replace(/\u00a0/g, " ");

describe("formatMoney", () => {
  it("reads the same with Intl directly as with next-intl's formatter", () => {
    for (const locale of ["ar", "en"] as const) {
      for (const [amount, currency] of [
        [123450, "SAR"],
        [9900, "USD"],
        [5, "EGP"],
      ] as const) {
        expect(formatMoney(numberFormatter(locale), amount, currency)).toBe(formatMoney(createFormatter({ locale }), amount, currency));
      }
    }
  });

  it("formats minor units in English", () => {
    expect(visible(formatMoney(en, 123450, "SAR"))).toBe("SAR 1,234.50");
    expect(visible(formatMoney(en, 9900, "USD"))).toBe("$99");
    expect(visible(formatMoney(en, 9900, "USD", { alwaysShowFraction: true }))).toBe("$99.00");
    expect(visible(formatMoney(en, 5, "EGP"))).toBe("EGP 0.05");
  });

  it("formats minor units in Arabic with the Arabic currency labels", () => {
    const sar = visible(formatMoney(ar, 123450, "SAR"));
    expect(sar).toContain("ر.س");
    expect(
      sar
        .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
        .replace(/[٬,]/g, "")
        .replace("٫", "."),
    ).toContain("1234.50");
    expect(visible(formatMoney(ar, 1200, "EGP"))).toContain("ج.م");
  });

  it("converts and validates", () => {
    expect(fromMinorUnits(250, "SAR")).toBe(2.5);
    expect(isCurrency("EGP")).toBe(true);
    expect(isCurrency("EUR")).toBe(false);
  });
});
