import createNextIntlPlugin from "next-intl/plugin";
import { cacheLifeProfiles } from "./lib/cache/profiles.mjs";
import { sharedCacheConfig } from "./lib/cache/shared-cache-config.mjs";
import { securityHeaders } from "./lib/http/security-headers.mjs";
import { cachedPageRewrites, searchRedirects } from "./lib/routing/cached-pages.mjs";

// Messages are precompiled at build time (next-intl's catalog loader): the browser gets them ready to format and never
// loads the ICU parser (11.8 KiB gzip of every page's first-load JS).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that the bundler must not inline; pg is native-ish and optional. redis: the cache
  // handlers load it with Node's own import and the app's code must find the same module (lib/redis/client.mjs). pino and
  // prom-client likewise: loaded by Node, one copy for every module layer and the cache handlers (lib/observe/).
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pg-boss", "nodemailer", "redis", "pino", "prom-client"],
  poweredByHeader: false,
  // The Docker image (docs/deploy.md) ships `.next/standalone`: server code plus only the node_modules files it uses.
  // `npm start` and the tests keep `next start` on the full tree (it warns that it is not the standalone server; it
  // reads this file at start, so REDIS_URL stays a run-time choice). Files the code opens by a path computed at run
  // time are not traced, so they are named: the migrations (provider/db/client.ts) and the cache handlers with what
  // they import (next/constants.js among them), which scripts/standalone-server.mjs adds when REDIS_URL is set.
  output: "standalone",
  outputFileTracingIncludes: {
    "/*": ["./provider/db/migrations/**/*", "./lib/cache/*.mjs", "./lib/redis/*.mjs", "./lib/observe/*.mjs", "./node_modules/next/constants.js"],
  },
  // One deployment, one set of keys: the image's build names it (Dockerfile, NEXT_DEPLOYMENT_ID), Next puts it on every
  // asset URL, and it is the build id that the shared caches' keys carry (lib/cache/redis-response-cache-handler.mjs),
  // so every replica, even of an image built twice from one commit, reads the others' stored pages. Unset: a random
  // build id and no deployment id, as before.
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  generateBuildId: async () => process.env.NEXT_DEPLOYMENT_ID || null,
  // The pictures are offers' and destinations' (1600 px wide at most, shown from a 96 px thumbnail to a full-width
  // hero): widths up to their own, not Next's 3840 default, so every srcset is 7 candidates instead of 12 — each one
  // rides twice in a cached page (HTML and React payload) — and the fallback src is the 1600 px picture, not 3840.
  images: { deviceSizes: [640, 828, 1080, 1280, 1600], imageSizes: [96, 256, 384], qualities: [70] },
  generateEtags: false,
  // A Link, router.push or redirect to a page that does not exist fails `tsc` (lib/i18n/navigation.ts types its
  // helpers with the same routes).
  typedRoutes: true,
  reactStrictMode: true,
  // Public pages are prerendered and served from cache; per-visitor parts (account menu, currency) render in the
  // browser, and data functions declare their own lifetime with 'use cache' + cacheLife/cacheTag.
  cacheComponents: true,
  cacheLife: cacheLifeProfiles,
  // app/[locale]/layout.tsx is the root layout (so `locale` is a root param, read by lib/i18n/request.ts); unmatched
  // URLs outside the proxy's reach get app/global-not-found.tsx.
  // Turbopack's build cache makes a rebuild after a change quicker; a CI run builds once from a fresh clone, where writing
  // it only cost time (17.7 s of the e2e stage's build on this machine).
  experimental: { globalNotFound: true, turbopackFileSystemCacheForBuild: !process.env.CI },
  // `npm test` type-checks every file (tsc --noEmit) before it builds for the e2e suite, and says so with this variable
  // (scripts/test-all.mjs): the build's own check of the same files would be the same 80–90 s on one core again.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === "1" },
  // Fixed when the app is built, so nothing here names an address: HSTS (when APP_URL is https) and the cached pages'
  // hreflang Link header are set per request by the Node request guard (lib/http/request-guard.ts), from the APP_URL
  // the server runs with. One build serves any address.
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders({ https: false }) },
      // Uploaded pictures (app/uploads/[name]/route.ts sets the same, with their year of cache): their own policy
      // replaces the site's, which allows inline script, so an uploaded SVG's <script> never runs, even opened directly.
      { source: "/uploads/:name", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; style-src 'unsafe-inline'; sandbox" }] },
      // Hand-declared fonts (public/fonts): a new version gets a new file name, so a year is safe.
      { source: "/fonts/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
  // The cached public pages skip proxy.ts (lib/routing/cached-pages.mjs): their locale rewrite and old-link redirect.
  async rewrites() {
    return { beforeFiles: cachedPageRewrites(), afterFiles: [], fallback: [] };
  },
  async redirects() {
    return searchRedirects();
  },
};

// With REDIS_URL, `next start` keeps the caches in Redis, shared by every instance (lib/cache/shared-cache-config.mjs).
const config = (phase) => withNextIntl({ ...nextConfig, ...sharedCacheConfig(phase) });
export default config;
