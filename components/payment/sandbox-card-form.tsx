"use client";

import { useState } from "react";
import { FlaskConical, Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import { SANDBOX_CARDS, type PayRequest } from "@/provider/contracts/reservations";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Button } from "@/components/ui/button";
import { PostForm } from "@/components/ui/post-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatCardNumber, formatExpiry, toPayRequest, type CardFormField, type CardFormValues } from "@/lib/payment/card-format";
import { Ltr } from "@/components/ui/latin";

type Props = {
  submitLabel: string;
  pending: boolean;
  /** Server-side field errors (Validation keys) from the last attempt. */
  serverErrors?: Partial<Record<CardFormField, string>>;
  /** Called with a valid request; `changed` tells whether the card details differ from the last submit. */
  onSubmit: (request: PayRequest, changed: boolean) => void;
};

const EMPTY: CardFormValues = { cardNumber: "", expiry: "", cvc: "", holderName: "" };

/** The sandbox card form: formatted fields, checked with the contract's payRequest, and the test cards. */
export function SandboxCardForm({ submitLabel, pending, serverErrors, onSubmit }: Props) {
  const t = useTranslations("Payment");
  const { values, set, errorOf, submit } = useCardForm(serverErrors, onSubmit);

  return (
    <PostForm onSubmit={submit} className="flex flex-col gap-4" aria-label={t("formTitle")}>
      <TestCards onUse={(number) => set("cardNumber", formatCardNumber(number))} />

      <Field id="pay-cardNumber" label={t("cardNumber")} error={errorOf("cardNumber")}>
        {(control) => (
          <Input
            {...control}
            name="cardNumber"
            value={values.cardNumber}
            onChange={(e) => set("cardNumber", formatCardNumber(e.target.value))}
            inputMode="numeric"
            autoComplete="cc-number"
            dir="ltr"
            className="text-start font-mono tracking-wider"
            placeholder="1234 5678 9012 3456"
            maxLength={23}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="pay-expiry" label={t("expiry")} error={errorOf("expiry")}>
          {(control) => (
            <Input
              {...control}
              name="expiry"
              value={values.expiry}
              onChange={(e) => set("expiry", formatExpiry(e.target.value))}
              inputMode="numeric"
              autoComplete="cc-exp"
              dir="ltr"
              className="text-start font-mono"
              placeholder={t("expiryPlaceholder")}
              maxLength={5}
            />
          )}
        </Field>
        <Field id="pay-cvc" label={t("cvc")} error={errorOf("cvc")}>
          {(control) => (
            <Input
              {...control}
              name="cvc"
              value={values.cvc}
              onChange={(e) => set("cvc", e.target.value.replace(/\D/g, "").slice(0, 4))}
              inputMode="numeric"
              autoComplete="cc-csc"
              dir="ltr"
              className="text-start font-mono"
              placeholder="123"
              maxLength={4}
              title={t("cvcHint")}
            />
          )}
        </Field>
      </div>
      <Field id="pay-holderName" label={t("holderName")} error={errorOf("holderName")}>
        {(control) => (
          <Input
            {...control}
            name="holderName"
            value={values.holderName}
            onChange={(e) => set("holderName", e.target.value)}
            autoComplete="cc-name"
            // As embossed on the card: Latin letters, kept left to right like the card number above.
            dir="ltr"
            className="text-start"
            placeholder={t("holderPlaceholder")}
            maxLength={80}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
        <Lock aria-hidden className="size-4" />
        {pending ? t("paying") : submitLabel}
      </Button>
      <p className="text-center text-xs text-muted">{t("secureNote")}</p>
    </PostForm>
  );
}

/** The values typed, their errors (the form's own, then the server's), and the submit that checks them first. */
function useCardForm(serverErrors: Props["serverErrors"], onSubmit: Props["onSubmit"]) {
  const message = useValidationMessage();
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CardFormField, string>>>({});
  const [lastSubmitted, setLastSubmitted] = useState<string | null>(null);

  const set = (field: CardFormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const errorOf = (field: CardFormField) => message(errors[field] ?? serverErrors?.[field]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = toPayRequest(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = (["cardNumber", "expiry", "cvc", "holderName"] as const).find((f) => result.errors[f]);
      if (first) document.getElementById(`pay-${first}`)?.focus();
      return;
    }
    const fingerprint = JSON.stringify(values);
    onSubmit(result.data, fingerprint !== lastSubmitted);
    setLastSubmitted(fingerprint);
  };
  return { values, set, errorOf, submit };
}

/** The sandbox's notice and its test cards, each with a button that types it in. */
function TestCards({ onUse }: { onUse: (number: string) => void }) {
  const t = useTranslations("Payment");
  return (
    <div className="rounded-xl border border-dashed border-violet-300 bg-violet-50 p-3 text-sm text-violet-950">
      <p className="flex items-center gap-2 font-bold tracking-wide">
        <FlaskConical aria-hidden className="size-4" />
        <span className="rounded bg-violet-700 px-1.5 py-0.5 text-xs text-white">{t("testMode")}</span>
      </p>
      <p className="mt-1.5 text-xs leading-relaxed">{t("testModeBody")}</p>
      <ul className="mt-2 flex flex-col gap-1.5">
        {(
          [
            [SANDBOX_CARDS.success, t("testSucceeds")],
            [SANDBOX_CARDS.decline, t("testDeclines")],
          ] as const
        ).map(([number, label]) => (
          <li key={number} className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex flex-col">
              <Ltr className="font-mono text-sm font-semibold">{formatCardNumber(number)}</Ltr>
              <span className="text-xs">{label}</span>
            </span>
            <button
              type="button"
              className="rounded-md px-2 py-1 text-xs font-semibold text-violet-800 underline-offset-2 hover:bg-violet-100 hover:underline"
              onClick={() => onUse(number)}
              aria-label={`${t("useCard")} ${formatCardNumber(number)}`}
            >
              {t("useCard")}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
