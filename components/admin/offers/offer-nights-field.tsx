"use client";

import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { isStayOffer, OFFER_MAX_NIGHTS } from "@/provider/contracts/offer-rules";
import type { OfferFormState } from "@/lib/admin/offers";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { OfferTextField } from "./offer-text-field";

/**
 * A stay offer's nights (hotel, package, chalet): the traveller picks the check-in in the window and stays this many
 * nights. A flight or a taxi is one travel day: the field goes and its value is cleared, so none is sent.
 */
export function OfferNightsField() {
  const t = useTranslations("AdminOffers");
  const message = useValidationMessage();
  const form = useFormContext<OfferFormState>();
  const type = useWatch({ control: form.control, name: "type" });
  const stay = isStayOffer(type);
  useEffect(() => {
    if (!stay) form.setValue("nights", null);
  }, [stay, form]);
  if (!stay) return null;
  return (
    <OfferTextField
      id="offer-nights"
      label={t("fields.nights")}
      hint={t("hints.nights")}
      error={message(form.formState.errors.nights?.message)}
      type="number"
      min="1"
      max={String(OFFER_MAX_NIGHTS)}
      registration={form.register("nights", { setValueAs: (value: unknown) => (value === "" || value === null ? null : Number(value)) })}
    />
  );
}
