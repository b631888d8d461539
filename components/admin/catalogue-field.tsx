"use client";

import { Controller, type FieldValues, type UseFormReturn } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { CatalogueKey } from "@/lib/admin/catalogue";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";
import type { FieldSpec } from "./catalogue-fields";
import { ImageUploadField } from "./image-upload-field";
import { MoneyInput } from "./money-input";

type Props = {
  spec: FieldSpec;
  resource: CatalogueKey;
  form: UseFormReturn<FieldValues>;
  /** Translated, when the field is invalid. */
  error: string | undefined;
};

/** One field of a catalogue record, drawn as its spec says: text, a number, money, a choice, a yes/no or an image. */
export function CatalogueField({ spec, resource, form, error }: Props) {
  const t = useTranslations("AdminCatalogue");
  const tAll = useTranslations();
  const { register, control } = form;
  const fieldId = `${resource}-${spec.name}`;
  const label = t(spec.label as never);
  switch (spec.kind) {
    case "text":
      return (
        <Field id={fieldId} label={label} hint={spec.hint ? t(spec.hint as never) : undefined} error={error}>
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
    case "number":
    case "checkbox":
      return <CountOrYesNo spec={spec} fieldId={fieldId} label={label} form={form} error={error} />;
    case "money":
      return (
        <Field id={fieldId} label={label} error={error}>
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
        <Field id={fieldId} label={label} error={error}>
          {(ctl) => (
            <select {...ctl} {...register(spec.name)} className={inputClasses}>
              {spec.options.map((option) => (
                <option key={option} value={option}>
                  {spec.optionNamespace ? tAll(`${spec.optionNamespace}.${spec.optionLabel(option)}` as never) : t(spec.optionLabel(option) as never)}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    case "image":
      return (
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name={spec.name}
            render={({ field }) => (
              <ImageUploadField id={fieldId} label={label} value={(field.value as string | null) ?? null} onChange={field.onChange} error={error} />
            )}
          />
        </div>
      );
  }
}

/** A whole number (seats, minutes, vehicles) or a yes/no, registered as a number or a boolean. */
function CountOrYesNo({
  spec,
  fieldId,
  label,
  form,
  error,
}: {
  spec: Extract<FieldSpec, { kind: "number" | "checkbox" }>;
  fieldId: string;
  label: string;
  form: UseFormReturn<FieldValues>;
  error: string | undefined;
}) {
  const t = useTranslations("AdminCatalogue");
  const hint = spec.hint ? t(spec.hint as never) : undefined;
  if (spec.kind === "checkbox")
    return (
      <Field id={fieldId} label={label} hint={hint} error={error} className="justify-center">
        {(ctl) => <Checkbox {...ctl} {...form.register(spec.name)} />}
      </Field>
    );
  return (
    <Field id={fieldId} label={label} hint={hint} error={error}>
      {(ctl) => (
        <Input
          {...ctl}
          {...form.register(spec.name, { valueAsNumber: true })}
          type="number"
          inputMode="numeric"
          min={spec.min}
          max={spec.max}
          step={1}
          dir="ltr"
          className="text-start"
        />
      )}
    </Field>
  );
}
