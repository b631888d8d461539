// The key finder the page tests rely on (scripts/i18n/client-keys.mjs): what it reads from a module's translators.
import { describe, expect, it } from "vitest";
import { indirectKeys, keysRead } from "@/scripts/i18n/client-keys.mjs";

const read = (source: string) => {
  const { keys, escapes } = keysRead(source);
  return { keys: [...keys].sort(), escapes: [...escapes].sort() };
};

describe("keysRead", () => {
  it("reads literal keys, rich and has calls, and a namespace's prefix", () => {
    const source = `const t = useTranslations("Search");\nconst f = useTranslations("Search.fares");\nt("from"); t.rich('to', {}); t.has("swap"); f(\`legend\`, { n });`;
    expect(read(source)).toEqual({ keys: ["Search.fares.legend", "Search.from", "Search.swap", "Search.to"], escapes: [] });
  });

  it("reads a template key as the subtree before its placeholder, and both keys of a choice", () => {
    const source = `const t = useTranslations("Results");\nt(\`time.\${bucket}\`); t(open ? "closeEdit" : 'edit', { n: 1 });`;
    expect(read(source)).toEqual({ keys: ["Results.closeEdit", "Results.edit", "Results.time"], escapes: [] });
  });

  it("counts a variable key or a translator handed on as reading it all", () => {
    expect(read(`const t = useTranslations("Validation");\nt(key);`).escapes).toEqual(["Validation"]);
    expect(read(`const t = useTranslations("Ticket");\nfareRuleText(t, rule);`).escapes).toEqual(["Ticket"]);
    expect(read(`const t = useTranslations("Booking");\nt(\`\${step}\`);`).escapes).toEqual(["Booking"]);
  });

  it("ignores the name in strings, comments, class names and a hook's dependency list", () => {
    const source = [
      `const t = useTranslations("Booking");`,
      `// t is the booking's translator`,
      `const c = "border-t rounded-t-2xl";`,
      `const d = \`mt-1 \${open ? "border-t" : ""}\`;`,
      `const m = useMemo(() => t("next"), [locale, t]);`,
    ].join("\n");
    expect(read(source)).toEqual({ keys: ["Booking.next"], escapes: [] });
  });

  it("reads two components' translators of the same name in one module", () => {
    const source = `function A() { const t = useTranslations("Search"); return t("from"); }\nfunction B() { const t = useTranslations("Results"); return t("price"); }`;
    expect(read(source).keys).toEqual(["Results.price", "Search.from"]);
    expect(read(source).escapes).toEqual([]);
  });
});

describe("indirectKeys", () => {
  it("takes the dotted keys of a module's note, not its prose", () => {
    expect([...indirectKeys("// Keys read indirectly: Ticket.cancellationRule, Ticket.hours (fareRuleText, given the translator).")]).toEqual([
      "Ticket.cancellationRule",
      "Ticket.hours",
    ]);
  });
});
