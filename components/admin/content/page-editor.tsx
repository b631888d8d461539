"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, EyeOff } from "lucide-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { updatePageRequest, type PageSlug, type UpdatePageRequest } from "@/provider/contracts/content";
import { savePage } from "@/lib/api/admin-offers";
import type { Locale } from "@/lib/i18n/routing";
import { clockDateTime } from "@/lib/format/clock";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { LightMarkdown } from "@/components/content/light-markdown";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { OfferTextField } from "../offers/offer-text-field";
import { useAdminSave } from "../use-admin-save";
import { useUnsavedChanges } from "../use-unsaved-changes";

type Props = { slug: PageSlug; pageLocale: Locale; initial: { title: string; body: string; updatedAt: string | null } };

/** One language of a footer page: its title and text, a live preview as the site draws it, and Save. */
export function PageEditor({ slug, pageLocale, initial }: Props) {
  const t = useTranslations("AdminContent.pages");
  const tc = useTranslations("AdminCatalogue");
  const locale = useLocale() as Locale;
  const message = useValidationMessage();
  const [preview, setPreview] = useState(false);
  const [updatedAt, setUpdatedAt] = useState(initial.updatedAt);
  const form = useForm<UpdatePageRequest>({
    resolver: zodResolver(updatePageRequest as never),
    defaultValues: { locale: pageLocale, title: initial.title, body: initial.body },
    mode: "onTouched",
  });
  const { register, control, formState } = form;
  const [title, body] = useWatch({ control, name: ["title", "body"] });
  const { onSubmit, formError, submitting } = useAdminSave({
    form,
    save: async (values) => {
      const saved = await savePage(slug, pageLocale, { title: values.title, body: values.body }, locale);
      setUpdatedAt(saved.updatedAt);
      return saved;
    },
    creating: false,
    listHref: "/admin/dashboard/addtionalPages",
    valuesOf: (saved) => ({ locale: pageLocale, title: saved.title, body: saved.body }),
  });
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful, tc("unsaved"));
  const id = `page-${slug}-${pageLocale}`;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-6"
    >
      <PageEditorHeading id={`${id}-heading`} pageLocale={pageLocale} updatedAt={updatedAt} />
      <OfferTextField
        id={`${id}-title`}
        label={t("pageTitle")}
        lang={pageLocale}
        maxLength={200}
        error={message(formState.errors.title?.message)}
        registration={register("title")}
      />
      <OfferTextField
        id={`${id}-body`}
        label={t("body")}
        hint={t("bodyHint")}
        lang={pageLocale}
        rows={14}
        maxLength={50_000}
        error={message(formState.errors.body?.message)}
        registration={register("body")}
      />
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="ghost" size="sm" aria-expanded={preview} aria-controls={`${id}-preview`} onClick={() => setPreview((shown) => !shown)}>
          {preview ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          {preview ? t("hidePreview") : t("showPreview")}
        </Button>
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? tc("saving") : tc("save")}
        </Button>
      </div>
      <PagePreview id={`${id}-preview`} shown={preview} pageLocale={pageLocale} title={title} body={body} />
    </form>
  );
}

/** The language's heading and when it was last saved. */
export function PageEditorHeading({ id, pageLocale, updatedAt }: { id: string; pageLocale: Locale; updatedAt: string | null }) {
  const t = useTranslations("AdminContent.pages");
  const format = useFormatter();
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {t(pageLocale === "ar" ? "arabic" : "english")}
      </h2>
      <p className="text-xs text-muted">{updatedAt ? t("lastSaved", { date: clockDateTime(format, updatedAt) }) : t("notYet")}</p>
    </div>
  );
}

type PagePreviewProps = { id: string; shown: boolean; pageLocale: Locale; title: string; body: string | undefined };

/** The page as the site draws it; rendered only while shown. */
function PagePreview({ id, shown, pageLocale, title, body }: PagePreviewProps) {
  const t = useTranslations("AdminContent.pages");
  const dir = pageLocale === "ar" ? "rtl" : "ltr";
  return (
    <section id={id} hidden={!shown} aria-label={t("preview")} lang={pageLocale} dir={dir} className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
      {shown ? (
        <>
          <p className="text-2xl font-extrabold text-slate-900">{title}</p>
          <div className="mt-4 text-slate-700">
            <LightMarkdown source={body ?? ""} title={title} />
          </div>
        </>
      ) : null}
    </section>
  );
}
