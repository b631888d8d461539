import localFont from "next/font/local";

// Self-hosted variable fonts (from @fontsource-variable): next/font/google would need the network at build.
// `display: "optional"`: a page never re-lays out its text when the font arrives (with "swap" the hero's text moved:
// CLS 0.037 and a 2.7 s LCP on a throttled phone, 2.0 s and 0 with this). The cost: a first visit on a slow connection
// reads in the system's font until the file is cached, which the next page then uses.
export const cairo = localFont({
  src: [
    { path: "./cairo-arabic-wght-normal.woff2", weight: "200 1000", style: "normal" },
    { path: "./cairo-latin-wght-normal.woff2", weight: "200 1000", style: "normal" },
  ],
  variable: "--font-app",
  display: "optional",
  // Not preloaded: a page uses one of the two families, and preloading both (next/font preloads every font a layout
  // imports) made three font files compete with the page's CSS and scripts.
  preload: false,
});

export const roboto = localFont({
  src: [{ path: "./roboto-latin-wght-normal.woff2", weight: "100 900", style: "normal" }],
  variable: "--font-app",
  display: "optional",
  // Not preloaded: a page uses one of the two families, and preloading both (next/font preloads every font a layout
  // imports) made three font files compete with the page's CSS and scripts.
  preload: false,
});
