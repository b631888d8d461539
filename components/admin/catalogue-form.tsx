"use client";

import { useForm, type FieldValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { CATALOGUE, type CatalogueKey } from "@/lib/admin/catalogue";
import { saveCatalogueRecord } from "@/lib/api/admin-catalogue";
import type { Locale } from "@/lib/i18n/routing";
import type { PagePath } from "@/lib/i18n/typed-routes";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { PostForm } from "@/components/ui/post-form";
import { CatalogueField } from "./catalogue-field";
import { CATALOGUE_FIELDS } from "./catalogue-fields";
import { FormActions } from "./form-actions";
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
  const { formState } = form;
  const pick = (saved: FieldValues) => Object.fromEntries(Object.keys(initial).map((key) => [key, saved[key]]));
  const { onSubmit, formError, submitting } = useAdminSave({
    form,
    save: (values) => saveCatalogueRecord(resource, id, values, locale),
    creating: id === null,
    listHref: listPath,
    valuesOf: pick,
  });
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful, t("unsaved"));
  const errorOf = (name: string) => message(formState.errors[name]?.message as string | undefined);

  return (
    <PostForm onSubmit={onSubmit} className="mt-6 flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-8">
      <div className="grid gap-5 sm:grid-cols-2">
        {CATALOGUE_FIELDS[resource].map((spec) => (
          <CatalogueField key={spec.name} spec={spec} resource={resource} form={form} error={errorOf(spec.name)} />
        ))}
      </div>
      {CATALOGUE_FIELDS[resource].some((spec) => spec.kind === "text" && spec.list === "timezones") ? (
        <datalist id={`${resource}-timezone-list`}>
          {timezones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      ) : null}
      <FormActions listPath={listPath} submitting={submitting} error={formError} />
    </PostForm>
  );
}
