"use client";

import { ArrowRight, LogIn } from "lucide-react";
import { useTranslations } from "next-intl";
import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from "react-hook-form";
import type { CreateOfferReservationRequest } from "@/provider/contracts/offer-reservations";
import { Link } from "@/lib/i18n/navigation";
import type { Href } from "@/lib/i18n/typed-routes";
import type { OfferPricePreview } from "@/lib/offers/book-offer";
import { Money } from "@/components/currency/money";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { inputClasses, Input } from "@/components/ui/input";

/** The booking form's box (the first, script-light one and the full one look the same). */
export const BOOK_OFFER_FORM_CLASSES = "flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5";

/** The form's title, and why it cannot be booked today when it cannot. */
export function BookOfferHeading({ canBook, reason }: { canBook: boolean; reason?: string | null }) {
  const t = useTranslations("OfferBooking");
  return (
    <>
      <h2 id="book-offer-title" className="text-lg font-bold text-slate-900">
        {t("formTitle")}
      </h2>
      {!canBook ? (
        <Alert variant="info" title={t("unavailableTitle")}>
          {reason ? <p>{reason}</p> : null}
        </Alert>
      ) : null}
    </>
  );
}

type CountProps = { choices: number[]; availability: number; disabled: boolean; error?: string; field: UseFormRegisterReturn };

/** How many travel: 1 to the places left (at most MAX_OFFER_TRAVELERS), with what is left as the hint. */
export function TravelerCountField({ choices, availability, disabled, error, field }: CountProps) {
  const t = useTranslations("OfferBooking");
  const terms = useTranslations("Terms");
  return (
    <Field id="offer-count" label={terms("travellers")} error={error} hint={t("countHint", { count: Math.max(0, availability) })}>
      {(control) => (
        <select {...control} {...field} disabled={disabled || choices.length === 0} className={inputClasses}>
          {(choices.length ? choices : [1]).map((n) => (
            <option key={n} value={n}>
              {terms("travellerCount", { count: n })}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type LeadProps = {
  register: UseFormRegister<CreateOfferReservationRequest>;
  errors: FieldErrors<CreateOfferReservationRequest>;
  message: (key: string | undefined) => string | undefined;
};

/** The lead contact: full name (any script), email and phone, each isolated as it is typed. */
export function LeadTravelerFields({ register, errors, message }: LeadProps) {
  const t = useTranslations("OfferBooking");
  const lead = errors.leadTraveler;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-slate-900">{t("leadTitle")}</legend>
      <p className="-mt-1 text-xs text-muted">{t("leadHelp")}</p>
      <Field id="offer-lead-name" label={t("fullName")} error={message(lead?.fullName?.message)}>
        {(control) => <Input {...control} {...register("leadTraveler.fullName")} autoComplete="name" dir="auto" maxLength={80} />}
      </Field>
      <Field id="offer-lead-email" label={t("email")} error={message(lead?.email?.message)}>
        {(control) => (
          <Input {...control} {...register("leadTraveler.email")} type="email" autoComplete="email" inputMode="email" dir="ltr" className="text-start" />
        )}
      </Field>
      <Field id="offer-lead-phone" label={t("phone")} hint={t("phoneHint")} error={message(lead?.phone?.message)}>
        {(control) => <Input {...control} {...register("leadTraveler.phone")} type="tel" autoComplete="tel" inputMode="tel" dir="ltr" className="text-start" />}
      </Field>
    </fieldset>
  );
}

/** Price per traveller × travellers, the saving against the original price, and the total, as the count changes. */
export function OfferPriceSummary({ unitPrice, count, preview }: { unitPrice: number; count: number; preview: OfferPricePreview }) {
  const t = useTranslations("OfferBooking");
  const terms = useTranslations("Terms");
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-sand-50 p-3 text-sm">
      <dl aria-live="polite" className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-slate-600">{t("unitPrice")}</dt>
          <dd className="tabular-nums text-slate-900">
            <Money value={unitPrice} />
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-slate-600">{terms("travellers")}</dt>
          <dd className="text-slate-900">{terms("travellerCount", { count })}</dd>
        </div>
        {preview.originalTotal !== null ? (
          <div className="flex items-center justify-between gap-3 text-emerald-700">
            <dt>{t("saving")}</dt>
            <dd className="tabular-nums">
              <Money value={preview.saving} />
            </dd>
          </div>
        ) : null}
        <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
          <dt>{t("total")}</dt>
          <dd className="tabular-nums" data-testid="offer-form-total">
            {preview.originalTotal !== null ? (
              <s className="me-2 text-sm font-normal text-muted">
                <Money value={preview.originalTotal} />
              </s>
            ) : null}
            <Money value={preview.total} />
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted">{t("totalNote")}</p>
    </div>
  );
}

/** The cancellation terms right above Book, under their title: what booking agrees to. */
export function BookOfferTerms({ terms }: { terms: React.ReactNode }) {
  const t = useTranslations("OfferBooking");
  if (!terms) return null;
  return (
    // Not a landmark: the offer's page already has a "Cancellation terms" region, and two would share one name.
    <div className="flex flex-col gap-1.5 rounded-xl bg-sand-50 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{t("termsTitle")}</h3>
      {terms}
    </div>
  );
}

/** Book (signed in), or sign in and come back (a guest). */
export function BookOfferSubmit({ guest, loginHref, pending }: { guest: boolean; loginHref: Href; pending: boolean }) {
  const t = useTranslations("OfferBooking");
  if (guest) {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-600">{t("signInBody")}</p>
        <Link href={loginHref} className={buttonClasses("primary", "lg", "w-full")}>
          <LogIn aria-hidden className="size-5 rtl:rotate-180" />
          {t("signIn")}
        </Link>
      </div>
    );
  }
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
      {pending ? t("submitting") : t("submit")}
      <ArrowRight aria-hidden className="size-5 rtl:rotate-180" />
    </Button>
  );
}
