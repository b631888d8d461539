"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { updateSocialLinksRequest, type SocialLinksResponse } from "@/provider/contracts/content";
import { saveSocialLinks } from "@/lib/api/admin-offers";
import type { Locale } from "@/lib/i18n/routing";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { OfferTextField } from "../offers/offer-text-field";
import { useAdminSave } from "../use-admin-save";
import { useUnsavedChanges } from "../use-unsaved-changes";

const NETWORKS = ["facebookLink", "instagramLink", "twitterLink", "linkedinLink", "snapchatLink", "youtubeLink"] as const;
type Values = Record<(typeof NETWORKS)[number], string>;

const valuesOf = (links: SocialLinksResponse): Values => Object.fromEntries(NETWORKS.map((key) => [key, links[key] ?? ""])) as Values;

/** The footer's social buttons: an https link each, or empty to disable the button. */
export function SocialLinksForm({ initial }: { initial: SocialLinksResponse }) {
  const t = useTranslations("AdminContent.social");
  const tc = useTranslations("AdminCatalogue");
  const locale = useLocale() as Locale;
  const message = useValidationMessage();
  const form = useForm<Values>({ resolver: zodResolver(updateSocialLinksRequest as never), defaultValues: valuesOf(initial), mode: "onTouched" });
  const { register, formState } = form;
  const { onSubmit, formError, submitting } = useAdminSave({
    form,
    save: (values) => saveSocialLinks(values, locale),
    creating: false,
    listHref: "/admin/dashboard/addtionalPages",
    valuesOf,
  });
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful, tc("unsaved"));
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="social-links-heading"
      className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-6"
    >
      <div>
        <h2 id="social-links-heading" className="text-lg font-bold text-slate-900">
          {t("title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {NETWORKS.map((key) => (
          <OfferTextField
            key={key}
            id={`social-${key}`}
            label={t(key)}
            type="url"
            lang="en"
            maxLength={500}
            hint={t("hint")}
            error={message(formState.errors[key]?.message)}
            registration={register(key)}
          />
        ))}
      </div>
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <div className="flex justify-end border-t border-slate-100 pt-4">
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? tc("saving") : tc("save")}
        </Button>
      </div>
    </form>
  );
}
