/**
 * A post-login or post-action destination that can never leave the site: only same-origin paths
 * ("/x", not "//evil", "/\evil" or "https://evil") pass; anything else becomes the fallback.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  if (!target || typeof target !== "string") return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Control characters and backslashes are how browsers get tricked into other hosts.
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  try {
    const base = "http://same-origin.invalid";
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    // Normalising can itself produce a protocol-relative path ("/.//evil" → "//evil"): check the result too.
    if (url.pathname.startsWith("//")) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
