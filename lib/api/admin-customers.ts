// The browser's admin writes on an account, through the BFF: locking, unlocking, mailing a new confirmation link.
import { adminConfirmationResent, adminCustomer, type AdminConfirmationResent, type AdminCustomer } from "@/provider/contracts/admin-customers";
import type { Locale } from "@/lib/i18n/routing";
import { adminCustomersEndpoint } from "@/lib/endpoints";
import { bffFetch } from "./bff-client";

/** Refused with CANNOT_LOCK_SELF or LAST_ADMIN (409); locking a locked account answers it as it is. */
export function setCustomerLocked(id: string, locked: boolean, locale: Locale): Promise<AdminCustomer> {
  return bffFetch(...adminCustomersEndpoint(id, locked ? "Lock" : "Unlock"), { method: "POST", locale, schema: adminCustomer });
}

/** `key`: one per press, so a double press mails once. Refused with EMAIL_ALREADY_CONFIRMED (409). */
export function resendCustomerConfirmation(id: string, key: string, locale: Locale): Promise<AdminConfirmationResent> {
  return bffFetch(...adminCustomersEndpoint(id, "ResendConfirmation"), {
    method: "POST",
    locale,
    headers: { "Idempotency-Key": key },
    schema: adminConfirmationResent,
  });
}
