"use client";

import { useMutation } from "@tanstack/react-query";
import { Controller, FormProvider, get, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { roomRateRequest, type AdminRoomType, type RoomRateFormValues } from "@/provider/contracts/admin-hotels";
import { newRateValues } from "@/lib/admin/hotels";
import { addRoomRate, deleteRoomRate } from "@/lib/api/admin-hotels";
import { failureMessage } from "@/lib/api/bff-client";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDateField } from "@/components/ui/date-picker/form-date-field";
import { Field } from "@/components/ui/field";
import { MoneyInput } from "../money-input";
import { SarAmount } from "./sar-amount";
import { useAdminSave } from "../use-admin-save";
import { useValidationMessage } from "@/components/ui/use-validation-message";

/** A room type's closed dates and priced ranges: the list (each removable) and the form that adds one. */
export function RoomRates({ room }: { room: AdminRoomType }) {
  const t = useTranslations("AdminHotels");
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const removal = useMutation({
    mutationFn: (rateId: number) => deleteRoomRate(rateId, locale),
    onSuccess: () => {
      toast.success(t("rateRemoved"));
      router.refresh();
    },
    onError: (error) => toast.error(failureMessage(error, t("rateRemoveFailed"))),
  });
  const day = (value: string) => format.dateTime(new Date(`${value}T12:00:00Z`), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const name = locale === "ar" ? room.nameAr : room.nameEn;
  return (
    <section aria-label={t("ratesOf", { name })} className="flex flex-col gap-4 border-t border-slate-100 pt-5">
      <h3 className="text-base font-bold text-slate-900">{t("rates")}</h3>
      <p className="text-sm text-slate-600">{t("ratesIntro")}</p>
      {room.rates.length ? (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
          {room.rates.map((rate) => {
            const range = rate.fromDate === rate.toDate ? day(rate.fromDate) : t("range", { from: day(rate.fromDate), to: day(rate.toDate) });
            return (
              <li key={rate.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2 text-sm">
                <span>
                  <span className="font-semibold">{range}</span>
                  {" — "}
                  {rate.closed ? t("closed") : <SarAmount halalas={rate.price ?? 0} />}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={removal.isPending}
                  onClick={() => removal.mutate(rate.id)}
                  aria-label={t("removeRate", { range })}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{t("noRates")}</p>
      )}
      <AddRateForm room={room} />
    </section>
  );
}

function AddRateForm({ room }: { room: AdminRoomType }) {
  const locale = useLocale() as Locale;
  const form = useForm<RoomRateFormValues>({ resolver: zodResolver(roomRateRequest as never), defaultValues: newRateValues(), mode: "onTouched" });
  const { onSubmit, formError, submitting } = useAdminSave({
    form,
    save: (values) => addRoomRate(room.id, values, locale),
    creating: false,
    listHref: "/admin/dashboard/hotels",
    valuesOf: newRateValues,
  });
  // Read from this form, not its context: the FormProvider is rendered below.
  const t = useTranslations("AdminHotels");
  const message = useValidationMessage();
  const errorOf = (name: keyof RoomRateFormValues) => message((get(form.formState.errors, name) as { message?: string } | undefined)?.message);
  const id = (name: string) => `rate-${room.id}-${name}`;
  const closed = useWatch({ control: form.control, name: "closed" });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-2">
        <FormDateField control={form.control} name="fromDate" id={id("fromDate")} label={t("fields.fromDate")} error={errorOf("fromDate")} />
        <FormDateField control={form.control} name="toDate" id={id("toDate")} label={t("fields.toDate")} error={errorOf("toDate")} hint={t("hints.toDate")} />
        <div className="flex items-center gap-3 self-end pb-3">
          <Checkbox id={id("closed")} {...form.register("closed")} />
          <label htmlFor={id("closed")} className="text-sm font-medium text-slate-800">
            {t("fields.closed")}
          </label>
        </div>
        {closed ? null : (
          <Field id={id("price")} label={t("fields.price")} error={errorOf("price")}>
            {(ctl) => (
              <Controller
                control={form.control}
                name="price"
                render={({ field }) => (
                  <MoneyInput
                    {...ctl}
                    optional
                    name={field.name}
                    value={(field.value as number | null) ?? null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            )}
          </Field>
        )}
        {formError ? (
          <div className="sm:col-span-2">
            <Alert variant="error">{formError}</Alert>
          </div>
        ) : null}
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" variant="secondary" disabled={submitting} aria-busy={submitting}>
            {t("addRate")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
