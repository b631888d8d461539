// The rule the Arabic pages' e2e and the seed's test share (e2e/support/latin-words.ts): which Latin words an Arabic
// text may hold (codes a traveller needs as they are) and which it may not (names left in English, a code alone).
import { describe, expect, it } from "vitest";
import { latinWordsIn } from "../../e2e/support/latin-words";

const airports = new Map([
  ["AMM", "عمّان"],
  ["RUH", "الرياض"],
]);
const words = (text: string) => latinWordsIn(text, { airports, codes: ["SV"] }).map((found) => found.split(" ")[0]);

describe("latinWordsIn", () => {
  it("reports a maker's name, an English name and a Latin comma between Arabic words", () => {
    expect(words("الطائرة Airbus A330-300")).toEqual(["Airbus"]);
    expect(words("فندق Al Rawdah Suites")).toEqual(["Al", "Rawdah", "Suites"]);
    expect(words("الرياض, السعودية")).toEqual([","]);
    expect(words("Today, الأحد")).toEqual(["Today", ","]);
  });

  it("reports an airport code alone, and allows it beside its city", () => {
    expect(words("توقف واحد في AMM")).toEqual(["AMM"]);
    expect(words("توقف واحد في عمّان (AMM)")).toEqual([]);
    expect(words("RUH · الرياض")).toEqual([]);
    expect(words("عمّان … " + "ـ".repeat(60) + " RUH")).toEqual(["RUH"]);
  });

  it("allows type numbers, flight numbers, letter codes, currencies, emails and addresses", () => {
    expect(words("إيرباص A330-300 · بوينغ 777-300ER · SV1234 · المبنى A · SV")).toEqual([]);
    expect(words("12,180.12 SAR · support@rahhal.test · https://example.com/a · هيونداي H1")).toEqual([]);
    expect(words("الرياض، السعودية")).toEqual([]);
  });
});
