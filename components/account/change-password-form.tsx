"use client";

import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { changePasswordRequest, type ChangePasswordRequest } from "@/provider/contracts/accounts";
import { changePassword } from "@/lib/api/accounts";
import type { Locale } from "@/lib/i18n/routing";
import { Button } from "@/components/ui/button";
import { PostForm } from "@/components/ui/post-form";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { useRecheckConfirmation, withMatchingPasswords } from "./matching-passwords";
import { NewPasswordFields } from "./new-password-fields";
import { applyServerFieldErrors } from "@/components/ui/server-field-errors";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { failureMessage } from "@/lib/api/bff-client";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const t = useTranslations("Profile");
  const tAuth = useTranslations("Auth");
  const locale = useLocale() as Locale;
  const message = useValidationMessage();
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    reset,
    control,
    formState: { errors },
  } = useForm<ChangePasswordRequest>({
    resolver: withMatchingPasswords(zodResolver(changePasswordRequest), "newPassword", "confirmPassword"),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const [newPassword = "", confirmPassword = ""] = useWatch({ control, name: ["newPassword", "confirmPassword"] });
  useRecheckConfirmation(newPassword, confirmPassword, () => trigger("confirmPassword"));

  const change = useMutation({
    mutationFn: (values: ChangePasswordRequest) => changePassword(values, locale),
    onSuccess: () => {
      reset(EMPTY);
      toast.success(t("passwordChanged"));
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, ["currentPassword", "newPassword", "confirmPassword"], setError)) return;
      toast.error(failureMessage(error, tAuth("loginFailed")));
    },
  });
  const onSubmit = handleSubmit((values) => change.mutateAsync(values).catch(() => undefined));

  const toggle = { showLabel: tAuth("showPassword"), hideLabel: tAuth("hidePassword") };
  return (
    <PostForm onSubmit={onSubmit} className="flex flex-col gap-5">
      <Field id="password-current" label={t("currentPassword")} error={message(errors.currentPassword?.message)}>
        {(ctl) => <PasswordInput {...ctl} {...register("currentPassword")} autoComplete="current-password" {...toggle} />}
      </Field>
      <NewPasswordFields
        idPrefix="password-new"
        label={t("newPassword")}
        password={{ field: register("newPassword"), value: newPassword, error: message(errors.newPassword?.message) }}
        confirmation={{ field: register("confirmPassword"), value: confirmPassword, error: message(errors.confirmPassword?.message) }}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending ? t("changing") : t("changePassword")}
        </Button>
      </div>
    </PostForm>
  );
}
