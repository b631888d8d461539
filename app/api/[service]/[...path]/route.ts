// /api/<service>/<path> – the BFF: forwards to the provider with the session's Bearer token.
import { revalidateTag } from "next/cache";
import type { NextRequest } from "next/server";
import { answerNamesPublicContent, publicTagsForAnswer, publicTagsForWrite } from "@/lib/cache/public-content";
import { forgetCachedPages } from "@/lib/http/page-cache";
import { forwardToProvider } from "@/lib/provider/bff";

type Context = { params: Promise<{ service: string; path: string[] }> };

async function handle(request: NextRequest, context: Context) {
  const { service, path } = await context.params;
  const response = await forwardToProvider(request, service, path);
  // An admin's edit of public content expires the cached pages that show it, so the next visitor sees it; so does a
  // booking or a cancellation that changes the places an offer shows.
  if (response.ok) {
    const method = request.method.toUpperCase();
    const joined = path.join("/");
    const tags = publicTagsForWrite(method, service, joined);
    if (answerNamesPublicContent(method, service, joined)) {
      const answer: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      tags.push(...publicTagsForAnswer(method, service, joined, answer));
    }
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    if (tags.length) forgetCachedPages();
  }
  return response;
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
