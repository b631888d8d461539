// /api/<service>/<path> – the BFF: forwards to the provider with the session's Bearer token.
import { revalidateTag } from "next/cache";
import type { NextRequest } from "next/server";
import { publicTagsForWrite } from "@/lib/cache/public-content";
import { forgetCachedPages } from "@/lib/http/page-cache";
import { forwardToProvider } from "@/lib/provider/bff";

type Context = { params: Promise<{ service: string; path: string[] }> };

async function handle(request: NextRequest, context: Context) {
  const { service, path } = await context.params;
  const response = await forwardToProvider(request, service, path);
  // An admin's edit of public content expires the cached pages that show it, so the next visitor sees it.
  if (response.ok) {
    const tags = publicTagsForWrite(request.method.toUpperCase(), service, path.join("/"));
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    if (tags.length) forgetCachedPages();
  }
  return response;
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
