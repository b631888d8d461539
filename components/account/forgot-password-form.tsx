"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { forgotPasswordRequest, type ForgotPasswordRequest } from "@/provider/contracts/accounts";
import { forgotPassword } from "@/lib/api/accounts";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { PostForm } from "@/components/ui/post-form";
import { AuthNotice } from "./auth-card";
import { strongLtr } from "./emphasis";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { EmailField } from "./email-field";
import { failureMessage } from "@/lib/api/bff-client";

/** The provider answers the same whether or not the account exists, and so does this page. */
export function ForgotPasswordForm() {
  const t = useTranslations("Auth");
  const locale = useLocale() as Locale;
  const failure = (error: unknown) => failureMessage(error, t("loginFailed"));
  const request = useMutation({ mutationFn: (email: string) => forgotPassword(email, locale), onError: (error) => toast.error(failure(error)) });
  const message = useValidationMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: "", locale },
  });

  const onSubmit = handleSubmit(({ email }) => request.mutateAsync(email).catch(() => undefined));
  const sentTo = request.isSuccess ? request.variables : null;
  const formError = request.isError ? failure(request.error) : null;

  if (sentTo) {
    return (
      <AuthNotice icon={<MailCheck aria-hidden className="size-7" />} title={t("forgotSentTitle")}>
        <p role="status">{t.rich("forgotSentBody", { email: sentTo, strong: strongLtr })}</p>
        <p className="text-xs text-muted">{t("checkEmailSpam")}</p>
        <Link href="/login" className={buttonClasses("primary", "lg", "w-full")}>
          {t("backToLogin")}
        </Link>
      </AuthNotice>
    );
  }

  return (
    <PostForm onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError ? <Alert variant="error" title={formError} /> : null}
      <EmailField id="forgot-email" field={register("email")} error={message(errors.email?.message)} />
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending} aria-busy={request.isPending}>
        {request.isPending ? t("forgotPending") : t("forgotSubmit")}
      </Button>
    </PostForm>
  );
}
