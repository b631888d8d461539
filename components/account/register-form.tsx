"use client";

import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { registerRequest, type RegisterRequest } from "@/provider/contracts/accounts";
import { register as registerAccount } from "@/lib/api/accounts";
import type { Locale } from "@/lib/i18n/routing";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PostForm } from "@/components/ui/post-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AcceptTermsField } from "./accept-terms-field";
import { CheckEmailPanel } from "./check-email-panel";
import { useRecheckConfirmation, withMatchingPasswords } from "./matching-passwords";
import { NewPasswordFields } from "./new-password-fields";
import { ltr } from "./emphasis";
import { applyServerFieldErrors, serverFieldErrors } from "@/components/ui/server-field-errors";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { EmailField } from "./email-field";
import { failureMessage } from "@/lib/api/bff-client";

const FIELDS = ["name", "email", "phoneNumber", "password", "confirmPassword", "acceptTerms"] as const;

export function RegisterForm() {
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
  } = useForm<RegisterRequest>({
    resolver: withMatchingPasswords(zodResolver(registerRequest), "password", "confirmPassword"),
    mode: "onTouched",
    defaultValues: { name: "", email: "", phoneNumber: "", password: "", confirmPassword: "", locale },
  });
  const [password = "", confirmPassword = ""] = useWatch({ control, name: ["password", "confirmPassword"] });
  useRecheckConfirmation(password, confirmPassword, () => trigger("confirmPassword"));

  const failure = (error: unknown) => failureMessage(error, t("loginFailed"));
  const signUp = useMutation({
    mutationFn: (values: RegisterRequest) => registerAccount(values, locale),
    onError: (error) => {
      if (!applyServerFieldErrors(error, FIELDS, setError)) toast.error(failure(error));
    },
  });
  const onSubmit = handleSubmit((values) => signUp.mutateAsync(values).catch(() => undefined));
  const formError = signUp.isError && !serverFieldErrors(signUp.error, FIELDS).length ? failure(signUp.error) : null;

  if (signUp.isSuccess) return <CheckEmailPanel email={signUp.variables.email} />;

  return (
    <PostForm onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError ? <Alert variant="error" title={formError} /> : null}
      <Field id="register-name" label={t("name")} error={message(errors.name?.message)}>
        {(ctl) => <Input {...ctl} {...register("name")} autoComplete="name" />}
      </Field>
      <EmailField id="register-email" field={register("email")} error={message(errors.email?.message)} />
      <Field id="register-phone" label={t("phone")} hint={t.rich("phoneHint", { ltr })} error={message(errors.phoneNumber?.message)}>
        {(ctl) => (
          <Input
            {...ctl}
            {...register("phoneNumber")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            className="text-start"
            placeholder={t("phonePlaceholder")}
          />
        )}
      </Field>
      <NewPasswordFields
        idPrefix="register"
        label={t("password")}
        password={{ field: register("password"), value: password, error: message(errors.password?.message) }}
        confirmation={{ field: register("confirmPassword"), value: confirmPassword, error: message(errors.confirmPassword?.message) }}
      />
      <AcceptTermsField field={register("acceptTerms")} invalid={Boolean(errors.acceptTerms)} error={message(errors.acceptTerms?.message)} />
      <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending} aria-busy={signUp.isPending}>
        {signUp.isPending ? t("registerPending") : t("registerSubmit")}
      </Button>
    </PostForm>
  );
}
