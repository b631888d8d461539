"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import type { PagePath } from "@/lib/i18n/typed-routes";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";

/** The foot of an admin form: a refusal that belongs to no field, then Cancel (back to the list) and Save. */
export function FormActions({ listPath, submitting, error }: { listPath: PagePath; submitting: boolean; error: string | null }) {
  const t = useTranslations("AdminCatalogue");
  return (
    <div className="flex flex-col gap-4 border-t border-slate-100 pt-5">
      {error ? <Alert variant="error">{error}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Link href={listPath} className={buttonClasses("ghost")}>
          {t("cancel")}
        </Link>
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? t("saving") : t("save")}
        </Button>
      </div>
    </div>
  );
}
