"use client";

import { useTranslations } from "next-intl";
import type { CatalogueKey } from "@/lib/admin/catalogue";
import { useRouter } from "@/lib/i18n/navigation";
import type { PagePath } from "@/lib/i18n/typed-routes";
import { DeleteRecordButton } from "./delete-record-button";

/** The danger zone under an edit form: delete, then back to the list. */
export function DeleteRecordLink({ resource, id, name, listPath }: { resource: CatalogueKey; id: number; name: string; listPath: PagePath }) {
  const t = useTranslations("AdminCatalogue");
  const router = useRouter();
  return (
    <section aria-label={t("delete")} className="mt-6 flex items-center justify-between gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-red-100">
      <p className="text-sm text-slate-600">{t("deleteBody")}</p>
      <DeleteRecordButton resource={resource} id={id} name={name} variant="full" onDeleted={() => router.push(listPath)} />
    </section>
  );
}
