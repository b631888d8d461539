// Selectors by role and the translated name, read from the same messages the app renders.
import ar from "../../messages/ar.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import { createTranslator } from "next-intl";

export type Locale = "ar" | "en";
export const LOCALES: Locale[] = ["ar", "en"];
const catalogues = { ar, en } as const;

/** `t("en", "Auth.submit")`, with simple `{name}` interpolation; plurals and selects go through ICU as in the app. */
export function t(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = catalogues[locale];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`missing message ${locale}:${key}`);
  if (/,\s*(?:plural|select)\s*,/.test(node)) {
    const translate = createTranslator({
      locale,
      messages: { m: node } as never,
      onError: (error) => {
        throw error;
      },
    });
    return (translate as unknown as (k: string, v: object) => string)("m", values);
  }
  return node.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** The path of a page in a locale: Arabic has no prefix. */
export function localePath(locale: Locale, path: string): string {
  return locale === "ar" ? path : `/en${path === "/" ? "" : path}`;
}
