// /api/<service>/<path> – the BFF: forwards to the provider with the session's Bearer token.
import { revalidateTag } from "next/cache";
import type { NextRequest } from "next/server";
import { expirePublicContent } from "@/lib/cache/expire-public-content";
import { answerNamesPublicContent, offerOfAnswer, publicTagsForAnswer, publicTagsForWrite } from "@/lib/cache/public-content";
import { forgetCachedPages } from "@/lib/http/page-cache";
import { offerPlacesUrls } from "@/lib/routing/cached-pages.mjs";
import { observeApiRequest } from "@/lib/observe/api-request";
import { forwardToProvider } from "@/lib/provider/bff";
import { isProviderService } from "@/lib/provider/services";

type Context = { params: Promise<{ service: string; path: string[] }> };

async function handle(request: NextRequest, context: Context) {
  const { service, path } = await context.params;
  // By service: the provider's own metrics and log lines name the route pattern within it.
  return observeApiRequest(request, isProviderService(service) ? `/api/${service}` : "/api/[service]", () => forward(request, service, path));
}

async function forward(request: NextRequest, service: string, path: string[]) {
  const response = await forwardToProvider(request, service, path);
  // An admin's edit of public content expires the cached pages that show it, so the next visitor sees it.
  if (!response.ok) return response;
  const method = request.method.toUpperCase();
  const joined = path.join("/");
  expirePublicContent(publicTagsForWrite(method, service, joined));
  // A booking or a cancellation changes the places an offer shows. Any member can book, so this must not let one
  // empty the caches at will: the offer's pages are refreshed in the background (the next visitor may get the
  // previous copy once; the provider decides places anyway) and only they leave the page cache.
  if (answerNamesPublicContent(method, service, joined)) {
    const answer: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    for (const tag of publicTagsForAnswer(method, service, joined, answer)) revalidateTag(tag, "max");
    const offerId = offerOfAnswer(answer);
    if (offerId !== null) forgetCachedPages(offerPlacesUrls(offerId));
  }
  return response;
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
