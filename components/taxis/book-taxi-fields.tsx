"use client";

import { useTranslations } from "next-intl";
import type { TaxiFormField, TaxiFormValues } from "@/lib/taxis/book-taxi";
import { ltrIsolate } from "@/lib/format/bidi";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";

/** The id of each field's control (the form focuses the first one in error). */
export const TAXI_FIELD_IDS: Record<TaxiFormField, string> = {
  "leadPassenger.fullName": "taxi-lead-name",
  "leadPassenger.email": "taxi-lead-email",
  "leadPassenger.phone": "taxi-lead-phone",
  flightNumber: "taxi-flight-number",
  childSeats: "taxi-child-seats",
};

type Props = {
  /** The fields' first values (the signed-in user's contact); the form reads what is typed when it is sent. */
  defaults: TaxiFormValues;
  /** Field → translated message. */
  errors: Partial<Record<TaxiFormField, string>>;
  maxChildSeats: number;
  /** A field was edited: its error goes. */
  onEdit: (field: TaxiFormField) => void;
};

/** The lead passenger's contact, the arriving flight and the child seats: plain named fields, uncontrolled. */
export function BookTaxiFields({ defaults, errors, maxChildSeats, onEdit }: Props) {
  const t = useTranslations("Taxis");
  const props = (field: TaxiFormField) => ({
    name: field,
    defaultValue: defaults[field],
    onChange: () => onEdit(field),
  });
  return (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold text-slate-900">{t("leadTitle")}</legend>
        <p className="text-xs text-slate-600">{t("leadHelp")}</p>
        <Field id={TAXI_FIELD_IDS["leadPassenger.fullName"]} label={t("fullName")} error={errors["leadPassenger.fullName"]}>
          {(control) => <Input {...control} {...props("leadPassenger.fullName")} autoComplete="name" dir="auto" maxLength={80} />}
        </Field>
        <Field id={TAXI_FIELD_IDS["leadPassenger.email"]} label={t("email")} error={errors["leadPassenger.email"]}>
          {(control) => (
            <Input {...control} {...props("leadPassenger.email")} type="email" autoComplete="email" inputMode="email" dir="ltr" className="text-start" />
          )}
        </Field>
        <Field
          id={TAXI_FIELD_IDS["leadPassenger.phone"]}
          label={t("phone")}
          hint={t("phoneHint", { example: ltrIsolate("+966 50 123 4567") })}
          error={errors["leadPassenger.phone"]}
        >
          {(control) => <Input {...control} {...props("leadPassenger.phone")} type="tel" autoComplete="tel" inputMode="tel" dir="ltr" className="text-start" />}
        </Field>
      </fieldset>
      <Field id={TAXI_FIELD_IDS.flightNumber} label={t("flightNumber")} hint={t("flightNumberHint")} error={errors.flightNumber}>
        {(control) => <Input {...control} {...props("flightNumber")} autoComplete="off" dir="ltr" className="text-start uppercase" maxLength={8} />}
      </Field>
      <Field id={TAXI_FIELD_IDS.childSeats} label={t("childSeatsLabel")} hint={t("childSeatsHint", { max: maxChildSeats })} error={errors.childSeats}>
        {(control) => (
          <select {...control} {...props("childSeats")} disabled={maxChildSeats === 0} className={inputClasses}>
            {Array.from({ length: maxChildSeats + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n === 0 ? t("childSeatsNone") : n}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
