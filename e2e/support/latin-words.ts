// What an Arabic reader meets in Latin letters (issue 22 point 12): every Latin word of an Arabic text that is not a
// code a traveller needs as it is. Used on a page's rendered text by the e2e and on the seed's Arabic fields by the
// provider tests, so both hold the same rule.
//
// Allowed: words with a digit (flight numbers SV1234, plane types A330-300 or 777-300ER, seats, references, phones),
// single capitals (terminal A, gate B),
// emails and web addresses, currency codes, the name of the English language in the language menu, and an airport's
// IATA code only when its city or the airport is named beside it ("عمّان (AMM)", "RUH · الرياض"). Anything else is reported, and so
// is a Latin comma between Arabic words ("الرياض, السعودية").

export type LatinRules = {
  /** Airport code → its city (and airport) in Arabic: the code is allowed only within `near` characters of one. */
  airports?: ReadonlyMap<string, string | readonly string[]>;
  /** Codes allowed on their own (airline designators shown as a logo stand-in, currency codes). */
  codes?: Iterable<string>;
  /** How close, in characters either side, a city must be named to its code. */
  near?: number;
};

const ALWAYS = new Set(["SAR", "EGP", "USD", "English"]);
const ADDRESS = /(?:https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|sa|net|org|test|local)\b)/gi;
/** A run of Latin letters, digits and the joiners inside codes (A330-300, 737-800, e-ticket). */
const WORD = /[A-Za-z0-9][A-Za-z0-9'’_-]*/g;
const LATIN_COMMA = /[\u0621-\u064A\u0660-\u0669][\u064B-\u0652\u0640]*\s*,|,\s*[\u0621-\u064A]/g;

/** Each offending word with a little of its surroundings, e.g. `Airbus «رحلة RJ104 · Airbus A320neo الرياض»`. */
export function latinWordsIn(text: string, rules: LatinRules = {}): string[] {
  const near = rules.near ?? 40;
  const codes = new Set([...ALWAYS, ...(rules.codes ?? [])]);
  const clean = text.replace(ADDRESS, (m) => " ".repeat(m.length));
  const found: string[] = [];
  const around = (at: number, length: number) =>
    clean
      .slice(Math.max(0, at - 20), at + length + 20)
      .replace(/\s+/g, " ")
      .trim();
  for (const match of clean.matchAll(WORD)) {
    const word = match[0];
    const at = match.index;
    // A single capital is a letter code (terminal A, gate B, Mercedes "الفئة E").
    if (/[0-9]/.test(word) || /^[A-Z]$/.test(word) || codes.has(word)) continue;
    const named = rules.airports?.get(word);
    const beside = clean.slice(Math.max(0, at - near), at + word.length + near);
    if (named !== undefined && (typeof named === "string" ? [named] : named).some((name) => beside.includes(name))) continue;
    found.push(`${word} «${around(at, word.length)}»`);
  }
  for (const match of clean.matchAll(LATIN_COMMA)) found.push(`, «${around(match.index, match[0].length)}»`);
  return found;
}
