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
      },
      fontFamily: {
        sans: ["var(--font-app)", "system-ui", "sans-serif"],
      },
    },
  },
};

export default config;
