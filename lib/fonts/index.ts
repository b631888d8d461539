import localFont from "next/font/local";

// Self-hosted variable fonts (from @fontsource-variable): next/font/google would need the network at build.
//
// English pages: Roboto through next/font, not preloaded (with swap the text shows at once).
//
// Arabic pages: Cairo, by hand (app/globals.css) and preloaded (components/layout/site-document.tsx). Its two files
// carry fontsource's unicode-ranges, so an Arabic character never waits for the Latin file, and both are preloaded
// because the first font of the stack that covers the space character (Cairo's Latin half) sets every line's height:
// when it arrived after the first paint, Arabic headings moved (a 0.18 layout shift on an offer's page in Lighthouse).
// They are `font-display: optional`: preloaded, they are there for the first paint on most connections; when they are
// not, that page view keeps the system face (no swap, no shift) and the next one has them from the cache. Lighthouse
// (mobile, Arabic) now measures CLS 0.000 on home, about us, the offers and an offer.
// next/font preloads a font on every page of the layout, English ones included, hence by hand. A new version of a
// file gets a new name (…-v2.woff2): they are cached for a year (next.config.mjs).
export const roboto = localFont({
  src: [{ path: "./roboto-latin-wght-normal.woff2", weight: "100 900", style: "normal" }],
  variable: "--font-app",
  display: "swap",
  preload: false,
});

/** Cairo's files, preloaded by every Arabic page (declared in app/globals.css). */
export const CAIRO_FILES = ["/fonts/cairo-arabic-wght-v1.woff2", "/fonts/cairo-latin-wght-v1.woff2"] as const;
