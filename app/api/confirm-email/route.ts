// POST /api/confirm-email – the confirmation page's button: spends the mailed token, then sends the visitor back to
// the page with the outcome (303), so a reload never posts twice and no JavaScript is needed.
import { confirmEmail } from "@/lib/auth/confirm-email";
import { appUrl } from "@/lib/http/app-origin";
import { isSameOrigin } from "@/lib/http/origin";

export async function POST(request: Request) {
  if (!isSameOrigin(request.headers)) return new Response("Forbidden", { status: 403, headers: { "cache-control": "no-store" } });
  const form = await request.formData().catch(() => null);
  const locale = form?.get("locale") === "en" ? "en" : "ar";
  const token = form?.get("token");
  const outcome = await confirmEmail(token, locale);
  const target = appUrl(`${locale === "en" ? "/en" : ""}/confirm-email`);
  target.searchParams.set("result", outcome);
  // A failure of ours (provider unreachable) keeps the token, so the page can offer to try again.
  if (outcome === "failed" && typeof token === "string") target.searchParams.set("token", token);
  return Response.redirect(target, 303);
}
