import localFont from "next/font/local";

// Self-hosted variable fonts (from @fontsource-variable): next/font/google would need the network at build.
export const cairo = localFont({
  src: [
    { path: "./cairo-arabic-wght-normal.woff2", weight: "200 1000", style: "normal" },
    { path: "./cairo-latin-wght-normal.woff2", weight: "200 1000", style: "normal" },
  ],
  variable: "--font-app",
  display: "swap",
  preload: true,
});

export const roboto = localFont({
  src: [{ path: "./roboto-latin-wght-normal.woff2", weight: "100 900", style: "normal" }],
  variable: "--font-app",
  display: "swap",
  preload: true,
});
