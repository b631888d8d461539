// The contact form's call through the BFF (auth-backend api/Support/Messages).
import { supportMessageResponse, type SupportMessageRequest } from "@/provider/contracts/support";
import type { Locale } from "@/lib/i18n/routing";
import { bffFetch } from "./bff-client";

/** Sends the message; answers the ticket number the visitor quotes in a follow-up. */
export async function sendSupportMessage(values: SupportMessageRequest, locale: Locale): Promise<string> {
  const answer = await bffFetch("auth-backend", "api/Support/Messages", {
    method: "POST",
    body: { ...values, locale },
    locale,
    schema: supportMessageResponse,
  });
  return answer.ticket;
}
