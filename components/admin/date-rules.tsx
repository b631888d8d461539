"use client";

import { Controller, FormProvider, get, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { dateRuleRequest, type AdminDateRule, type DateRuleFormValues } from "@/provider/contracts/date-rules";
import { newDateRuleValues } from "@/lib/admin/date-rules";
import type { Href } from "@/lib/i18n/typed-routes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDateField } from "@/components/ui/date-picker/form-date-field";
import { Field } from "@/components/ui/field";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { MoneyInput } from "./money-input";
import { RemovableRanges } from "./removable-ranges";
import { SarAmount } from "./sar-amount";
import { useAdminSave } from "./use-admin-save";

type Props = {
  rules: readonly AdminDateRule[];
  /** The section's accessible name, naming what the ranges belong to ("Closed dates and prices of Sea View Room"). */
  label: string;
  /** What a range does there, in the caller's words (a room, a chalet). */
  intro: string;
  /** Unique on the page: the form's field ids start with it. */
  idPrefix: string;
  add: (values: DateRuleFormValues) => Promise<unknown>;
  remove: (ruleId: number) => Promise<unknown>;
  listHref: Href;
};

/** Closed dates and priced ranges of a room type or a chalet: the list (each removable) and the form that adds one. */
export function DateRules({ rules, label, intro, idPrefix, add, remove, listHref }: Props) {
  const t = useTranslations("AdminDateRules");
  return (
    <section aria-label={label} className="flex flex-col gap-4 border-t border-slate-100 pt-5">
      <h3 className="text-base font-bold text-slate-900">{t("title")}</h3>
      <p className="text-sm text-slate-600">{intro}</p>
      <RemovableRanges
        items={rules}
        rangeOf={(from, to) => t("range", { from, to })}
        valueOf={(rate) => (rate.closed ? t("closed") : <SarAmount halalas={rate.price ?? 0} />)}
        remove={remove}
        texts={{ removeLabel: (range) => t("removeRate", { range }), removed: t("rateRemoved"), removeFailed: t("rateRemoveFailed"), empty: t("noRates") }}
      />
      <AddDateRuleForm idPrefix={idPrefix} add={add} listHref={listHref} />
    </section>
  );
}

function AddDateRuleForm({ idPrefix, add, listHref }: Pick<Props, "idPrefix" | "add" | "listHref">) {
  const form = useForm<DateRuleFormValues>({ resolver: zodResolver(dateRuleRequest as never), defaultValues: newDateRuleValues(), mode: "onTouched" });
  const { onSubmit, formError, submitting } = useAdminSave({ form, save: add, creating: false, listHref, valuesOf: newDateRuleValues });
  // Read from this form, not its context: the FormProvider is rendered below.
  const t = useTranslations("AdminDateRules");
  const message = useValidationMessage();
  const errorOf = (name: keyof DateRuleFormValues) => message((get(form.formState.errors, name) as { message?: string } | undefined)?.message);
  const id = (name: string) => `${idPrefix}-${name}`;
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
