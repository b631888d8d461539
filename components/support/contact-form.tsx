"use client";

import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, SUPPORT_TOPICS, supportMessageRequest, type SupportMessageRequest } from "@/provider/contracts/support";
import { sendSupportMessage } from "@/lib/api/support";
import type { Locale } from "@/lib/i18n/routing";
import { applyServerFieldErrors } from "@/components/ui/server-field-errors";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";
import { PostForm } from "@/components/ui/post-form";

const FIELDS = ["name", "email", "topic", "reference", "message"] as const;

/** The contact form: validated with the contract's schema, then the ticket number to quote in a follow-up. */
export function ContactForm() {
  const t = useTranslations("Support");
  const locale = useLocale() as Locale;
  const message = useValidationMessage();
  const send = useMutation({ mutationFn: (values: SupportMessageRequest) => sendSupportMessage(values, locale) });
  const { register, handleSubmit, setError, reset, formState } = useForm<SupportMessageRequest>({
    resolver: zodResolver(supportMessageRequest),
    defaultValues: { name: "", email: "", topic: "" as SupportMessageRequest["topic"], reference: "", message: "", locale },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) =>
    send.mutateAsync(values).catch((error: unknown) => {
      // Field refusals land beside their fields; anything else is the alert above the form (send.error).
      if (applyServerFieldErrors(error, FIELDS, setError)) send.reset();
    }),
  );

  if (send.isSuccess) return <SentNotice ticket={send.data} onAnother={() => (reset(), send.reset())} />;

  return (
    <PostForm onSubmit={onSubmit} aria-labelledby="contact-title" className="flex flex-col gap-5">
      {send.isError ? <Alert variant="error" title={send.error instanceof Error ? send.error.message : t("failed")} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label={t("name")} error={message(errors.name?.message)}>
          {(ctl) => <Input {...ctl} {...register("name")} autoComplete="name" dir="auto" />}
        </Field>
        <Field id="contact-email" label={t("email")} hint={t("emailHint")} error={message(errors.email?.message)}>
          {(ctl) => <Input {...ctl} {...register("email")} type="email" autoComplete="email" dir="ltr" className="text-start" />}
        </Field>
        <Field id="contact-topic" label={t("topic")} error={message(errors.topic?.message)}>
          {(ctl) => (
            <select {...ctl} {...register("topic")} className={inputClasses}>
              <option value="">{t("topicPlaceholder")}</option>
              {SUPPORT_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`topics.${topic}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="contact-reference" label={t("reference")} hint={t("referenceHint")} error={message(errors.reference?.message)}>
          {(ctl) => <Input {...ctl} {...register("reference")} autoComplete="off" dir="ltr" maxLength={12} className="text-start uppercase" />}
        </Field>
      </div>
      <Field
        id="contact-message"
        label={t("message")}
        hint={t("messageHint", { min: SUPPORT_MESSAGE_MIN, max: SUPPORT_MESSAGE_MAX })}
        error={message(errors.message?.message)}
      >
        {(ctl) => <textarea {...ctl} {...register("message")} rows={6} maxLength={SUPPORT_MESSAGE_MAX} dir="auto" className={`${inputClasses} h-auto py-2`} />}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? t("sending") : t("send")}
        </Button>
      </div>
    </PostForm>
  );
}

/** Replaces the form once sent; its heading takes the focus the vanished Send button had, so it is read out. */
function SentNotice({ ticket, onAnother }: { ticket: string; onAnother: () => void }) {
  const t = useTranslations("Support");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="contact-sent" className="flex flex-col items-start gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-6">
      <MailCheck aria-hidden className="size-8 text-brand-700" />
      <h2 id="contact-sent" ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none">
        {t("sentTitle")}
      </h2>
      <p className="text-sm leading-7 text-slate-700">{t.rich("sentBody", { ticket, strong: (chunks) => <strong dir="ltr">{chunks}</strong> })}</p>
      <Button variant="secondary" onClick={onAnother}>
        {t("sendAnother")}
      </Button>
    </section>
  );
}
