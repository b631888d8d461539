"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { updateProfileRequest, type UpdateProfileRequest } from "@/provider/contracts/accounts";
import { updateProfile } from "@/lib/api/accounts";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { refreshSessionUser } from "@/components/layout/session-user";
import { Button } from "@/components/ui/button";
import { PostForm } from "@/components/ui/post-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ltr } from "./emphasis";
import { applyServerFieldErrors } from "@/components/ui/server-field-errors";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { failureMessage } from "@/lib/api/bff-client";

type ProfileDetailsFormProps = { name: string; email: string; phoneNumber: string };

export function ProfileDetailsForm({ name, email, phoneNumber }: ProfileDetailsFormProps) {
  const t = useTranslations("Profile");
  const tAuth = useTranslations("Auth");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const message = useValidationMessage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequest),
    defaultValues: { name, phoneNumber },
  });

  const save = useMutation({
    mutationFn: (values: UpdateProfileRequest) => updateProfile(values, locale),
    // Awaited by the mutation: Save stays pending until the navbar has the new name.
    onSuccess: async (saved) => {
      reset({ name: saved.name, phoneNumber: saved.phoneNumber });
      toast.success(t("saved"));
      // The navbar reads the session in the browser: renew it from the provider so it shows the new name.
      await refreshSessionUser().catch(() => undefined);
      router.refresh();
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, ["name", "phoneNumber"], setError)) return;
      toast.error(failureMessage(error, tAuth("loginFailed")));
    },
  });
  const onSubmit = handleSubmit((values) => save.mutateAsync(values).catch(() => undefined));

  return (
    <PostForm onSubmit={onSubmit} className="flex flex-col gap-5">
      <Field id="profile-name" label={t("name")} error={message(errors.name?.message)}>
        {(ctl) => <Input {...ctl} {...register("name")} autoComplete="name" />}
      </Field>
      <Field id="profile-email" label={t("email")} hint={t("emailHint")}>
        {(ctl) => <Input {...ctl} value={email} readOnly type="email" dir="ltr" className="text-start" autoComplete="email" />}
      </Field>
      <Field id="profile-phone" label={t("phone")} hint={tAuth.rich("phoneHint", { ltr })} error={message(errors.phoneNumber?.message)}>
        {(ctl) => <Input {...ctl} {...register("phoneNumber")} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" className="text-start" />}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending || !isDirty} aria-busy={save.isPending}>
          {save.isPending ? t("saving") : t("save")}
        </Button>
      </div>
    </PostForm>
  );
}
