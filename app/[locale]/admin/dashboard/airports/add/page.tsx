import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { CatalogueForm } from "@/components/admin/catalogue-form";
import { NEW_AIRPORT } from "@/lib/admin/catalogue-defaults";
import { adminPageContext } from "@/lib/admin/page-context";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminCatalogue"))("airports.add"));

async function AddAirportBody({ params }: PageProps<"/[locale]/admin/dashboard/airports/add">) {
  await adminPageContext(params, "/admin/dashboard/airports/add");
  const t = await getTranslations("AdminCatalogue");
  return (
    <main>
      <AdminPageHeader title={t("airports.add")} back={{ href: "/admin/dashboard/airports", label: t("backToList") }} />
      <CatalogueForm resource="airports" id={null} initial={NEW_AIRPORT} listPath="/admin/dashboard/airports" />
    </main>
  );
}

export default adminPage(AddAirportBody);
