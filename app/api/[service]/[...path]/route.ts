// /api/<service>/<path> – the BFF: forwards to the provider with the session's Bearer token.
import type { NextRequest } from "next/server";
import { forwardToProvider } from "@/lib/provider/bff";

type Context = { params: Promise<{ service: string; path: string[] }> };

async function handle(request: NextRequest, context: Context) {
  const { service, path } = await context.params;
  return forwardToProvider(request, service, path);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
