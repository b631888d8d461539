"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useFormContext } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { UserRoundCheck } from "lucide-react";
import { passportFullName, type SavedTraveller } from "@/provider/contracts/saved-travellers";
import { titleFitsType } from "@/provider/contracts/reservations";
import { fillFromSavedTraveller, savedTravellersQuery } from "@/lib/api/saved-travellers";
import type { TravelerSlot } from "@/lib/flights/booking/types";
import type { Locale } from "@/lib/i18n/routing";
import { Button } from "@/components/ui/button";
import type { BookingFormInput } from "./form-types";

/**
 * One button per saved traveller: a press fills this card (title when it fits the passenger group, name, passport
 * number and expiry, date of birth), the passport number read in full only then. Nothing shows without any saved.
 */
export function SavedTravellerPicker({ slot }: { slot: TravelerSlot }) {
  const t = useTranslations("Booking");
  const locale = useLocale() as Locale;
  const { data } = useQuery(savedTravellersQuery(locale));
  const { setValue } = useFormContext<BookingFormInput>();
  const [status, setStatus] = useState("");
  const [pending, setPending] = useState<string | null>(null);
  if (!data?.length) return null;
  const i = slot.index;

  const fill = async (saved: SavedTraveller) => {
    setPending(saved.id);
    try {
      const full = await fillFromSavedTraveller(saved.id, locale);
      const options = { shouldValidate: true, shouldDirty: true } as const;
      if (titleFitsType(full.title, slot.type)) setValue(`travelers.${i}.gender`, full.title, options);
      setValue(`travelers.${i}.fullName`, passportFullName(full), options);
      setValue(`travelers.${i}.passportNumber`, full.passportNumber, options);
      setValue(`travelers.${i}.passportExpiry`, full.passportExpiry, options);
      setValue(`travelers.${i}.dateOfBirth`, full.dateOfBirth, options);
      setStatus(t("filledWith", { name: passportFullName(full) }));
    } catch {
      setStatus(t("fillFailed"));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="mt-4 rounded-xl bg-sand-50 p-3" role="group" aria-labelledby={`traveler-${i}-saved-label`}>
      <p id={`traveler-${i}-saved-label`} className="mb-2 flex items-center gap-2 text-sm font-medium text-slate-800">
        <UserRoundCheck aria-hidden className="size-4 text-brand-700" />
        {t("fillFromSaved")}
      </p>
      <div className="flex flex-wrap gap-2">
        {data.map((saved) => (
          <Button key={saved.id} variant="outline" size="sm" onClick={() => void fill(saved)} disabled={pending !== null} aria-busy={pending === saved.id}>
            {t("fillWith", { name: passportFullName(saved) })}
          </Button>
        ))}
      </div>
      <p role="status" className="mt-2 text-sm text-slate-600 empty:hidden">
        {status}
      </p>
    </div>
  );
}
