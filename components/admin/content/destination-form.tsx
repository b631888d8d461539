"use client";

import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { destinationRequest, type AdminDestination, type DestinationFormValues } from "@/provider/contracts/admin-destinations";
import { deleteDestination, saveDestination } from "@/lib/api/admin-offers";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ImageUploadField } from "../image-upload-field";
import { OfferTextField } from "../offers/offer-text-field";
import { ConfirmDeleteButton } from "../confirm-delete-button";
import { useAdminSave } from "../use-admin-save";
import { useUnsavedChanges } from "../use-unsaved-changes";

export const NEW_DESTINATION: DestinationFormValues = {
  airportCode: "",
  cityAr: "",
  cityEn: "",
  countryAr: "",
  countryEn: "",
  image: null,
  sortOrder: 0,
  isActive: true,
};

const valuesOf = (d: AdminDestination): DestinationFormValues => ({
  airportCode: d.airportCode,
  cityAr: d.cityAr,
  cityEn: d.cityEn,
  countryAr: d.countryAr,
  countryEn: d.countryEn,
  image: d.image,
  sortOrder: d.sortOrder,
  isActive: d.isActive,
});

/** One popular destination's card, edited in place (or the form that adds one, when `destination` is null). */
export function DestinationForm({ destination, nextOrder = 0 }: { destination: AdminDestination | null; nextOrder?: number }) {
  const t = useTranslations("AdminContent.destinations");
  const tc = useTranslations("AdminCatalogue");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const message = useValidationMessage();
  const key = destination ? `destination-${destination.id}` : "destination-new";
  const form = useForm<DestinationFormValues>({
    resolver: zodResolver(destinationRequest as never),
    defaultValues: destination ? valuesOf(destination) : { ...NEW_DESTINATION, sortOrder: nextOrder },
    mode: "onTouched",
  });
  const { register, control, formState } = form;
  const { onSubmit, formError, submitting } = useAdminSave({
    form,
    save: (values) => saveDestination(destination?.id ?? null, values, locale),
    creating: destination === null,
    listHref: "/admin/dashboard/destinations",
    // A new one joins the list above; the adding form starts again empty.
    valuesOf: (saved) => (destination ? valuesOf(saved) : { ...NEW_DESTINATION, sortOrder: saved.sortOrder + 1 }),
  });
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful, tc("unsaved"));
  const errorOf = (name: keyof DestinationFormValues) => message(formState.errors[name]?.message);
  const text = (name: keyof DestinationFormValues, extra: Partial<Parameters<typeof OfferTextField>[0]> = {}) => (
    <OfferTextField id={`${key}-${name}`} label={t(name)} error={errorOf(name)} registration={register(name)} {...extra} />
  );
  const name = destination ? (locale === "ar" ? destination.cityAr : destination.cityEn) : "";

  return (
    <form onSubmit={onSubmit} noValidate aria-label={destination ? name : t("add")} className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {text("airportCode", { upper: true, maxLength: 3, hint: destination && !destination.airportKnown ? t("airportUnknown") : t("airportCodeHint") })}
        {text("sortOrder", { type: "number", min: "0", max: "999", hint: t("sortOrderHint"), registration: register("sortOrder", { valueAsNumber: true }) })}
        <div className="flex items-center gap-3 self-center pt-5">
          <Checkbox id={`${key}-isActive`} {...register("isActive")} />
          <label htmlFor={`${key}-isActive`} className="text-sm font-medium text-slate-800">
            {t("isActive")}
          </label>
        </div>
        {text("cityAr", { lang: "ar", maxLength: 80 })}
        {text("cityEn", { lang: "en", maxLength: 80 })}
        <div className="hidden lg:block" />
        {text("countryAr", { lang: "ar", maxLength: 80 })}
        {text("countryEn", { lang: "en", maxLength: 80 })}
      </div>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImageUploadField
            id={`${key}-image`}
            label={t("image")}
            value={(field.value as string | null) ?? null}
            onChange={field.onChange}
            error={errorOf("image")}
          />
        )}
      />
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-4">
        {destination ? (
          <ConfirmDeleteButton name={name} remove={() => deleteDestination(destination.id, locale)} onDeleted={() => router.refresh()} variant="icon" />
        ) : null}
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? tc("saving") : destination ? tc("save") : t("add")}
        </Button>
      </div>
    </form>
  );
}
