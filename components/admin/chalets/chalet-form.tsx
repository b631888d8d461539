"use client";

import { FormProvider, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { chaletRequest } from "@/provider/contracts/admin-chalets";
import { chaletFormValues, type ChaletFormState } from "@/lib/admin/chalets";
import { saveChalet } from "@/lib/api/admin-chalets";
import type { Locale } from "@/lib/i18n/routing";
import { PostForm } from "@/components/ui/post-form";
import { FormActions } from "../form-actions";
import { useAdminSave } from "../use-admin-save";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { ChaletPhotosSection, ChaletPlaceSection, ChaletPriceSection, ChaletRulesSection, ChaletTextsSection, ChaletUnitSection } from "./chalet-form-sections";

type Props = { id: number | null; initial: ChaletFormState; cities: { slug: string; name: string }[] };

/**
 * Add or edit a chalet: texts in both languages, the place, the unit, prices, the whole-unit rules and the photos.
 * Validated by the provider's own schema before it is sent; the provider's field errors land beside their fields. A
 * PostForm, like the catalogue's: one sent before the script loaded is posted back, never written into the URL.
 */
export function ChaletForm({ id, initial, cities }: Props) {
  const tc = useTranslations("AdminCatalogue");
  const locale = useLocale() as Locale;
  const form = useForm<ChaletFormState>({ resolver: zodResolver(chaletRequest as never), defaultValues: initial, mode: "onTouched" });
  const { onSubmit, formError, submitting } = useAdminSave({
    form,
    save: (values) => saveChalet(id, values, locale),
    creating: id === null,
    listHref: "/admin/dashboard/chalets",
    valuesOf: chaletFormValues,
  });
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitSuccessful, tc("unsaved"));

  return (
    <FormProvider {...form}>
      <PostForm onSubmit={onSubmit} className="mt-6 flex flex-col gap-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-8">
        <ChaletTextsSection />
        <ChaletPlaceSection cities={cities} />
        <ChaletUnitSection />
        <ChaletPriceSection />
        <ChaletRulesSection />
        <ChaletPhotosSection />
        <FormActions listPath="/admin/dashboard/chalets" submitting={submitting} error={formError} />
      </PostForm>
    </FormProvider>
  );
}
