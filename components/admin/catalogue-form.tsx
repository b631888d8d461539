"use client";

import { Controller, useForm, type FieldValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { CATALOGUE, type CatalogueKey } from "@/lib/admin/catalogue";
import { saveCatalogueRecord } from "@/lib/api/admin-catalogue";
import type { Locale } from "@/lib/i18n/routing";
import type { PagePath } from "@/lib/i18n/typed-routes";
import { useValidationMessage } from "@/components/account/use-validation-message";
import { Field } from "@/components/ui/field";
import { PostForm } from "@/components/ui/post-form";
import { Input, inputClasses } from "@/components/ui/input";
import { CATALOGUE_FIELDS, type FieldSpec } from "./catalogue-fields";
import { FormActions } from "./form-actions";
import { ImageUploadField } from "./image-upload-field";
import { MoneyInput } from "./money-input";
import { useAdminSave } from "./use-admin-save";
import { useUnsavedChanges } from "./use-unsaved-changes";

type Props = {
  resource: Exclude<CatalogueKey, "planes">;
  /** null for a new record. */
  id: number | null;
  initial: FieldValues;
  listPath: PagePath;
};

const timezones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];

/** Add or edit an airport, an airline or a meal, validated by the provider's own schema before it is sent. */
export function CatalogueForm({ resource, id, initial, listPath }: Props) {
  const t = useTranslations("AdminCatalogue");
  const locale = useLocale() as Locale;
  const message = useValidationMessage();
  const form = useForm<FieldValues>({
    resolver: zodResolver(CATALOGUE[resource].request as never),
    defaultValues: initial,
    mode: "onTouched",
  });
  const { register, control, formState } = form;
  const pick = (saved: FieldValues) => Object.fromEntries(Object.keys(initial).map((key) => [key, saved[key]]));
  const { onSubmit, formError } = useAdminSave({
    form,
    save: (values) => saveCatalogueRecord(resource, id, values, locale),
    creating: id === null,
    listHref: listPath,
    valuesOf: pick,
  });
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful, t("unsaved"));
  const errorOf = (name: string) => message(formState.errors[name]?.message as string | undefined);

  const render = (spec: FieldSpec) => {
    const fieldId = `${resource}-${spec.name}`;
    const label = t(spec.label as never);
    switch (spec.kind) {
      case "text":
        return (
          <Field key={spec.name} id={fieldId} label={label} hint={spec.hint ? t(spec.hint as never) : undefined} error={errorOf(spec.name)}>
            {(ctl) => (
              <Input
                {...ctl}
                {...register(spec.name)}
                dir={spec.dir}
                lang={spec.dir === "rtl" ? "ar" : "en"}
                maxLength={spec.maxLength}
                list={spec.list ? `${fieldId}-list` : undefined}
                autoComplete="off"
                className={`text-start ${spec.upper ? "uppercase" : ""}`}
              />
            )}
          </Field>
        );
      case "money":
        return (
          <Field key={spec.name} id={fieldId} label={label} error={errorOf(spec.name)}>
            {(ctl) => (
              <Controller
                control={control}
                name={spec.name}
                render={({ field }) => <MoneyInput {...ctl} name={field.name} value={field.value as number} onChange={field.onChange} onBlur={field.onBlur} />}
              />
            )}
          </Field>
        );
      case "select":
        return (
          <Field key={spec.name} id={fieldId} label={label} error={errorOf(spec.name)}>
            {(ctl) => (
              <select {...ctl} {...register(spec.name)} className={inputClasses}>
                {spec.options.map((option) => (
                  <option key={option} value={option}>
                    {t(spec.optionLabel(option) as never)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        );
      case "image":
        return (
          <div key={spec.name} className="sm:col-span-2">
            <Controller
              control={control}
              name={spec.name}
              render={({ field }) => (
                <ImageUploadField id={fieldId} label={label} value={(field.value as string | null) ?? null} onChange={field.onChange} error={errorOf(spec.name)} />
              )}
            />
          </div>
        );
    }
  };

  return (
    <PostForm onSubmit={onSubmit} className="mt-6 flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-8">
      <div className="grid gap-5 sm:grid-cols-2">{CATALOGUE_FIELDS[resource].map(render)}</div>
      {CATALOGUE_FIELDS[resource].some((spec) => spec.kind === "text" && spec.list === "timezones") ? (
        <datalist id={`${resource}-timezone-list`}>
          {timezones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      ) : null}
      <FormActions listPath={listPath} submitting={formState.isSubmitting} error={formError} />
    </PostForm>
  );
}
