import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { CatalogueForm } from "@/components/admin/catalogue-form";
import { DeleteRecordLink } from "@/components/admin/delete-record-link";
import { airportValues } from "@/lib/admin/catalogue-defaults";
import { adminPageContext, recordId } from "@/lib/admin/page-context";
import { getCatalogueRecord } from "@/lib/provider/admin-catalogue";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminCatalogue"))("airports.edit"));

async function EditAirportBody({ params }: PageProps<"/[locale]/admin/dashboard/airports/edit/[id]">) {
  const raw = (await params).id;
  const { locale, token } = await adminPageContext(params, `/admin/dashboard/airports/edit/${raw}`);
  const id = recordId(raw);
  const airport = id === null ? null : await getCatalogueRecord("airports", token, locale, id);
  if (!airport) notFound();
  const t = await getTranslations("AdminCatalogue");
  return (
    <main>
      <AdminPageHeader title={t("airports.edit")} back={{ href: "/admin/dashboard/airports", label: t("backToList") }} />
      <CatalogueForm resource="airports" id={airport.id} initial={airportValues(airport)} listPath="/admin/dashboard/airports" />
      <DeleteRecordLink resource="airports" id={airport.id} name={locale === "ar" ? airport.nameAr : airport.nameEn} listPath="/admin/dashboard/airports" />
    </main>
  );
}

export default adminPage(EditAirportBody);
