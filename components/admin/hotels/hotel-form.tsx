"use client";

import { FormProvider, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { hotelRequest } from "@/provider/contracts/admin-hotels";
import { hotelFormValues, type HotelFormState } from "@/lib/admin/hotels";
import { saveHotel } from "@/lib/api/admin-hotels";
import type { Locale } from "@/lib/i18n/routing";
import { pagePath } from "@/lib/i18n/typed-routes";
import { FormActions } from "../form-actions";
import { useAdminSave } from "../use-admin-save";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { HotelPhotosSection, HotelPlaceSection, HotelStaySection, HotelTextsSection } from "./hotel-form-sections";

type Props = { id: number | null; initial: HotelFormState; cities: { slug: string; name: string }[] };

/**
 * Add or edit a hotel: texts and policies in both languages, where it is, its times and amenities, its photos.
 * Validated by the provider's own schema before it is sent; the provider's field errors land beside their fields. A
 * new hotel opens its edit page once saved, where its room types are added.
 */
export function HotelForm({ id, initial, cities }: Props) {
  const tc = useTranslations("AdminCatalogue");
  const locale = useLocale() as Locale;
  const form = useForm<HotelFormState>({ resolver: zodResolver(hotelRequest as never), defaultValues: initial, mode: "onTouched" });
  const { onSubmit, formError, submitting } = useAdminSave({
    form,
    save: (values) => saveHotel(id, values, locale),
    creating: id === null,
    listHref: "/admin/dashboard/hotels",
    valuesOf: hotelFormValues,
    createdHref: (saved) => pagePath("/admin/dashboard/hotels/edit/[id]", { id: saved.id }),
  });
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitSuccessful, tc("unsaved"));

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-8">
        <HotelTextsSection />
        <HotelPlaceSection cities={cities} />
        <HotelStaySection />
        <HotelPhotosSection />
        <FormActions listPath="/admin/dashboard/hotels" submitting={submitting} error={formError} />
      </form>
    </FormProvider>
  );
}
