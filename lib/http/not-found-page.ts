// Pages rendered per request get their status before the page body renders (Next sends the prerendered layout shell
// first), so a notFound() there would reach the visitor as a 200. proxy.ts therefore answers a missing page itself: it
// reads the prerendered 404 page of the right kind from the app's own cache and sends it with status 404.
/** Marks the proxy's own read of a 404 page, which the proxy lets through to the page. */
export const INTERNAL_HEADER = "x-rahhal-not-found-page";

export type NotFoundKind = "page" | "flight" | "reservation" | "offer" | "stay";

export async function notFoundPage(locale: string, kind: NotFoundKind, port: string): Promise<Response | null> {
  const path = `/${locale}/page-not-found${kind === "page" ? "" : `/${kind}`}`;
  try {
    const page = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { accept: "text/html", [INTERNAL_HEADER]: "1" },
      signal: AbortSignal.timeout(3000),
    });
    if (!page.ok) return null;
    return new Response(page.body, {
      status: 404,
      headers: { "content-type": page.headers.get("content-type") ?? "text/html; charset=utf-8", "cache-control": "no-store" },
    });
  } catch {
    return null;
  }
}
