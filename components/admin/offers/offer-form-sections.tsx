"use client";

import { Controller, useFormContext } from "react-hook-form";
import { useTranslations } from "next-intl";
import { OFFER_MAX_FREE_CANCELLATION_HOURS } from "@/provider/contracts/admin-offers";
import { OFFER_TYPES } from "@/provider/contracts/offer-rules";
import type { OfferFormState } from "@/lib/admin/offers";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";
import { ImageUploadField } from "../image-upload-field";
import { MoneyInput } from "../money-input";
import { OfferNightsField } from "./offer-nights-field";
import { OfferTextField } from "./offer-text-field";
import { FormDateField } from "@/components/ui/date-picker/form-date-field";

type Name = keyof OfferFormState;

/** The offer form's fields, read from its react-hook-form context: a text field, an error, a label. */
function useOfferFields() {
  const t = useTranslations("AdminOffers");
  const message = useValidationMessage();
  const form = useFormContext<OfferFormState>();
  const errorOf = (name: Name) => message(form.formState.errors[name]?.message);
  const text = (name: Name, extra: Partial<Parameters<typeof OfferTextField>[0]> = {}) => (
    <OfferTextField id={`offer-${name}`} label={t(`fields.${name}`)} error={errorOf(name)} registration={form.register(name)} {...extra} />
  );
  const date = (name: "startDate" | "endDate", hint?: string) => (
    <FormDateField control={form.control} name={name} id={`offer-${name}`} label={t(`fields.${name}`)} error={errorOf(name)} hint={hint} />
  );
  return { t, form, errorOf, text, date };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-1 text-base font-bold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Title, description and conditions (what is included; never the cancellation terms), each in Arabic and in English. */
export function OfferTextsSection() {
  const { t, text } = useOfferFields();
  return (
    <Section title={t("sections.texts")}>
      {text("titleAr", { lang: "ar", maxLength: 200 })}
      {text("titleEn", { lang: "en", maxLength: 200 })}
      {text("descriptionAr", { lang: "ar", rows: 4, maxLength: 5000 })}
      {text("descriptionEn", { lang: "en", rows: 4, maxLength: 5000 })}
      {text("termsAr", { lang: "ar", rows: 4, maxLength: 10_000, hint: t("hints.terms") })}
      {text("termsEn", { lang: "en", rows: 4, maxLength: 10_000, hint: t("hints.terms") })}
    </Section>
  );
}

/** What is sold, from and to where, and its first and last day (the last after the first). */
export function OfferTripSection() {
  const { t, form, errorOf, text, date } = useOfferFields();
  return (
    <Section title={t("sections.trip")}>
      <Field id="offer-type" label={t("fields.type")} error={errorOf("type")}>
        {(ctl) => (
          <select {...ctl} {...form.register("type")} className={inputClasses}>
            {OFFER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="hidden sm:block" />
      {text("origin", { upper: true, maxLength: 3, hint: t("hints.origin") })}
      {text("destination", { upper: true, maxLength: 3, hint: t("hints.destination") })}
      {date("startDate")}
      {date("endDate", t("hints.endDate"))}
      <OfferNightsField />
    </Section>
  );
}

/** The price, the price before the discount (optional) and the places left. */
export function OfferPriceSection() {
  const { t, form, errorOf, text } = useOfferFields();
  return (
    <Section title={t("sections.price")}>
      <Field id="offer-price" label={t("fields.price")} error={errorOf("price")}>
        {(ctl) => (
          <Controller
            control={form.control}
            name="price"
            render={({ field }) => <MoneyInput {...ctl} name={field.name} value={field.value as number} onChange={field.onChange} onBlur={field.onBlur} />}
          />
        )}
      </Field>
      <Field id="offer-originalPrice" label={t("fields.originalPrice")} hint={t("hints.originalPrice")} error={errorOf("originalPrice")}>
        {(ctl) => (
          <Controller
            control={form.control}
            name="originalPrice"
            render={({ field }) => (
              <MoneyInput optional {...ctl} name={field.name} value={(field.value as number | null) ?? null} onChange={field.onChange} onBlur={field.onBlur} />
            )}
          />
        )}
      </Field>
      {text("availability", { type: "number", min: "0", hint: t("hints.availability"), registration: form.register("availability", { valueAsNumber: true }) })}
    </Section>
  );
}

/** The cancellation terms a booking stores: free hours after booking, then a fee percentage (the site words them). */
export function OfferCancellationSection() {
  const { t, form, text } = useOfferFields();
  const number = (name: "freeCancellationHours" | "cancellationFeePercent", max: string) =>
    text(name, { type: "number", min: "0", max, hint: t(`hints.${name}`), registration: form.register(name, { valueAsNumber: true }) });
  return (
    <Section title={t("sections.cancellation")}>
      {number("freeCancellationHours", String(OFFER_MAX_FREE_CANCELLATION_HOURS))}
      {number("cancellationFeePercent", "100")}
    </Section>
  );
}

/** The picture, the provider, its booking link, the tags and whether it is featured. */
export function OfferPresentationSection() {
  const { t, form, errorOf, text } = useOfferFields();
  return (
    <Section title={t("sections.presentation")}>
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <ImageUploadField
              id="offer-image"
              label={t("fields.image")}
              value={(field.value as string | null) ?? null}
              onChange={field.onChange}
              error={errorOf("image")}
            />
          )}
        />
      </div>
      {text("providerNameAr", { maxLength: 120, lang: "ar" })}
      {text("providerName", { maxLength: 120, lang: "en" })}
      {text("bookingLink", { type: "url", lang: "en", hint: t("hints.bookingLink") })}
      {text("tags", { lang: "en", hint: t("hints.tags") })}
      <div className="flex items-center gap-3 self-end pb-3">
        <Checkbox id="offer-isFeatured" {...form.register("isFeatured")} />
        <label htmlFor="offer-isFeatured" className="text-sm font-medium text-slate-800">
          {t("fields.isFeatured")}
        </label>
      </div>
    </Section>
  );
}
