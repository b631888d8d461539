"use client";

// The flight's ticket types (fare types): names and descriptions in both languages, price, changes and refunds.
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslations } from "next-intl";
import { FLIGHT_MAX_TICKETS, type FlightFormValues } from "@/provider/contracts/admin-flights";
import { Checkbox } from "@/components/ui/checkbox";
import { AddButton, FormSection, ListError, MoneyField, RemoveButton, TextField } from "./form-parts";

const NEW_TICKET = { nameAr: "", nameEn: "", price: 0, descriptionAr: "", descriptionEn: "", editable: false, editFees: 0, refundable: false };

export function FlightTicketsSection({ inUse }: { inUse: readonly number[] }) {
  const t = useTranslations("AdminFlights");
  const { control, register, getValues } = useFormContext<FlightFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "tickets", keyName: "key" });

  return (
    <FormSection title={t("sections.tickets")}>
      <ListError path="tickets" />
      <ul className="flex flex-col gap-3">
        {fields.map((item, index) => {
          const id = getValues(`tickets.${index}.id`);
          const locked = id !== undefined && inUse.includes(id);
          return (
            <li key={item.key} className="flex flex-col gap-4 rounded-xl bg-slate-50 p-4" aria-label={t("tickets.item", { n: index + 1 })}>
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-bold text-slate-800">{t("tickets.item", { n: index + 1 })}</h3>
                <RemoveButton
                  label={t("tickets.remove", { n: index + 1 })}
                  title={locked ? t("tickets.inUse") : undefined}
                  disabled={locked}
                  onClick={() => remove(index)}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField path={`tickets.${index}.nameAr`} label={t("tickets.nameAr")} dir="rtl" maxLength={60} />
                <TextField path={`tickets.${index}.nameEn`} label={t("tickets.nameEn")} dir="ltr" maxLength={60} />
                <MoneyField path={`tickets.${index}.price`} label={t("tickets.price")} />
                <TextField path={`tickets.${index}.descriptionAr`} label={t("tickets.descriptionAr")} dir="rtl" maxLength={300} className="sm:col-span-3" />
                <TextField path={`tickets.${index}.descriptionEn`} label={t("tickets.descriptionEn")} dir="ltr" maxLength={300} className="sm:col-span-3" />
              </div>
              <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
                <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                  <Checkbox {...register(`tickets.${index}.editable`)} />
                  {t("tickets.editable")}
                </label>
                <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                  <Checkbox {...register(`tickets.${index}.refundable`)} />
                  {t("tickets.refundable")}
                </label>
                <MoneyField path={`tickets.${index}.editFees`} label={t("tickets.editFees")} className="min-w-40" />
              </div>
            </li>
          );
        })}
      </ul>
      <AddButton label={t("tickets.add")} disabled={fields.length >= FLIGHT_MAX_TICKETS} onClick={() => append(NEW_TICKET, { shouldFocus: true })} />
    </FormSection>
  );
}
