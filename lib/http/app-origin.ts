// The site's public address comes from configuration, never from the request: Host and X-Forwarded-Host are
// whatever the client (or a misconfigured hop) says, so nothing that builds URLs or checks origins may read them.

/** APP_URL's origin (scheme, host and port), as the README documents: default http://localhost:$PORT. */
export function appOrigin(): string {
  const configured = process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`;
  try {
    return new URL(configured).origin;
  } catch {
    return `http://localhost:${process.env.PORT || 3000}`;
  }
}

/** An absolute URL on this site for `path` (a path, or a URL whose path and query are kept and host dropped). */
export function appUrl(path: string | URL): URL {
  const source = typeof path === "string" ? new URL(path, "http://path.invalid") : path;
  return new URL(`${source.pathname}${source.search}${source.hash}`, appOrigin());
}
