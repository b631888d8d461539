import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./lib/http/security-headers.mjs";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that the bundler must not inline; pg is native-ish and optional.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer"],
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    return [
      {
        source: "/:path*",
        // Read when the build runs: HSTS follows the APP_URL the build sees (npm start builds with the served one).
        headers: securityHeaders(),
      },
    ];
  },
};

export default withNextIntl(nextConfig);
