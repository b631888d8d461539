import "server-only";
// Confirming an email is a POST on purpose: mail scanners open the links they find (a GET) and must not spend the
// token; a person presses the page's button. The form posts to /api/confirm-email, which answers with a redirect back
// to the page with the outcome (post/redirect/get), so it works the same with or without JavaScript.
import { confirmEmailRequest, messageResponse } from "@/provider/contracts/accounts";
import { providerRequest, ProviderRequestError } from "@/lib/provider/client";

export type ConfirmEmailOutcome = "confirmed" | "invalid" | "failed";

export async function confirmEmail(token: unknown, locale: "ar" | "en"): Promise<ConfirmEmailOutcome> {
  const parsed = confirmEmailRequest.safeParse({ token });
  if (!parsed.success) return "invalid";
  try {
    await providerRequest("auth-backend", "api/Account/confirm-email", { method: "POST", body: parsed.data, locale, schema: messageResponse });
    return "confirmed";
  } catch (error) {
    if (error instanceof ProviderRequestError && error.status >= 400 && error.status < 500) return "invalid";
    return "failed";
  }
}
