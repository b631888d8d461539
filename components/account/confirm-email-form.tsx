import { CircleCheck, MailCheck, MailWarning, TriangleAlert } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import type { ConfirmEmailOutcome } from "@/lib/auth/confirm-email";
import { Link } from "@/lib/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { AuthNotice } from "./auth-card";
import { ResendConfirmationForm } from "./resend-confirmation-form";

/** The confirmation link's page: a button that confirms (a plain POST to /api/confirm-email), or the outcome. */
export async function ConfirmEmailForm({ token, failed }: { token: string; failed: boolean }) {
  const [t, locale] = await Promise.all([getTranslations("Auth"), getLocale()]);
  return (
    <AuthNotice
      heading="h1"
      tone={failed ? "warning" : "brand"}
      icon={failed ? <TriangleAlert aria-hidden className="size-7" /> : <MailCheck aria-hidden className="size-7" />}
      title={failed ? t("confirmErrorTitle") : t("confirmPromptTitle")}
    >
      <p role={failed ? "alert" : undefined}>{t("confirmPromptBody")}</p>
      <form method="post" action="/api/confirm-email">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className={buttonClasses("primary", "lg", "w-full")}>
          {failed ? t("tryAgain") : t("confirmSubmit")}
        </button>
      </form>
    </AuthNotice>
  );
}

export async function ConfirmOutcome({ outcome }: { outcome: Exclude<ConfirmEmailOutcome, "failed"> }) {
  const t = await getTranslations("Auth");
  if (outcome === "invalid") return <ConfirmInvalid />;
  return (
    <AuthNotice heading="h1" tone="success" icon={<CircleCheck aria-hidden className="size-7" />} title={t("confirmTitle")}>
      <p>{t("confirmBody")}</p>
      <Link href="/login" className={buttonClasses("primary", "lg", "w-full")}>
        {t("goToLogin")}
      </Link>
    </AuthNotice>
  );
}

/** A link that cannot confirm (unknown, used or expired): ask for a new one. */
export async function ConfirmInvalid() {
  const t = await getTranslations("Auth");
  return (
    <AuthNotice heading="h1" tone="warning" icon={<MailWarning aria-hidden className="size-7" />} title={t("confirmInvalidTitle")}>
      <p>{t("confirmInvalidBody")}</p>
      <ResendConfirmationForm />
    </AuthNotice>
  );
}
