"use client";

import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { planeRequest, type PlaneFormValues } from "@/provider/contracts/admin-catalogue";
import { saveCatalogueRecord } from "@/lib/api/admin-catalogue";
import { CABIN_ORDER, cabinsOf, generateSeats, type Cabins } from "@/lib/admin/seat-map";
import type { Locale } from "@/lib/i18n/routing";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Field } from "@/components/ui/field";
import { PostForm } from "@/components/ui/post-form";
import { Input } from "@/components/ui/input";
import { FormActions } from "./form-actions";
import { CabinsFieldset } from "./plane-form/cabins-fieldset";
import { seatErrorsOf } from "./plane-form/seat-errors";
import { SeatMapEditor, type EditorSeat } from "./seat-map-editor";
import { useAdminSave } from "./use-admin-save";
import { useUnsavedChanges } from "./use-unsaved-changes";

type Values = Omit<PlaneFormValues, "seats"> & { seats: EditorSeat[] };
type Props = { id: number | null; initial: Values };

const LIST = "/admin/dashboard/planes" as const;

/** A plane: its model, its cabins (rows and seats between aisles) and the seat map made from them, seat by seat. */
export function PlaneForm({ id, initial }: Props) {
  const t = useTranslations("AdminCatalogue");
  const tp = useTranslations("AdminCatalogue.planes");
  const locale = useLocale() as Locale;
  const message = useValidationMessage();
  const form = useForm<Values>({ resolver: zodResolver(planeRequest as never), defaultValues: initial, mode: "onTouched" });
  const { register, control, formState, setValue } = form;
  const [cabins, setCabins] = useState<Cabins>(() => cabinsOf(initial.seats, initial.layout ?? {}));
  const seats = useWatch({ control, name: "seats" });

  const { onSubmit, formError, submitting } = useAdminSave({
    form,
    // The sold flags are the provider's to say; what is sent is the seat map itself.
    save: (values) => saveCatalogueRecord("planes", id, { ...values, seats: values.seats.map(({ sold: _sold, ...seat }) => seat) }, locale),
    creating: id === null,
    listHref: LIST,
    valuesOf: (saved) => ({ model: saved.model, modelAr: saved.modelAr, layout: saved.layout, seats: saved.seats }),
  });
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful, t("unsaved"));

  const layout = Object.fromEntries(CABIN_ORDER.map((cls) => [cls, cabins[cls].layout]));
  const generate = () => {
    if (seats.length && !window.confirm(tp("generateConfirm"))) return;
    const next = generateSeats(cabins);
    setValue("seats", next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setValue("layout", Object.fromEntries(CABIN_ORDER.filter((cls) => cabins[cls].rows > 0).map((cls) => [cls, cabins[cls].layout])), { shouldDirty: true });
  };
  const setCabin = (cls: keyof Cabins, change: Partial<Cabins[keyof Cabins]>) => setCabins((all) => ({ ...all, [cls]: { ...all[cls], ...change } }));

  const { seatErrors, rootSeatError } = seatErrorsOf(formState.errors.seats, message);

  return (
    <PostForm onSubmit={onSubmit} className="mt-6 flex flex-col gap-6">
      <section className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-8">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="plane-model-ar" label={tp("modelAr")} hint={tp("modelArHint")} error={message(formState.errors.modelAr?.message)}>
            {(ctl) => <Input {...ctl} {...register("modelAr")} dir="rtl" lang="ar" maxLength={80} autoComplete="off" />}
          </Field>
          <Field id="plane-model" label={tp("model")} hint={tp("modelHint")} error={message(formState.errors.model?.message)}>
            {(ctl) => <Input {...ctl} {...register("model")} dir="ltr" lang="en" className="text-start" maxLength={80} autoComplete="off" />}
          </Field>
        </div>

        <CabinsFieldset cabins={cabins} setCabin={setCabin} onGenerate={generate} />
      </section>

      <section aria-labelledby="seat-map-title" className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="seat-map-title" className="text-base font-bold text-slate-900">
            {tp("seatMap")}
          </h2>
          <p className="text-sm font-semibold text-slate-700" aria-live="polite">
            {tp("seatCount", { count: seats.length })}
          </p>
        </div>
        <p className="text-sm text-slate-600">{tp("seatMapHint")}</p>
        {rootSeatError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {rootSeatError}
          </p>
        ) : null}
        {Object.keys(seatErrors).length ? (
          <div role="alert" className="text-sm text-red-700">
            <p className="font-medium">{tp("seatErrors")}</p>
            <ul className="list-inside list-disc">
              {Object.entries(seatErrors).map(([index, text]) => (
                <li key={index}>
                  {seats[Number(index)]?.seatNumber}: {text}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Controller
          control={control}
          name="seats"
          render={({ field }) => <SeatMapEditor seats={field.value} layout={layout} onChange={field.onChange} seatErrors={seatErrors} />}
        />
      </section>

      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:px-8">
        <FormActions listPath={LIST} submitting={submitting} error={formError} />
      </div>
    </PostForm>
  );
}
