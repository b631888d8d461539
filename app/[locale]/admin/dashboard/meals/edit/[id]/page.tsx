import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { CatalogueForm } from "@/components/admin/catalogue-form";
import { DeleteRecordLink } from "@/components/admin/delete-record-link";
import { mealValues } from "@/lib/admin/catalogue-defaults";
import { adminPageContext, recordId } from "@/lib/admin/page-context";
import { getCatalogueRecord } from "@/lib/provider/admin-catalogue";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminCatalogue"))("meals.edit"));

async function EditMealBody({ params }: PageProps<"/[locale]/admin/dashboard/meals/edit/[id]">) {
  const raw = (await params).id;
  const { locale, token } = await adminPageContext(params, `/admin/dashboard/meals/edit/${raw}`);
  const id = recordId(raw);
  const record = id === null ? null : await getCatalogueRecord("meals", token, locale, id);
  if (!record) notFound();
  const t = await getTranslations("AdminCatalogue");
  return (
    <main>
      <AdminPageHeader title={t("meals.edit")} back={{ href: "/admin/dashboard/meals", label: t("backToList") }} />
      <CatalogueForm resource="meals" id={record.id} initial={mealValues(record)} listPath="/admin/dashboard/meals" />
      <DeleteRecordLink resource="meals" id={record.id} name={locale === "ar" ? record.nameAr : record.nameEn} listPath="/admin/dashboard/meals" />
    </main>
  );
}

export default adminPage(EditMealBody);
