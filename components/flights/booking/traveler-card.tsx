"use client";

import { useFormContext } from "react-hook-form";
import { useFormatter, useTranslations } from "next-intl";
import { User } from "lucide-react";
import { calendarDate } from "@/lib/format/dates";
import type { TravelerSlot } from "@/lib/flights/booking/types";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { FormDateField } from "@/components/ui/date-picker/form-date-field";
import { ContactFields } from "./contact-fields";
import { DateOfBirthField } from "./date-of-birth-field";
import type { BookingFormInput } from "./form-types";
import { GenderChoice } from "./gender-choice";
import { LuggageList } from "./luggage-list";
import { SavedTravellerPicker } from "./saved-traveller-picker";

type Props = { slot: TravelerSlot; dobRange: { min: string; max: string }; today: string };

/** One passenger's details as in the passport, with their luggage items; the lead traveller also gives the booking's contact. */
export function TravelerCard({ slot, dobRange, today }: Props) {
  const t = useTranslations("Booking");
  const terms = useTranslations("Terms");
  const format = useFormatter();
  const message = useValidationMessage();
  const { register, control, formState } = useFormContext<BookingFormInput>();
  const i = slot.index;
  const errors = formState.errors.travelers?.[i];
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
      <SavedTravellerPicker slot={slot} />

      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <GenderChoice slot={slot} />
        <Field id={id("name")} label={t("fullName")} hint={t("fullNameHint")} error={message(errors?.fullName?.message)} className="sm:col-span-2">
          {(control) => <Input {...control} {...register(`travelers.${i}.fullName`)} dir="ltr" autoComplete="name" className="text-start" />}
        </Field>
        <Field id={id("passport")} label={t("passportNumber")} error={message(errors?.passportNumber?.message)}>
          {(control) => (
            <Input {...control} {...register(`travelers.${i}.passportNumber`)} dir="ltr" autoCapitalize="characters" className="text-start uppercase" />
          )}
        </Field>
        <FormDateField
          control={control}
          name={`travelers.${i}.passportExpiry`}
          id={id("passport-expiry")}
          label={t("passportExpiry")}
          hint={t("passportExpiryHint")}
          error={message(errors?.passportExpiry?.message)}
          min={today}
          max="2099-12-31"
        />
        <DateOfBirthField
          index={i}
          range={dobRange}
          hint={dobHint}
          error={errors?.dateOfBirth ? `${message(errors.dateOfBirth.message)} ${dobHint}` : undefined}
        />
      </div>

      {lead ? <ContactFields index={i} /> : null}
      <LuggageList index={i} title={title} />
    </fieldset>
  );
}
