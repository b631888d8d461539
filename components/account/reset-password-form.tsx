"use client";

import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, MailWarning } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { resetPasswordRequest, type ResetPasswordRequest } from "@/provider/contracts/accounts";
import { resetPassword } from "@/lib/api/accounts";
import { BffError, failureMessage } from "@/lib/api/bff-client";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { PostForm } from "@/components/ui/post-form";
import { AuthNotice } from "./auth-card";
import { useRecheckConfirmation, withMatchingPasswords } from "./matching-passwords";
import { NewPasswordFields } from "./new-password-fields";
import { applyServerFieldErrors, serverFieldErrors } from "@/components/ui/server-field-errors";
import { useValidationMessage } from "@/components/ui/use-validation-message";

const FIELDS = ["password", "confirmPassword"] as const;
/** The link's token is unknown, used or expired: the page offers a new link instead of the form. */
const invalidToken = (error: unknown) => error instanceof BffError && (error.code === "INVALID_TOKEN" || Boolean(error.fields?.token));

export function ResetPasswordInvalid({ heading = "h2" }: { heading?: "h1" | "h2" }) {
  const t = useTranslations("Auth");
  return (
    <AuthNotice heading={heading} tone="warning" icon={<MailWarning aria-hidden className="size-7" />} title={t("resetInvalidTitle")}>
      <p>{t("resetInvalidBody")}</p>
      <Link href="/forget-password" className={buttonClasses("primary", "lg", "w-full")}>
        {t("requestNewLink")}
      </Link>
    </AuthNotice>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("Auth");
  const locale = useLocale() as Locale;
  const message = useValidationMessage();
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    control,
    formState: { errors },
  } = useForm<ResetPasswordRequest>({
    resolver: withMatchingPasswords(zodResolver(resetPasswordRequest), "password", "confirmPassword"),
    mode: "onTouched",
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const [password = "", confirmPassword = ""] = useWatch({ control, name: ["password", "confirmPassword"] });
  useRecheckConfirmation(password, confirmPassword, () => trigger("confirmPassword"));

  const failure = (error: unknown) => failureMessage(error, t("loginFailed"));
  const reset = useMutation({
    mutationFn: (values: ResetPasswordRequest) => resetPassword(values, locale),
    onError: (error) => {
      if (invalidToken(error) || applyServerFieldErrors(error, FIELDS, setError)) return;
      toast.error(failure(error));
    },
  });
  const onSubmit = handleSubmit((values) => reset.mutateAsync(values).catch(() => undefined));
  const { error } = reset;
  const formError = reset.isError && !invalidToken(error) && !serverFieldErrors(error, FIELDS).length ? failure(error) : null;

  if (reset.isError && invalidToken(error)) return <ResetPasswordInvalid />;
  if (reset.isSuccess) {
    return (
      <AuthNotice tone="success" icon={<CircleCheck aria-hidden className="size-7" />} title={t("resetDoneTitle")}>
        <p role="status">{t("resetDoneBody")}</p>
        <Link href="/login" className={buttonClasses("primary", "lg", "w-full")}>
          {t("goToLogin")}
        </Link>
      </AuthNotice>
    );
  }

  return (
    <PostForm onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError ? <Alert variant="error" title={formError} /> : null}
      <NewPasswordFields
        idPrefix="reset"
        label={t("newPassword")}
        password={{ field: register("password"), value: password, error: message(errors.password?.message) }}
        confirmation={{ field: register("confirmPassword"), value: confirmPassword, error: message(errors.confirmPassword?.message) }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending} aria-busy={reset.isPending}>
        {reset.isPending ? t("resetPending") : t("resetSubmit")}
      </Button>
    </PostForm>
  );
}
