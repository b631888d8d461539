// The layout's strings for components/i18n/layout-text.tsx, formatted on the server: each message of the layout's
// namespaces once, with its placeholders (only simple `{name}` ones; a test keeps plural and select forms out of
// those namespaces) left for the browser to fill.
import "server-only";
import { getMessages, getTranslations } from "next-intl/server";
import { LAYOUT_NAMESPACES, type LayoutText } from "./layout-text-types";
import type { Locale } from "./routing";

/** Arguments the layout's messages take, passed as their own placeholders so that the text keeps them. */
export const LAYOUT_ARGUMENTS = { digest: "{digest}" } as const;

type Tree = { [key: string]: unknown };

function leafKeys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === "object" && !Array.isArray(value) ? leafKeys(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

export async function layoutText(locale: Locale): Promise<LayoutText> {
  const messages = (await getMessages({ locale })) as Tree;
  const text: LayoutText = {};
  for (const namespace of LAYOUT_NAMESPACES) {
    const t = await getTranslations({ locale, namespace });
    for (const key of leafKeys(messages[namespace] as Tree)) {
      text[`${namespace}.${key}`] = (t as unknown as (key: string, values: object) => string)(key, LAYOUT_ARGUMENTS);
    }
  }
  return text;
}
