"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { resendConfirmationRequest, type ResendConfirmationRequest } from "@/provider/contracts/accounts";
import { Button } from "@/components/ui/button";
import { PostForm } from "@/components/ui/post-form";
import { useResendConfirmation } from "./resend-confirmation";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { EmailField } from "./email-field";

/** Asks for the address when the confirmation link was bad, then sends a new link to it. */
export function ResendConfirmationForm() {
  const t = useTranslations("Auth");
  const locale = useLocale() as "ar" | "en";
  const message = useValidationMessage();
  const { resend, pending, sentTo } = useResendConfirmation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResendConfirmationRequest>({
    resolver: zodResolver(resendConfirmationRequest),
    defaultValues: { email: "", locale },
  });
  return (
    <PostForm onSubmit={handleSubmit(({ email }) => resend(email))} className="flex flex-col gap-4 text-start">
      <EmailField id="resend-email" field={register("email")} error={message(errors.email?.message)} />
      <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
        {pending ? t("resendPending") : t("resendConfirmation")}
      </Button>
      {sentTo ? (
        <p role="status" className="text-center text-sm text-emerald-700">
          {t("resendSent", { email: sentTo })}
        </p>
      ) : null}
    </PostForm>
  );
}
