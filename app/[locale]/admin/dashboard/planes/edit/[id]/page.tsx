import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { PlaneForm } from "@/components/admin/plane-form";
import { DeleteRecordLink } from "@/components/admin/delete-record-link";
import { adminPageContext, recordId } from "@/lib/admin/page-context";
import { getCatalogueRecord } from "@/lib/provider/admin-catalogue";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminCatalogue"))("planes.edit"));

async function EditPlaneBody({ params }: PageProps<"/[locale]/admin/dashboard/planes/edit/[id]">) {
  const raw = (await params).id;
  const { locale, token } = await adminPageContext(params, `/admin/dashboard/planes/edit/${raw}`);
  const id = recordId(raw);
  const plane = id === null ? null : await getCatalogueRecord("planes", token, locale, id);
  if (!plane) notFound();
  const t = await getTranslations("AdminCatalogue");
  return (
    <main>
      <AdminPageHeader title={t("planes.edit")} back={{ href: "/admin/dashboard/planes", label: t("backToList") }} />
      <PlaneForm id={plane.id} initial={{ model: plane.model, modelAr: plane.modelAr, layout: plane.layout, seats: plane.seats }} />
      <DeleteRecordLink resource="planes" id={plane.id} name={locale === "en" ? plane.model : plane.modelAr} listPath="/admin/dashboard/planes" />
    </main>
  );
}

export default adminPage(EditPlaneBody);
