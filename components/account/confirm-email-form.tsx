"use client";

import { useActionState } from "react";
import { CircleCheck, MailCheck, MailWarning, TriangleAlert } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { confirmEmailAction } from "@/lib/auth/confirm-email";
import { Link } from "@/lib/i18n/navigation";
import { Button, buttonClasses } from "@/components/ui/button";
import { AuthNotice } from "./auth-card";
import { ResendConfirmationForm } from "./resend-confirmation-form";

/** The confirmation link's page: a button that confirms (a POST), then the outcome in place of the button. */
export function ConfirmEmailForm({ token }: { token: string }) {
  const t = useTranslations("Auth");
  const locale = useLocale();
  const [outcome, action, pending] = useActionState(confirmEmailAction, null);

  if (outcome?.kind === "confirmed") {
    return (
      <AuthNotice heading="h1" tone="success" icon={<CircleCheck aria-hidden className="size-7" />} title={t("confirmTitle")}>
        <p>{t("confirmBody")}</p>
        <Link href="/login" className={buttonClasses("primary", "lg", "w-full")}>
          {t("goToLogin")}
        </Link>
      </AuthNotice>
    );
  }
  if (outcome?.kind === "invalid") return <ConfirmInvalid />;
  const failed = outcome?.kind === "failed";
  return (
    <AuthNotice
      heading="h1"
      tone={failed ? "warning" : "brand"}
      icon={failed ? <TriangleAlert aria-hidden className="size-7" /> : <MailCheck aria-hidden className="size-7" />}
      title={failed ? t("confirmErrorTitle") : t("confirmPromptTitle")}
    >
      {failed && outcome.message ? <p role="alert">{outcome.message}</p> : <p>{t("confirmPromptBody")}</p>}
      <form action={action}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="locale" value={locale} />
        <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
          {pending ? t("confirmPending") : failed ? t("tryAgain") : t("confirmSubmit")}
        </Button>
      </form>
    </AuthNotice>
  );
}

/** A link that cannot confirm (unknown, used or expired): ask for a new one. */
export function ConfirmInvalid() {
  const t = useTranslations("Auth");
  return (
    <AuthNotice heading="h1" tone="warning" icon={<MailWarning aria-hidden className="size-7" />} title={t("confirmInvalidTitle")}>
      <p>{t("confirmInvalidBody")}</p>
      <ResendConfirmationForm />
    </AuthNotice>
  );
}
