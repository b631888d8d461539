// The site's faces, self-hosted variable fonts from @fontsource-variable, declared in app/globals.css (not next/font)
// and preloaded by each page in its language only (components/layout/site-document.tsx):
//   - Arabic pages: Cairo, two files with fontsource's unicode-ranges, so an Arabic character never waits for the
//     Latin file. Both are preloaded: the first font of the stack that covers the space character (Cairo's Latin half)
//     sets every line's height.
//   - English pages: Roboto, one Latin file.
// next/font could only preload a font on every page of the layout, both languages. Without the preload, a face that
// arrived after the first paint moved the text (Lighthouse: CLS 0.18 on an Arabic offer's page, 0.07 on an English
// one). The faces are `font-display: optional`: preloaded, they are there for the first paint on most connections;
// when they are not, that page view keeps the system face (no swap, no shift) and the next one has them from the
// cache. A new version of a file gets a new name (…-v2.woff2): they are cached for a year (next.config.mjs).
import type { Locale } from "@/lib/i18n/routing";

export const FONT_FILES: Record<Locale, readonly string[]> = {
  ar: ["/fonts/cairo-arabic-wght-v1.woff2", "/fonts/cairo-latin-wght-v1.woff2"],
  en: ["/fonts/roboto-latin-wght-v1.woff2"],
};
