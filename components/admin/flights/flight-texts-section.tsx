"use client";

import { useTranslations } from "next-intl";
import { FormSection, TextField } from "./form-parts";

/** The terms and notes the flight's page and ticket show, in both languages. */
export function FlightTextsSection() {
  const t = useTranslations("AdminFlights");
  return (
    <FormSection title={t("sections.texts")}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField path="termsAr" label={t("fields.termsAr")} dir="rtl" maxLength={4000} multiline />
        <TextField path="termsEn" label={t("fields.termsEn")} dir="ltr" maxLength={4000} multiline />
        <TextField path="notesAr" label={t("fields.notesAr")} dir="rtl" maxLength={4000} multiline />
        <TextField path="notesEn" label={t("fields.notesEn")} dir="ltr" maxLength={4000} multiline />
      </div>
    </FormSection>
  );
}
