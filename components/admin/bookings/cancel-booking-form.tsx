"use client";

// The admin cancels a booking: the refund (full, what its terms charge now, or none, each with its amount) and a
// reason for the audit trail, checked by the provider's own contract; then one confirmation naming the booking and the
// amount before anything changes. A second press while the first is on its way sends nothing; a booking the traveller
// cancelled meanwhile is refused by the provider (its row lock) and the page says so.
import { useCallback, useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { ADMIN_REFUNDS, adminCancelRequest, type AdminCancelRequest, type AdminReservationDetail } from "@/provider/contracts/admin-reservations";
import { cancelBookingAsAdmin } from "@/lib/api/admin-reservations";
import { failureMessage } from "@/lib/api/bff-client";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { useSingleFlight } from "@/lib/query/use-single-flight";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";
import { applyServerFieldErrors } from "@/components/ui/server-field-errors";
import { useValidationMessage } from "@/components/ui/use-validation-message";

type Refunds = AdminReservationDetail["refunds"];
type Props = { id: string; reference: string; refunds: Refunds };

export function CancelBookingForm({ id, reference, refunds }: Props) {
  const t = useTranslations("AdminBookings.cancel");
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const message = useValidationMessage();
  const [confirming, setConfirming] = useState<AdminCancelRequest | null>(null);
  const form = useForm<AdminCancelRequest>({ resolver: zodResolver(adminCancelRequest), defaultValues: { refund: "full", reason: "" } });
  const money = (amount: number) => format.number(amount / 100, { style: "currency", currency: "SAR" });

  const mutation = useMutation({
    mutationFn: (request: AdminCancelRequest) => cancelBookingAsAdmin(id, request, locale),
    onSuccess: (done) => {
      toast.success(t("done", { reference, refund: money(done.refund) }));
      setConfirming(null);
      router.refresh();
    },
    onError: (error) => {
      setConfirming(null);
      applyServerFieldErrors(error, ["refund", "reason"], form.setError);
    },
  });
  const cancel = useSingleFlight(mutation.mutate);
  const { errors } = form.formState;
  const failure = mutation.isError && !errors.reason && !errors.refund ? failureMessage(mutation.error, t("failed")) : null;
  const locked = Boolean(confirming) || mutation.isPending;
  const ask = form.handleSubmit((values) => {
    mutation.reset();
    setConfirming(values);
  });

  return (
    <form onSubmit={ask} noValidate className="flex flex-col gap-4">
      <RefundChoices register={form.register("refund")} refunds={refunds} money={money} error={message(errors.refund?.message)} disabled={locked} />
      <Field id="cancel-reason" label={t("reason")} hint={t("reasonHint")} error={message(errors.reason?.message)}>
        {(control) => (
          <textarea {...control} rows={3} maxLength={500} disabled={locked} className={`${inputClasses} h-auto py-2`} {...form.register("reason")} />
        )}
      </Field>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      {confirming ? (
        <ConfirmCancel
          question={t("confirm", { reference, refund: money(refunds[confirming.refund]) })}
          pending={mutation.isPending}
          onConfirm={() => cancel(confirming)}
          onBack={() => setConfirming(null)}
        />
      ) : (
        <div>
          <Button type="submit" variant="danger">
            {t("submit")}
          </Button>
        </div>
      )}
    </form>
  );
}

type ChoicesProps = { register: UseFormRegisterReturn; refunds: Refunds; money: (amount: number) => string; error?: string; disabled: boolean };

/** The three refunds, each with what it gives back now. */
function RefundChoices({ register, refunds, money, error, disabled }: ChoicesProps) {
  const t = useTranslations("AdminBookings.cancel");
  return (
    <fieldset aria-describedby={error ? "cancel-refund-error cancel-refund-hint" : "cancel-refund-hint"} disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">{t("refund")}</legend>
      <p id="cancel-refund-hint" className="text-xs text-muted">
        {t("refundHint")}
      </p>
      <div className="mt-2 flex flex-col gap-2">
        {ADMIN_REFUNDS.map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 items-center gap-3 rounded-lg px-3 ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-300"
          >
            <input type="radio" value={choice} {...register} className="size-4 accent-brand-600" />
            <span>{choice === "none" ? t("refunds.none") : t(`refunds.${choice}`, { amount: money(refunds[choice]) })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="cancel-refund-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type ConfirmProps = { question: string; pending: boolean; onConfirm: () => void; onBack: () => void };

/** The one question before the write; it takes the focus when it appears, so a keyboard or screen-reader user meets it next. */
function ConfirmCancel({ question, pending, onConfirm, onBack }: ConfirmProps) {
  const t = useTranslations("AdminBookings.cancel");
  const focusOnShow = useCallback((node: HTMLDivElement | null) => node?.focus(), []);
  return (
    <div
      ref={focusOnShow}
      tabIndex={-1}
      role="alertdialog"
      aria-labelledby="cancel-confirm-question"
      className="rounded-xl bg-red-50 p-4 outline-none ring-1 ring-red-200"
    >
      <p id="cancel-confirm-question" className="font-semibold text-red-900">
        {question}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" variant="danger" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {pending ? t("busy") : t("submit")}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack} disabled={pending}>
          {t("back")}
        </Button>
      </div>
    </div>
  );
}
