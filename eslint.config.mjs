// `npm run lint` (and the "static" stage of `npm test`): Next's rules (core web vitals, React, hooks, a11y),
// typescript-eslint's recommended rules, and the boundaries of docs/ARCHITECTURE: who may import what, and no
// physical left/right utilities (eslint/physical-direction.mjs says what counts).
import js from "@eslint/js";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { rahhal } from "./eslint/plugin.mjs";

const APP_CODE = ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "proxy.ts", "instrumentation.ts"];

/** provider/ is another system that happens to ship in this repository; the app sees only its contracts. */
const providerOnlyContracts = (except = []) => ({
  target: ".",
  from: "./provider",
  except: ["./contracts", ...except],
  message: "The app imports only provider/contracts from provider/ (lib/provider/transport.ts alone mounts provider/app).",
});
const libNotComponents = {
  target: "./lib",
  from: "./components",
  message: "lib/ never imports components/: move the shared piece into lib/.",
};

const config = [
  { ignores: [".next/**", ".data/**", "test-results/**", "playwright-report/**", "blob-report/**", "next-env.d.ts"] },
  js.configs.recommended,
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    plugins: { rahhal },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `_name` marks a value left out on purpose (`{ secret: _secret, ...rest }`); tsc's noUnusedLocals sees the rest.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/no-unused-expressions": "error",
      // Matching control characters is how the app and the provider refuse them (NUL in names, path segments).
      "no-control-regex": "off",
    },
  },
  {
    files: APP_CODE,
    rules: {
      "rahhal/no-physical-direction": "error",
      // lib/provider is server-only; the wire → view mappers the browser shares with the server live in lib/reservations.
      "rahhal/no-server-code-in-browser": "error",
      "import/no-restricted-paths": ["error", { zones: [providerOnlyContracts()] }],
    },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/provider/transport.ts"],
    rules: { "import/no-restricted-paths": ["error", { zones: [providerOnlyContracts(), libNotComponents] }] },
  },
  {
    // The in-process mode: the provider's Hono app answers inside this server when PROVIDER_URL is unset.
    files: ["lib/provider/transport.ts"],
    rules: { "import/no-restricted-paths": ["error", { zones: [providerOnlyContracts(["./app.ts"]), libNotComponents] }] },
  },
  {
    // The in-process mode also opens the embedded database at startup, so the first visitor does not wait for it.
    files: ["lib/provider/warm-up.ts"],
    rules: { "import/no-restricted-paths": ["error", { zones: [providerOnlyContracts(["./runtime.ts"]), libNotComponents] }] },
  },
  {
    // Server components render once per request, so reading the clock there is not the impurity the rule is about
    // (Cache Components polices time reads in prerendered pages itself). Pages and layouts are server components
    // here: client logic lives in *-client.tsx siblings.
    files: ["app/**/page.tsx", "app/**/layout.tsx"],
    rules: { "react-hooks/purity": "off" },
  },
  {
    // Issue 21: a component or hook past 80 lines is split into the parts a reader names (hooks, step and
    // sub-components). Blank lines and comments are not counted: the why-comments the house asks for, and the blank
    // lines between a component's parts, should never be what a split trades away. IIFEs count like any function.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "max-lines-per-function": ["warn", { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  {
    // No React here; provider/db's `useDatabase` (pick the database handle) is not a hook.
    files: ["provider/**", "scripts/**", "tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
];

export default config;
