"use client";

import { MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { AuthNotice } from "./auth-card";
import { strongLtr } from "./emphasis";
import { ResendConfirmationButton } from "./resend-confirmation";

/** After registering: the confirmation link is on its way to `email`. */
export function CheckEmailPanel({ email }: { email: string }) {
  const t = useTranslations("Auth");
  return (
    <AuthNotice icon={<MailCheck aria-hidden className="size-7" />} title={t("checkEmailTitle")}>
      <p role="status">{t.rich("checkEmailBody", { email, strong: strongLtr })}</p>
      <p className="text-xs text-muted">{t("checkEmailSpam")}</p>
      <ResendConfirmationButton email={email} />
      <Link href="/login" className={buttonClasses("primary", "lg", "w-full")}>
        {t("goToLogin")}
      </Link>
    </AuthNotice>
  );
}
