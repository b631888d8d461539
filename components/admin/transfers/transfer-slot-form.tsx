"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { FormProvider, get, useForm } from "react-hook-form";
import { transferSlotRequest, type AdminTransfer, type TransferSlotFormValues } from "@/provider/contracts/admin-transfers";
import { addTransferSlot } from "@/lib/api/admin-transfers";
import type { Locale } from "@/lib/i18n/routing";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormDateField } from "@/components/ui/date-picker/form-date-field";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { useAdminSave } from "../use-admin-save";

/** The pickup slots' starts of a day, every 30 minutes, as the contract takes them. */
const SLOT_TIMES = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);

export const newSlotValues = (): TransferSlotFormValues => ({ fromDate: "", toDate: "", fromTime: "22:00", toTime: "06:00", vehicles: "0" });

/** Adds a vehicle override to a transfer: dates, a time window, its vehicles; refusals beside their fields. */
export function TransferSlotForm({ transfer }: { transfer: AdminTransfer }) {
  const locale = useLocale() as Locale;
  const t = useTranslations("AdminCatalogue");
  const message = useValidationMessage();
  const form = useForm<TransferSlotFormValues>({ resolver: zodResolver(transferSlotRequest as never), defaultValues: newSlotValues(), mode: "onTouched" });
  const { onSubmit, formError, submitting } = useAdminSave({
    form,
    save: (values) => addTransferSlot(transfer.id, values, locale),
    creating: false,
    listHref: "/admin/dashboard/transfers",
    valuesOf: newSlotValues,
  });
  const errorOf = (name: keyof TransferSlotFormValues) => message((get(form.formState.errors, name) as { message?: string } | undefined)?.message);
  const id = (name: string) => `transfer-slot-${name}`;
  const timeField = (name: "fromTime" | "toTime", hint?: string) => (
    <Field id={id(name)} label={t(`transfers.slot${name === "fromTime" ? "FromTime" : "ToTime"}`)} error={errorOf(name)} hint={hint}>
      {(ctl) => (
        <select {...ctl} {...form.register(name)} dir="ltr" className={inputClasses}>
          {SLOT_TIMES.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t("transfers.addSlot")} className="grid gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-2">
        <FormDateField control={form.control} name="fromDate" id={id("fromDate")} label={t("transfers.slotFromDate")} error={errorOf("fromDate")} />
        <FormDateField
          control={form.control}
          name="toDate"
          id={id("toDate")}
          label={t("transfers.slotToDate")}
          error={errorOf("toDate")}
          hint={t("transfers.slotToDateHint")}
        />
        {timeField("fromTime")}
        {timeField("toTime", t("transfers.slotToTimeHint"))}
        <Field id={id("vehicles")} label={t("transfers.slotVehicles")} error={errorOf("vehicles")} hint={t("transfers.slotVehiclesHint")}>
          {(ctl) => <input {...ctl} {...form.register("vehicles")} type="number" inputMode="numeric" min={0} max={50} className={inputClasses} />}
        </Field>
        {formError ? (
          <div className="sm:col-span-2">
            <Alert variant="error">{formError}</Alert>
          </div>
        ) : null}
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" variant="secondary" disabled={submitting} aria-busy={submitting}>
            {t("transfers.addSlot")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
