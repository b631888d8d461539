"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { useRouter } from "@/lib/i18n/navigation";
import type { Href } from "@/lib/i18n/typed-routes";
import { applyServerFieldErrors, hasOtherFieldErrors, serverFieldErrors } from "@/components/ui/server-field-errors";
import { failureMessage } from "@/lib/api/bff-client";

type Options<V extends FieldValues, S> = {
  form: UseFormReturn<V>;
  save: (values: V) => Promise<S>;
  /** Whether the record is new: a new one goes back to the list once saved, an edited one stays. */
  creating: boolean;
  listHref: Href;
  /** The form's values after a save (the provider's normalised record). */
  valuesOf: (saved: S) => V;
  /** Where a new record goes once saved, when not back to the list (a hotel opens its edit page for its room types). */
  createdHref?: (saved: S) => Href;
};

/**
 * The write pattern of every admin form (docs/product.md, "One way to submit"), a React Query mutation with the admin's outcomes: the
 * provider's field errors land beside their fields (focus on the first), any other refusal shows above the buttons;
 * success and failure are toasted. Returns the submit handler, the form-level error and whether a save is under way.
 */
export function useAdminSave<V extends FieldValues, S>({ form, save, creating, listHref, valuesOf, createdHref }: Options<V, S>) {
  const t = useTranslations("AdminCatalogue");
  const router = useRouter();
  const fieldsOf = () => Object.keys(form.getValues());
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      form.reset(valuesOf(saved));
      toast.success(creating ? t("created") : t("saved"));
      if (creating) router.push(createdHref ? createdHref(saved) : listHref);
      else router.refresh();
    },
    onError: (error) => {
      const placed = applyServerFieldErrors(error, fieldsOf(), form.setError);
      toast.error(placed ? t("saveFailed") : failureMessage(error, t("saveFailed")));
    },
  });

  // Awaited inside handleSubmit, so the fields' errors are set before react-hook-form settles the submit (the
  // unsaved-changes guard reads isSubmitSuccessful). Invalid before sending: the fields say what is wrong and the first
  // one has the focus; no toast repeats it.
  const onSubmit = form.handleSubmit((values) => mutation.mutateAsync(values).then(noop, noop));

  // A refusal all of whose fields are on the form is told beside them; anything else also above the buttons.
  const { error } = mutation;
  const placedOnly = serverFieldErrors(error, fieldsOf()).length > 0 && !hasOtherFieldErrors(error, fieldsOf());
  const formError = error === null || placedOnly ? null : failureMessage(error, t("saveFailed"));
  return { onSubmit, formError, submitting: mutation.isPending };
}

const noop = () => undefined;
