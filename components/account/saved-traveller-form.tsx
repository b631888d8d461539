"use client";

import { useEffect, useMemo, useSyncExternalStore } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { NATIONALITIES, savedTravellerRequest, type SavedTravellerRequest, type SavedTravellerValues } from "@/provider/contracts/saved-travellers";
import { TRAVELER_TITLES } from "@/provider/contracts/reservations";
import { todayInRiyadh } from "@/provider/contracts/stay-rules";
import { addSavedTraveller, updateSavedTraveller } from "@/lib/api/saved-travellers";
import { failureMessage } from "@/lib/api/bff-client";
import { queryKeys } from "@/lib/api/keys";
import type { Locale } from "@/lib/i18n/routing";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";
import { FormDateField } from "@/components/ui/date-picker/form-date-field";
import { PostForm } from "@/components/ui/post-form";
import { applyServerFieldErrors } from "@/components/ui/server-field-errors";
import { useValidationMessage } from "@/components/ui/use-validation-message";

const FIELDS = ["title", "firstName", "lastName", "dateOfBirth", "nationality", "passportNumber", "passportExpiry"] as const;
const EMPTY: SavedTravellerRequest = { title: "Mr", firstName: "", lastName: "", dateOfBirth: "", nationality: "", passportNumber: "", passportExpiry: "" };

const noSubscription = () => () => {};

/**
 * Nationalities by name in the page's language, sorted as that language sorts: in the browser only, since the
 * server's ICU may name or order a few countries otherwise and the options would not hydrate.
 */
function useNationalityOptions(locale: Locale) {
  const browser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return useMemo(() => {
    if (!browser) return [];
    const names = new Intl.DisplayNames([locale], { type: "region" });
    return NATIONALITIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [browser, locale]);
}

/** A traveller being changed: its id, its values in full (passport number included) and its name for the heading. */
export type EditedTraveller = { id: string; values: SavedTravellerRequest; name: string };

/** The title and nationality lists: titles as in the passport, nationalities by name in the page's language. */
function TitleAndNationality({ form, id }: { form: UseFormReturn<SavedTravellerRequest, unknown, SavedTravellerValues>; id: (field: string) => string }) {
  const t = useTranslations("SavedTravellers");
  const tBooking = useTranslations("Booking");
  const locale = useLocale() as Locale;
  const message = useValidationMessage();
  const nationalities = useNationalityOptions(locale);
  const { register, formState } = form;
  return (
    <>
      <Field id={id("title")} label={t("titleLabel")} error={message(formState.errors.title?.message)}>
        {(ctl) => (
          <select {...ctl} {...register("title")} className={inputClasses}>
            {TRAVELER_TITLES.map((title) => (
              <option key={title} value={title}>
                {tBooking(`genders.${title}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id("nationality")} label={t("nationality")} error={message(formState.errors.nationality?.message)}>
        {(ctl) => (
          <select {...ctl} {...register("nationality")} className={inputClasses}>
            <option value="">{t("chooseNationality")}</option>
            {nationalities.map((n) => (
              <option key={n.code} value={n.code}>
                {n.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

/**
 * The form and its save: a new traveller empties the form, a changed one closes it (`onDone`), and either refreshes
 * the list; the provider's field errors land on their fields.
 */
function useSaveTraveller(edited: EditedTraveller | undefined, onDone: (() => void) | undefined) {
  const t = useTranslations("SavedTravellers");
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const form = useForm<SavedTravellerRequest, unknown, SavedTravellerValues>({
    resolver: zodResolver(savedTravellerRequest),
    defaultValues: edited?.values ?? EMPTY,
  });
  const save = useMutation({
    mutationFn: (values: SavedTravellerValues) => (edited ? updateSavedTraveller(edited.id, values, locale) : addSavedTraveller(values, locale)),
    onSuccess: async () => {
      if (!edited) form.reset(EMPTY);
      toast.success(t(edited ? "updated" : "added"));
      await queryClient.invalidateQueries({ queryKey: queryKeys.savedTravellers.all });
      onDone?.();
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, FIELDS, form.setError)) return;
      toast.error(failureMessage(error, t("failed")));
    },
  });
  const onSubmit = form.handleSubmit((values) => save.mutateAsync(values).catch(() => undefined));
  return { form, save, onSubmit };
}

type FormProps = {
  /** Whether the account holds as many as it may: adding is refused (editing is not). */
  atLimit?: boolean;
  /** The traveller to change; absent, the form adds one. */
  edited?: EditedTraveller;
  /** Closes the edit form: after its save, or on Cancel. */
  onDone?: () => void;
};

/**
 * Adds one companion, or changes one (the same fields, filled with its values, the passport number in full), checked
 * by the contract the provider checks with (an expired passport is refused here).
 */
export function SavedTravellerForm({ atLimit = false, edited, onDone }: FormProps) {
  const t = useTranslations("SavedTravellers");
  const message = useValidationMessage();
  const { form, save, onSubmit } = useSaveTraveller(edited, onDone);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  // Both forms may be on the page at once (the edit form in the list, the add form under it): their ids differ.
  const id = (field: string) => `saved-traveller-${edited ? `edit-${edited.id}-` : ""}${field}`;
  const today = todayInRiyadh();
  const heading = edited ? t("editHeading", { name: edited.name }) : t("add");
  // An edit form opens in place of its traveller's row, where the focus was: it moves to the form's first field.
  const editing = edited !== undefined;
  const { setFocus } = form;
  useEffect(() => {
    if (editing) setFocus("title");
  }, [editing, setFocus]);

  return (
    <PostForm onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-labelledby={id("heading")}>
      <h3 id={id("heading")} className="font-semibold text-slate-900 sm:col-span-2">
        {heading}
      </h3>
      <TitleAndNationality form={form} id={id} />
      <Field id={id("first-name")} label={t("firstName")} error={message(errors.firstName?.message)}>
        {(ctl) => <Input {...ctl} {...register("firstName")} dir="ltr" autoComplete="off" className="text-start" />}
      </Field>
      <Field id={id("last-name")} label={t("lastName")} error={message(errors.lastName?.message)}>
        {(ctl) => <Input {...ctl} {...register("lastName")} dir="ltr" autoComplete="off" className="text-start" />}
      </Field>
      <FormDateField
        control={control}
        name="dateOfBirth"
        id={id("dob")}
        label={t("dateOfBirth")}
        error={message(errors.dateOfBirth?.message)}
        min="1900-01-01"
        max={today}
      />
      <Field id={id("passport")} label={t("passportNumber")} error={message(errors.passportNumber?.message)}>
        {(ctl) => <Input {...ctl} {...register("passportNumber")} dir="ltr" autoComplete="off" autoCapitalize="characters" className="text-start uppercase" />}
      </Field>
      <FormDateField
        control={control}
        name="passportExpiry"
        id={id("expiry")}
        label={t("passportExpiry")}
        error={message(errors.passportExpiry?.message)}
        min={today}
        max="2099-12-31"
      />
      <div className="flex items-end justify-end gap-2 sm:col-span-2">
        {edited ? (
          <Button type="button" variant="outline" onClick={onDone}>
            {t("cancel")}
          </Button>
        ) : null}
        {edited ? (
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? t("saving") : t("save")}
          </Button>
        ) : (
          <Button type="submit" disabled={save.isPending || atLimit} aria-busy={save.isPending}>
            {save.isPending ? t("adding") : t("add")}
          </Button>
        )}
      </div>
    </PostForm>
  );
}
