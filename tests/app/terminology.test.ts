// One word for one thing (issue 6, defect 3): every page a traveller walks through — search, results, details,
// booking, payment, ticket, reservations, favorites — must name fare classes, stops, passenger types and "travellers"
// with the same words, and write flight times with the same clock. The pages' sources are scanned for the message keys
// they use (following their imports), the keys are rendered in both languages, and the words are compared page by page.
import { readFileSync, existsSync, statSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { clockDateTime, clockTime } from "@/lib/format/clock";

const ROOT = path.resolve(import.meta.dirname, "../..");
const catalogues = { ar, en } as const;
type Locale = keyof typeof catalogues;
type Tree = { [key: string]: string | Tree };

const PAGES: Record<string, string> = {
  "search and results": "app/[locale]/page.tsx",
  details: "app/[locale]/flight/[id]/page.tsx",
  booking: "app/[locale]/flight/[id]/booking/page.tsx",
  payment: "app/[locale]/flight/[id]/booking/reservation/[reservationId]/page.tsx",
  ticket: "app/[locale]/flight/[id]/booking/reservation/[reservationId]/ticket/page.tsx",
  reservations: "app/[locale]/all-reservations/page.tsx",
  favorites: "app/[locale]/favorites/page.tsx",
  "offer payment": "app/[locale]/offer/[offerId]/reservation/[id]/page.tsx",
  "offer voucher": "app/[locale]/offer/[offerId]/reservation/[id]/ticket/page.tsx",
  "offer book form": "components/offers/book-offer-form.tsx",
};

/** The project's own source files a page pulls in, by following `@/…` and relative imports. */
function sourcesOf(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(path.join(ROOT, file), "utf8");
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
      if (!spec) continue;
      const base = spec.startsWith("@/") ? spec.slice(2) : spec.startsWith(".") ? path.join(path.dirname(file), spec) : null;
      if (!base || base.startsWith("provider/") || base.startsWith("messages/")) continue;
      const found = ["", ".tsx", ".ts", "/index.tsx", "/index.ts"]
        .map((ext) => base + ext)
        .find((candidate) => existsSync(path.join(ROOT, candidate)) && statSync(path.join(ROOT, candidate)).isFile());
      if (found) visit(found);
    }
  };
  visit(entry);
  return [...seen];
}

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}
const allKeys = leaves(en as Tree).map(([key]) => key);

/** Full message keys a source file translates: `const t = useTranslations("Ns")` then `t("key")` / t(`cabin.${x}`). */
function keysUsed(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const namespaces = new Map<string, string>();
  for (const m of text.matchAll(
    /(?:const|let)\s+(\w+)\s*=\s*(?:await\s+)?(?:useTranslations|getTranslations)\(\s*(?:"(\w+)"|\{[^}]*namespace:\s*"(\w+)"[^}]*\})\s*\)/g,
  )) {
    namespaces.set(m[1]!, (m[2] ?? m[3])!);
  }
  // Translators fetched together: `const [result, t, meta] = await Promise.all([…, getTranslations("Ticket"), …])`.
  for (const m of text.matchAll(/const\s+\[([^\]]+)\]\s*=\s*await\s+Promise\.all\(\[([\s\S]*?)\]\)/g)) {
    const names = m[1]!.split(",").map((s) => s.trim());
    const calls = m[2]!.split(/,(?![^(]*\))/).map((s) => s.trim());
    names.forEach((name, i) => {
      const ns = calls[i]?.match(/getTranslations\(\s*"(\w+)"\s*\)/)?.[1];
      if (name && ns) namespaces.set(name, ns);
    });
  }
  const keys: string[] = [];
  for (const [name, ns] of namespaces) {
    for (const m of text.matchAll(new RegExp(`\\b${name}(?:\\.rich|\\.markup)?\\(\\s*(["\`])(.*?)\\1`, "g"))) {
      const pattern = new RegExp(`^${ns}\\.${m[2]!.replace(/\./g, "\\.").replace(/\$\{[^}]*\}/g, "[^.]+")}$`);
      keys.push(...allKeys.filter((key) => pattern.test(key)));
    }
  }
  return keys;
}

/**
 * What a key names, if it names one of the shared terms: judged by the key's name so that a copy under any namespace
 * (`Search.cabins.economy`, `Flight.class.economy`, `Ticket.cabin.economy`…) is caught, and rendered so that
 * the words themselves are compared. Returns [concept, rendered text] pairs.
 */
