// Admin money fields (issue 20): "1,299" and Arabic-Indic or Persian digits are amounts, a minus sign is a negative
// amount the form refuses in the page's language, anything else is not an amount.
import { describe, expect, it } from "vitest";
import { amountText, parseAmount } from "./parse-amount";

const halalas = (text: string) => {
  const parsed = parseAmount(text);
  return parsed.kind === "amount" || parsed.kind === "negative" ? parsed.halalas : parsed.kind;
};

describe("parseAmount", () => {
  it.each([
    ["1299", 129_900],
    ["1,299", 129_900],
    ["1,299.50", 129_950],
    ["1,299,000", 129_900_000],
    ["١٬٢٩٩", 129_900],
    ["١٢٩٩٫٥", 129_950],
    ["۱۲۹۹", 129_900],
    ["۱,۲۹۹.۷۵", 129_975],
    ["45,50", 4_550],
    ["45،5", 4_550],
    ["0.5", 50],
    [".5", 50],
    [" 1 299 ", 129_900],
    ["1\u00a0299", 129_900],
    ["0", 0],
  ])("reads %s as %i halalas", (text, expected) => {
    expect(parseAmount(text)).toEqual({ kind: "amount", halalas: expected });
  });

  it.each([["-5"], ["−5"], ["5-"], ["-١٬٢٩٩"]])("reads %s as a negative amount", (text) => {
    expect(parseAmount(text).kind).toBe("negative");
    expect(halalas(text)).toBeLessThan(0);
  });

  it.each([["abc"], ["1.234"], ["12,34,5"], ["1,2345"], ["1..2"], ["1e5"], ["--5"], ["٫"], ["Infinity"], ["9".repeat(20)]])("refuses %s", (text) => {
    expect(parseAmount(text)).toEqual({ kind: "invalid" });
  });

  it("says empty for an empty or blank text", () => {
    expect(parseAmount("")).toEqual({ kind: "empty" });
    expect(parseAmount("   ")).toEqual({ kind: "empty" });
  });

  it("writes halalas back as a text it reads the same", () => {
    for (const value of [0, 50, 4_550, 129_900, 129_975]) expect(halalas(amountText(value))).toBe(value);
    expect(amountText(null)).toBe("");
    expect(amountText(Number.NaN)).toBe("");
  });
});
