import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { PlaneForm } from "@/components/admin/plane-form";
import { adminPageContext } from "@/lib/admin/page-context";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminCatalogue"))("planes.add"));

async function AddPlaneBody({ params }: PageProps<"/[locale]/admin/dashboard/planes/add">) {
  await adminPageContext(params, "/admin/dashboard/planes/add");
  const t = await getTranslations("AdminCatalogue");
  return (
    <main>
      <AdminPageHeader title={t("planes.add")} back={{ href: "/admin/dashboard/planes", label: t("backToList") }} />
      <PlaneForm id={null} initial={{ model: "", modelAr: "", layout: {}, seats: [] }} />
    </main>
  );
}

export default adminPage(AddPlaneBody);
