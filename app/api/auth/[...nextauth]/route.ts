// /api/auth/* – next-auth, behind a filter: a callbackUrl (query or cookie) that is not a URL of this site is
// dropped before next-auth sees it, since next-auth answers 500 to one that does not parse. next-auth is told the
// origin the visitor is using (lib/http/origin.ts) rather than NEXTAUTH_URL's: its redirects stay on that address and
// its cookies are Secure exactly when that address is https.
import NextAuth from "next-auth";
import { cookies } from "next/headers";
import { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";
import { appOrigin } from "@/lib/http/app-origin";
import { isSafeCallbackUrl } from "@/lib/http/callback-url";
import { requestOrigin } from "@/lib/http/origin";

type Context = { params: Promise<{ nextauth: string[] }> };

const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

async function handler(request: NextRequest, context: Context) {
  // next-auth reads cookies through next/headers; deleting one there hides it and clears it in the browser.
  const store = await cookies();
  for (const name of CALLBACK_COOKIES) {
    const value = store.get(name)?.value;
    if (value !== undefined && !isSafeCallbackUrl(value, request.headers)) store.delete(name);
  }
  const callbackUrl = request.nextUrl.searchParams.get("callbackUrl");
  let forwarded = request;
  if (callbackUrl !== null && !isSafeCallbackUrl(callbackUrl, request.headers)) {
    const url = request.nextUrl.clone();
    url.searchParams.delete("callbackUrl");
    const body = request.method === "POST" ? await request.arrayBuffer() : undefined;
    forwarded = new NextRequest(url, { method: request.method, headers: request.headers, body });
  }
  const site = requestOrigin(request.headers) ?? appOrigin();
  return NextAuth(forwarded as never, context as never, authOptions({ site, headers: request.headers }));
}

export { handler as GET, handler as POST };
