"use client";

import { useFormContext } from "react-hook-form";
import { useTranslations } from "next-intl";
import { TITLES_BY_TYPE } from "@/provider/contracts/reservations";
import type { TravelerSlot } from "@/lib/flights/booking/types";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import type { BookingFormInput } from "./form-types";

/** The title as in the passport (Mr, Mrs, Ms; Master, Miss for a child), one radio each. */
export function GenderChoice({ slot }: { slot: TravelerSlot }) {
  const t = useTranslations("Booking");
  const message = useValidationMessage();
  const { register, formState } = useFormContext<BookingFormInput>();
  const i = slot.index;
  const errors = formState.errors.travelers?.[i];
  const id = (field: string) => `traveler-${i}-${field}`;
  return (
    <div className="sm:col-span-2" role="radiogroup" aria-labelledby={id("gender-label")} aria-describedby={errors?.gender ? id("gender-error") : undefined}>
      <p id={id("gender-label")} className="mb-1.5 text-sm font-medium text-slate-800">
        {t("gender")}
      </p>
      <div className="flex flex-wrap gap-2">
        {TITLES_BY_TYPE[slot.type].map((g) => (
          <label
            key={g}
            className="flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 sm:flex-none"
          >
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
  );
}
