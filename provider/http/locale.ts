import type { Context } from "hono";

export type ProviderLocale = "ar" | "en";

/** The caller's language: `?lang=`, else Accept-Language, else Arabic (the product's default). */
export function localeOf(c: Context): ProviderLocale {
  const q = c.req.query("lang");
  if (q === "en" || q === "ar") return q;
  const header = c.req.header("accept-language") ?? "";
  return header.trim().toLowerCase().startsWith("en") ? "en" : "ar";
}
