"use client";

// Mails a paid booking's confirmation (with its voucher or ticket link) again: one request key per press, so a double
// press mails once; the page then lists the new mail and the history says who sent it.
import { useLocale, useTranslations } from "next-intl";
import { resendBookingMail } from "@/lib/api/admin-reservations";
import type { Locale } from "@/lib/i18n/routing";
import { AdminActionButton } from "@/components/admin/admin-action-button";

export function ResendMailButton({ id, reference }: { id: string; reference: string }) {
  const t = useTranslations("AdminBookings.resend");
  const locale = useLocale() as Locale;
  return (
    <AdminActionButton
      label={t("submit")}
      busy={t("busy")}
      done={t("done", { reference })}
      failed={t("failed")}
      run={(key) => resendBookingMail(id, key, locale)}
    />
  );
}
