// POST /api/confirm-email – the confirmation page's button: spends the mailed token, then sends the visitor back to
// the page with the outcome (303), so a reload never posts twice and no JavaScript is needed.
import { confirmEmail } from "@/lib/auth/confirm-email";
import { isSameOrigin } from "@/lib/http/origin";

export async function POST(request: Request) {
  if (!isSameOrigin(request.headers)) return new Response("Forbidden", { status: 403, headers: { "cache-control": "no-store" } });
  const form = await request.formData().catch(() => null);
  const locale = form?.get("locale") === "en" ? "en" : "ar";
  const token = form?.get("token");
  const outcome = await confirmEmail(token, locale);
  const query = new URLSearchParams({ result: outcome });
  // A failure of ours (provider unreachable) keeps the token, so the page can offer to try again.
  if (outcome === "failed" && typeof token === "string") query.set("token", token);
  // A relative Location: the visitor stays on the address the page was opened on.
  return new Response(null, { status: 303, headers: { location: `${locale === "en" ? "/en" : ""}/confirm-email?${query}`, "cache-control": "no-store" } });
}
