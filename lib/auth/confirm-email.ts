"use server";
// The server action behind the confirmation page's button. Confirming is a POST on purpose: mail scanners open the
// links they find (a GET), and must not spend the token; a person presses the button. As a server action the form
// also works before the page's script has loaded and with JavaScript off (React posts it back and renders the result).
import { confirmEmailRequest, messageResponse } from "@/provider/contracts/accounts";
import { providerRequest, ProviderRequestError } from "@/lib/provider/client";

export type ConfirmEmailOutcome = { kind: "confirmed" } | { kind: "invalid" } | { kind: "failed"; message: string } | null;

export async function confirmEmailAction(_previous: ConfirmEmailOutcome, form: FormData): Promise<ConfirmEmailOutcome> {
  const parsed = confirmEmailRequest.safeParse({ token: form.get("token") });
  if (!parsed.success) return { kind: "invalid" };
  const locale = form.get("locale") === "en" ? "en" : "ar";
  try {
    await providerRequest("auth-backend", "api/Account/confirm-email", { method: "POST", body: parsed.data, locale, schema: messageResponse });
    return { kind: "confirmed" };
  } catch (error) {
    if (error instanceof ProviderRequestError && error.status >= 400 && error.status < 500) return { kind: "invalid" };
    return { kind: "failed", message: error instanceof Error ? error.message : "" };
  }
}
