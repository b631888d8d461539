import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { CatalogueForm } from "@/components/admin/catalogue-form";
import { NEW_COMPANY } from "@/lib/admin/catalogue-defaults";
import { adminPageContext } from "@/lib/admin/page-context";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminCatalogue"))("companies.add"));

async function AddCompanyBody({ params }: PageProps<"/[locale]/admin/dashboard/companies/add">) {
  await adminPageContext(params, "/admin/dashboard/companies/add");
  const t = await getTranslations("AdminCatalogue");
  return (
    <main>
      <AdminPageHeader title={t("companies.add")} back={{ href: "/admin/dashboard/companies", label: t("backToList") }} />
      <CatalogueForm resource="companies" id={null} initial={NEW_COMPANY} listPath="/admin/dashboard/companies" />
    </main>
  );
}

export default adminPage(AddCompanyBody);
