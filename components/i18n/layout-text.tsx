"use client";

// The layout's own strings (navbar, menus, currency switch, error panel), handed to its client parts as plain text.
// Cached pages then carry no i18n library at all in their first load: next-intl's client provider is only put on
// pages whose islands format messages (ClientMessages). Strings keep `{name}` placeholders, filled in by `t`.
import { createContext, useCallback, useContext } from "react";
import type { LayoutNamespace, LayoutText } from "@/lib/i18n/layout-text-types";

const Context = createContext<LayoutText | null>(null);

export function LayoutTextProvider({ text, children }: { text: LayoutText; children: React.ReactNode }) {
  return <Context.Provider value={text}>{children}</Context.Provider>;
}

/** `t(key, values)` over one namespace of the layout's strings; a key it does not have reads as the key. */
export function useLayoutText(namespace: LayoutNamespace) {
  const text = useContext(Context);
  if (!text) throw new Error("useLayoutText outside LayoutTextProvider");
  return useCallback(
    (key: string, values?: Record<string, string | number>) => fill(text[`${namespace}.${key}`] ?? `${namespace}.${key}`, values),
    [text, namespace],
  );
}

function fill(message: string, values?: Record<string, string | number>): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
