"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { BffError } from "@/lib/api/bff-client";
import { useRouter } from "@/lib/i18n/navigation";
import type { Href } from "@/lib/i18n/typed-routes";

type Options<V extends FieldValues, S> = {
  form: UseFormReturn<V>;
  save: (values: V) => Promise<S>;
  /** Whether the record is new: a new one goes back to the list once saved, an edited one stays. */
  creating: boolean;
  listHref: Href;
  /** The form's values after a save (the provider's normalised record). */
  valuesOf: (saved: S) => V;
};

/**
 * Submits an admin form: the provider's field errors land beside their fields (focus on the first), any other refusal
 * shows above the buttons; success and failure are toasted. Returns the submit handler and the form-level error.
 */
export function useAdminSave<V extends FieldValues, S>({ form, save, creating, listHref, valuesOf }: Options<V, S>) {
  const t = useTranslations("AdminCatalogue");
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const saved = await save(values);
        form.reset(valuesOf(saved));
        toast.success(creating ? t("created") : t("saved"));
        if (creating) router.push(listHref);
        else router.refresh();
      } catch (error) {
        const fields = error instanceof BffError ? error.fields : undefined;
        const names = Object.keys(form.getValues());
        let placed = false;
        for (const [field, key] of Object.entries(fields ?? {})) {
          // "seats.3.seatNumber" belongs to the "seats" field array.
          if (!names.includes(field.split(".")[0]!)) continue;
          form.setError(field as Path<V>, { type: "server", message: key }, { shouldFocus: !placed });
          placed = true;
        }
        const message = error instanceof Error && error.message ? error.message : t("saveFailed");
        if (!placed || (fields && Object.keys(fields).some((field) => !names.includes(field.split(".")[0]!)))) setFormError(message);
        toast.error(placed ? t("saveFailed") : message);
      }
    },
    // Invalid before sending: the fields say what is wrong and the first one has the focus; no toast repeats it.
  );

  return { onSubmit, formError };
}
