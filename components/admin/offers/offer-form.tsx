"use client";

import { FormProvider, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { offerRequest } from "@/provider/contracts/admin-offers";
import { offerFormValues, type OfferFormState } from "@/lib/admin/offers";
import { saveOffer } from "@/lib/api/admin-offers";
import type { Locale } from "@/lib/i18n/routing";
import { FormActions } from "../form-actions";
import { useAdminSave } from "../use-admin-save";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { OfferCancellationSection, OfferPresentationSection, OfferPriceSection, OfferTextsSection, OfferTripSection } from "./offer-form-sections";

type Props = { id: number | null; initial: OfferFormState };

/**
 * Add or edit an offer: texts in both languages, the trip, price and places, the cancellation terms, and how it is presented. Validated by the
 * provider's own schema (end date after start date, on endDate) before it is sent; the provider's field errors land
 * beside their fields.
 */
export function OfferForm({ id, initial }: Props) {
  const tc = useTranslations("AdminCatalogue");
  const locale = useLocale() as Locale;
  const form = useForm<OfferFormState>({ resolver: zodResolver(offerRequest as never), defaultValues: initial, mode: "onTouched" });
  const { onSubmit, formError, submitting } = useAdminSave({
    form,
    save: (values) => saveOffer(id, values, locale),
    creating: id === null,
    listHref: "/admin/dashboard/offers",
    valuesOf: offerFormValues,
  });
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitSuccessful, tc("unsaved"));

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-8">
        <OfferTextsSection />
        <OfferTripSection />
        <OfferPriceSection />
        <OfferCancellationSection />
        <OfferPresentationSection />
        <FormActions listPath="/admin/dashboard/offers" submitting={submitting} error={formError} />
      </form>
    </FormProvider>
  );
}
