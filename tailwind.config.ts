import type { Config } from "tailwindcss";

// Tailwind 4 reads this through `@config` in app/globals.css. Logical utilities (ms-, pe-, start-,
// text-start) and the rtl:/ltr: variants are built in, so no RTL plugin is needed.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./lib/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef7f7",
          100: "#d5ecec",
          200: "#acd9da",
          300: "#7bc0c2",
          400: "#4aa2a6",
          500: "#2f868b",
          600: "#246b71",
          700: "#1f575c",
          800: "#1c474b",
          900: "#193c40",
        },
        sand: { 50: "#fbf8f3", 100: "#f5eee1", 200: "#eadbbf", 400: "#d2ad6d", 500: "#c4944a" },
        // Secondary text (labels, hints, placeholders, meta). WCAG AA asks 4.5:1 of any text under 24px, so each
        // token is chosen against the darkest surface it sits on — use these, never a lighter slate, for text:
        // `text-muted` on white 6.2, slate-50 5.9, slate-100 5.7, brand-50 5.7, sand-50 5.9, sand-100 5.4, sand-200 4.5;
        // `text-muted-inverse` on the footer's brand-900 5.4 (brand-800 4.7).
        muted: { DEFAULT: "#52627a", inverse: "#99b4b5" },
        // The keyboard focus ring (app/globals.css). WCAG 2.2 asks 3:1 against what surrounds it: `focus` (brand-600)
        // on white 6.2, sand-50 5.8, sand-200 4.5; `focus-inverse` (sand-400) on the footer's brand-900 5.6.
        focus: { DEFAULT: "#246b71", inverse: "#d2ad6d" },
      },
      fontFamily: {
        sans: ["var(--font-app)", "system-ui", "sans-serif"],
      },
    },
  },
};

export default config;
