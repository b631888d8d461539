// The security headers every answer carries: pages, API answers, static files and the framework's own errors.
// One list, read by next.config.mjs (routed answers; plain JS because Node loads that file untranspiled), by
// proxy.ts (what it answers itself) and by the Node request guard (answers Next writes outside routing).
// The Content-Security-Policy joins through `extra`.

/** Powerful features the site never uses are switched off; payment stays with the site itself (Stripe). */
const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=(self)",
  "usb=()",
  "serial=()",
  "hid=()",
  "bluetooth=()",
  "midi=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "display-capture=()",
  "browsing-topics=()",
].join(", ");

/**
 * The Content-Security-Policy of every answer. Public pages are prerendered once and served from cache to everyone,
 * so their inline bootstrap scripts cannot carry a per-request nonce: scripts are limited to this origin (and
 * Stripe's, whose Elements run in its frames) plus inline ones. Everything else is as strict as the site allows:
 * no plugins, no <base> hijack, forms post only here, no framing. docs/security.md weighs the trade-off.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' https://api.stripe.com",
  // The offline worker (public/sw.js) and the web app manifest, named so the per-request pages' 'strict-dynamic'
  // (which drops 'self' from script-src, the fallback of worker-src) does not refuse them.
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src https://js.stripe.com https://hooks.stripe.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Two years, subdomains included. */
export const HSTS = "max-age=63072000; includeSubDomains";

/** True when APP_URL (the public address, default http://localhost:$PORT) is https. */
export function isHttpsAppUrl(appUrl = process.env.APP_URL) {
  return /^https:\/\//i.test(appUrl ?? "");
}

/**
 * The headers as {key, value} pairs (the shape next.config.mjs's headers() takes). HSTS only when the site is
 * served over https: on plain http a browser ignores it, and sending it from a local http run teaches nothing.
 * @param {{ https?: boolean, extra?: { key: string, value: string }[] }} [options]
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(options = {}) {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    { key: "Content-Security-Policy", value: CONTENT_SECURITY_POLICY },
  ];
  if (options.https ?? isHttpsAppUrl()) headers.push({ key: "Strict-Transport-Security", value: HSTS });
  for (const pair of options.extra ?? []) {
    const index = headers.findIndex((header) => header.key.toLowerCase() === pair.key.toLowerCase());
    if (index >= 0) headers[index] = pair;
    else headers.push(pair);
  }
  return headers;
}

/**
 * Sets the security headers on a response the app builds itself, keeping any it already carries.
 * @template {Response} T
 * @param {T} response
 * @param {{ https?: boolean, extra?: { key: string, value: string }[] }} [options]
 * @returns {T}
 */
export function withSecurityHeaders(response, options) {
  for (const { key, value } of securityHeaders(options)) {
    if (!response.headers.has(key)) response.headers.set(key, value);
  }
  return response;
}
