"use client";

import { useFieldArray, useFormContext } from "react-hook-form";
import { useFormatter, useTranslations } from "next-intl";
import { Plus, Trash2, User } from "lucide-react";
import { LUGGAGE_TYPES, MAX_LUGGAGE_ITEMS, MAX_LUGGAGE_WEIGHT_KG, TITLES_BY_TYPE } from "@/provider/contracts/reservations";
import { calendarDate } from "@/lib/format/dates";
import type { TravelerSlot } from "@/lib/booking/types";
import { useValidationMessage } from "@/components/account/use-validation-message";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";
import { DateOfBirthField } from "./date-of-birth-field";
import type { BookingFormInput } from "./form-types";

type Props = { slot: TravelerSlot; dobRange: { min: string; max: string } };

/** One passenger's details as in the passport, with their luggage items; the lead traveller also gives the booking's contact. */
export function TravelerCard({ slot, dobRange }: Props) {
  const t = useTranslations("Booking");
  const terms = useTranslations("Terms");
  const format = useFormatter();
  const message = useValidationMessage();
  const { register, formState } = useFormContext<BookingFormInput>();
  const i = slot.index;
  const errors = formState.errors.travelers?.[i];
  const luggage = useFieldArray<BookingFormInput, `travelers.${number}.luggage`>({ name: `travelers.${i}.luggage` });
  const id = (field: string) => `traveler-${i}-${field}`;
  const day = (iso: string) => format.dateTime(calendarDate(iso), { dateStyle: "medium" });
  const title = t("travelerTitle", { type: terms(`passengerType.${slot.type}`), n: slot.ordinal });
  const dobHint = t("dobRange", { min: day(dobRange.min), max: day(dobRange.max) });
  const lead = i === 0;

  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby={id("title")}>
      <legend className="sr-only">{title}</legend>
      <div className="flex items-center gap-3" id={id("title")}>
        <span className="grid size-9 place-items-center rounded-full bg-brand-50 text-brand-700">
          <User aria-hidden className="size-5" />
        </span>
        <div>
          <p className="font-bold text-slate-900">{title}</p>
          <p className="text-xs text-muted">{t(`groupHint.${slot.type}`)}</p>
        </div>
      </div>

      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2" role="radiogroup" aria-labelledby={id("gender-label")} aria-describedby={errors?.gender ? id("gender-error") : undefined}>
          <p id={id("gender-label")} className="mb-1.5 text-sm font-medium text-slate-800">
            {t("gender")}
          </p>
          <div className="flex flex-wrap gap-2">
            {TITLES_BY_TYPE[slot.type].map((g) => (
              <label key={g} className="flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 sm:flex-none">
                <input type="radio" value={g} {...register(`travelers.${i}.gender`)} className="accent-brand-700" />
                {t(`genders.${g}`)}
              </label>
            ))}
          </div>
          {errors?.gender ? (
            <p id={id("gender-error")} className="mt-1.5 text-sm text-red-700">
              {message(errors.gender.message)}
            </p>
          ) : null}
        </div>

        <Field id={id("name")} label={t("fullName")} hint={t("fullNameHint")} error={message(errors?.fullName?.message)} className="sm:col-span-2">
          {(control) => <Input {...control} {...register(`travelers.${i}.fullName`)} dir="ltr" autoComplete="name" className="text-start" />}
        </Field>
        <Field id={id("passport")} label={t("passportNumber")} error={message(errors?.passportNumber?.message)}>
          {(control) => <Input {...control} {...register(`travelers.${i}.passportNumber`)} dir="ltr" autoCapitalize="characters" className="text-start uppercase" />}
        </Field>
        <DateOfBirthField index={i} range={dobRange} hint={dobHint} error={errors?.dateOfBirth ? `${message(errors.dateOfBirth.message)} ${dobHint}` : undefined} />
      </div>

      {lead ? <ContactFields index={i} /> : null}

      <div className="mt-6">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold text-slate-800">{t("luggageTitle")}</p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => luggage.append({ weightKg: "" as unknown as number, type: "carry-on" })}
            disabled={luggage.fields.length >= MAX_LUGGAGE_ITEMS}
            aria-label={t("addLuggageFor", { traveler: title })}
          >
            <Plus aria-hidden className="size-4" />
            {t("addLuggage")}
          </Button>
        </div>
        {luggage.fields.length === 0 ? <p className="mt-1 text-xs text-muted">{t("luggageEmpty")}</p> : null}
        <ul className="mt-2 flex flex-col gap-2">
          {luggage.fields.map((field, j) => {
            const itemErrors = errors?.luggage?.[j];
            return (
              <li key={field.id} className="grid grid-cols-[1fr_1.4fr_auto] items-start gap-2">
                <div>
                  <label htmlFor={id(`lw-${j}`)} className="sr-only">
                    {t("luggageWeight")}
                  </label>
                  <div className="relative">
                    <Input
                      id={id(`lw-${j}`)}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={MAX_LUGGAGE_WEIGHT_KG}
                      placeholder={t("luggageWeight")}
                      aria-invalid={itemErrors?.weightKg ? true : undefined}
                      {...register(`travelers.${i}.luggage.${j}.weightKg`)}
                      className="pe-10"
                    />
                    <span className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-xs text-muted">{t("kg")}</span>
                  </div>
                  {itemErrors?.weightKg ? <p className="mt-1 text-xs text-red-700">{message(itemErrors.weightKg.message)}</p> : null}
                </div>
                <div>
                  <label htmlFor={id(`lt-${j}`)} className="sr-only">
                    {t("luggageType")}
                  </label>
                  <select id={id(`lt-${j}`)} {...register(`travelers.${i}.luggage.${j}.type`)} className={inputClasses}>
                    {LUGGAGE_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`luggageTypes.${type}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <Button variant="ghost" size="icon" onClick={() => luggage.remove(j)} aria-label={t("removeLuggage")}>
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
    </fieldset>
  );
}

/** Email and phone, asked once: the booking confirmation goes there. */
function ContactFields({ index }: { index: number }) {
  const t = useTranslations("Booking");
  const message = useValidationMessage();
  const { register, formState } = useFormContext<BookingFormInput>();
  const errors = formState.errors.travelers?.[index];
  const id = (field: string) => `traveler-${index}-${field}`;
  const describedBy = (control: { "aria-describedby": string | undefined }) => [control["aria-describedby"], id("contact-hint")].filter(Boolean).join(" ");
  return (
    <div role="group" aria-labelledby={id("contact-title")} className="mt-5 rounded-xl bg-slate-50 p-3 sm:p-4">
      <p id={id("contact-title")} className="text-sm font-semibold text-slate-800">
        {t("contactTitle")}
      </p>
      <p id={id("contact-hint")} className="mt-0.5 text-xs text-muted">
        {t("contactHint")}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Field id={id("email")} label={t("email")} error={message(errors?.email?.message)}>
          {(control) => (
            <Input {...control} aria-describedby={describedBy(control)} {...register(`travelers.${index}.email`)} type="email" inputMode="email" dir="ltr" autoComplete="email" className="text-start" />
          )}
        </Field>
        <Field id={id("phone")} label={t("phone")} error={message(errors?.phone?.message)}>
          {(control) => (
            <Input
              {...control}
              aria-describedby={describedBy(control)}
              {...register(`travelers.${index}.phone`)}
              type="tel"
              inputMode="tel"
              dir="ltr"
              autoComplete="tel"
              className="text-start"
              placeholder="+966500000000"
            />
          )}
        </Field>
      </div>
    </div>
  );
}
