"use client";

// What an admin does to an account: lock it (asked first: it is signed out at its next request), unlock it, or mail a
// new confirmation link while its email is unconfirmed. The provider refuses locking oneself or the last admin; the
// refusal is shown beside the button.
import { useLocale, useTranslations } from "next-intl";
import type { AdminCustomer } from "@/provider/contracts/admin-customers";
import { resendCustomerConfirmation, setCustomerLocked } from "@/lib/api/admin-customers";
import type { Locale } from "@/lib/i18n/routing";
import { AdminActionButton } from "@/components/admin/admin-action-button";

export function CustomerLockButton({ customer }: { customer: Pick<AdminCustomer, "id" | "email" | "lockedAt"> }) {
  const t = useTranslations("AdminCustomers");
  const locale = useLocale() as Locale;
  const locked = customer.lockedAt !== null;
  const email = customer.email;
  return locked ? (
    <AdminActionButton
      label={t("unlock")}
      busy={t("unlocking")}
      done={t("unlocked", { email })}
      failed={t("actionFailed")}
      run={() => setCustomerLocked(customer.id, false, locale)}
    />
  ) : (
    <AdminActionButton
      label={t("lock")}
      busy={t("locking")}
      done={t("lockedDone", { email })}
      failed={t("actionFailed")}
      confirm={t("lockConfirm", { email })}
      variant="danger"
      run={() => setCustomerLocked(customer.id, true, locale)}
    />
  );
}

export function ResendConfirmationButton({ customer }: { customer: Pick<AdminCustomer, "id" | "email"> }) {
  const t = useTranslations("AdminCustomers");
  const locale = useLocale() as Locale;
  return (
    <AdminActionButton
      label={t("resendConfirmation")}
      busy={t("resending")}
      done={t("confirmationResent", { email: customer.email })}
      failed={t("actionFailed")}
      run={(key) => resendCustomerConfirmation(customer.id, key, locale)}
    />
  );
}
