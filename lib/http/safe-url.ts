// What a provider-given address may become on a page: a link only when it is absolute http(s), a picture only when it
// is a site path or an https URL. Pure, for the server's and the browser's mappers alike.

/**
 * An absolute http(s) URL written out in full, normalised; anything else (javascript:, relative, malformed, or
 * "https:alert(1)", which the URL parser would make https://alert(1)/) is null.
 */
export function safeHttpUrl(value: string | null): string | null {
  if (!value || !/^https?:\/\/[^/\\]/i.test(value.trim())) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Only a site path ("/images/…", not "//host") or an https URL becomes an image. */
export function safeImage(value: string | null): string | null {
  if (!value) return null;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  try {
    return new URL(value).protocol === "https:" ? value : null;
  } catch {
    return null;
  }
}