function termsOf(key: string, message: string, locale: Locale): [string, string][] {
  const render = (values: Record<string, string | number>) => {
    const t = createTranslator({ locale, messages: { m: message } as never });
    return (t as unknown as (k: string, v: object) => string)("m", values).trim();
  };
  const out: [string, string][] = [];
  let m: RegExpMatchArray | null;
  if ((m = key.match(/(?:^|\.)(?:cabin|cabins|class)\.(economy|business|first)$/))) out.push([`cabin: ${m[1]}`, render({})]);
  if ((m = key.match(/(?:^|\.)(?:passengerType|travelerTitle)\.(adult|child|infant)$/))) out.push([`passenger: ${m[1]}`, render({ n: "" })]);
  if ((m = key.match(/(?:^|\.)(?:passengerGroup\.(adult|child|infant)|(adults|children|infants))$/))) {
    const group = m[1] ?? { adults: "adult", children: "child", infants: "infant" }[m[2] as "adults"];
    out.push([`passenger group: ${group}`, render({})]);
  }
  if ((m = key.match(/(?:^|\.)(?:passengerCount\.(adult|child|infant)|party(Adults|Children|Infants))$/))) {
    const type = m[1] ?? { Adults: "adult", Children: "child", Infants: "infant" }[m[2] as "Adults"];
    for (const count of [1, 2, 5]) out.push([`${count} × ${type}`, render({ count })]);
  }
  if (/(?:^|\.)(?:nonStop|stop\.0)$/.test(key)) out.push(["non-stop", render({})]);
  if (/(?:^|\.)(?:stops|stopsCount|stopsVia)$/.test(key) && message.includes("plural")) {
    out.push(["non-stop", render({ count: 0, via: "" })]);
    if (!key.endsWith("stopsVia")) out.push(["1 stop", render({ count: 1 })]);
  }
  if (/(?:^|\.)stop\.1$/.test(key)) out.push(["1 stop", render({})]);
  if (/(?:^|\.)(?:travellers|travelers)$/.test(key) && !message.includes("{")) out.push(["travellers", render({})]);
  if (/(?:^|\.)(?:travellers|travelers|travellersSummary|travellerCount)$/.test(key) && message.includes("plural")) {
    for (const count of [1, 2, 5]) out.push([`${count} travellers`, render({ count })]);
  }
  return out;
}

function messageAt(locale: Locale, key: string): string {
  let node: unknown = catalogues[locale];
  for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
  return node as string;
}

/** concept → word → the pages that use it. */
function wordsByConcept(locale: Locale): Map<string, Map<string, Set<string>>> {
  const table = new Map<string, Map<string, Set<string>>>();
  for (const [page, entry] of Object.entries(PAGES)) {
    for (const file of sourcesOf(entry)) {
      for (const key of keysUsed(file)) {
        for (const [concept, word] of termsOf(key, messageAt(locale, key), locale)) {
          const words = table.get(concept) ?? new Map<string, Set<string>>();
          const pages = words.get(word.toLocaleLowerCase(locale)) ?? new Set<string>();
          pages.add(`${page} (${key})`);
          words.set(word.toLocaleLowerCase(locale), pages);
          table.set(concept, words);
        }
      }
    }
  }
  return table;
}

describe.each(["ar", "en"] as const)("terms across the flight pages (%s)", (locale) => {
  const table = wordsByConcept(locale);

  it("finds the terms on the pages (the scan works)", () => {
    for (const concept of [
      "cabin: economy",
      "cabin: business",
      "cabin: first",
      "non-stop",
      "1 stop",
      "passenger: adult",
      "passenger: child",
      "passenger: infant",
      "travellers",
      "2 travellers",
    ]) {
      expect(table.has(concept), concept).toBe(true);
    }
  });

  it("uses one word for each term on every page", () => {
    const conflicts = [...table]
      .filter(([, words]) => words.size > 1)
      .map(([concept, words]) => `${concept}: ${[...words].map(([word, pages]) => `"${word}" on ${[...pages].join(", ")}`).join(" vs ")}`);
    expect(conflicts).toEqual([]);
  });
});

describe("the message files", () => {
  it("keep each term once, in the Terms namespace", () => {
    for (const locale of ["ar", "en"] as const) {
      const copies = leaves(catalogues[locale] as Tree)
        .filter(([key, message]) => !key.startsWith("Terms.") && termsOf(key, message, locale).length > 0)
        .map(([key]) => key);
      expect(copies, locale).toEqual([]);
    }
  });

  it("call the economy cabin السياحية in Arabic, never الاقتصادية (once three words for one fare class)", () => {
    const synonyms = leaves(ar as Tree).filter(([, message]) => /اقتصادي/.test(message));
    expect(synonyms).toEqual([]);
  });

  it("spell traveller the British way in English", () => {
    const american = leaves(en as Tree).filter(([, message]) => /\btraveler|\btravelers\b/i.test(message.replace(/\{[^{}]*\}/g, "")));
    expect(american).toEqual([]);
  });

  it("give the Arabic plurals of the terms all six forms", () => {
    for (const [key, message] of leaves(ar.Terms as unknown as Tree, "Terms.")) {
      if (!message.includes("plural")) continue;
      for (const form of ["zero", "one", "two", "few", "many", "other"]) expect(message, `${key} ${form}`).toMatch(new RegExp(`\\b${form} \\{`));
    }
  });
});

describe("flight times", () => {
  const instant = "2026-03-01T10:05:00Z"; // 13:05 in Riyadh
  it.each([
    ["en", "13:05"],
    ["ar", "13:05"],
  ] as const)("use the 24-hour clock in %s", (locale, expected) => {
    const format = { dateTime: (d: Date, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, o).format(d) };
    expect(clockTime(format, instant, "Asia/Riyadh")).toBe(expected);
    expect(clockDateTime(format, instant, "Asia/Riyadh")).toContain(expected);
    expect(clockDateTime(format, instant, "Asia/Riyadh")).not.toMatch(/AM|PM|ص|م\b/);
  });

  it("are formatted only by lib/format/clock on the flight pages", () => {
    const offenders = [...new Set(Object.values(PAGES).flatMap(sourcesOf))]
      .filter((file) => !file.startsWith("lib/format/"))
      .filter((file) => /\b(?:hour|timeStyle|hourCycle|hour12)\s*:/.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
