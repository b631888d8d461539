import localFont from "next/font/local";

// Self-hosted variable fonts (from @fontsource-variable): next/font/google would need the network at build.
export const cairo = localFont({
  src: [
    { path: "./cairo-arabic-wght-normal.woff2", weight: "200 1000", style: "normal" },
    { path: "./cairo-latin-wght-normal.woff2", weight: "200 1000", style: "normal" },
  ],
  variable: "--font-app",
  display: "swap",
  // Not preloaded: a page uses one of the two families, and preloading both (next/font preloads every font a layout
  // imports) made three font files compete with the page's CSS and scripts; with swap the text shows at once.
  preload: false,
});

export const roboto = localFont({
  src: [{ path: "./roboto-latin-wght-normal.woff2", weight: "100 900", style: "normal" }],
  variable: "--font-app",
  display: "swap",
  // Not preloaded: a page uses one of the two families, and preloading both (next/font preloads every font a layout
  // imports) made three font files compete with the page's CSS and scripts; with swap the text shows at once.
  preload: false,
});
