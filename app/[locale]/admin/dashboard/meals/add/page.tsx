import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { CatalogueForm } from "@/components/admin/catalogue-form";
import { NEW_MEAL } from "@/lib/admin/catalogue-defaults";
import { adminPageContext } from "@/lib/admin/page-context";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminCatalogue"))("meals.add"));

async function AddMealBody({ params }: PageProps<"/[locale]/admin/dashboard/meals/add">) {
  await adminPageContext(params, "/admin/dashboard/meals/add");
  const t = await getTranslations("AdminCatalogue");
  return (
    <main>
      <AdminPageHeader title={t("meals.add")} back={{ href: "/admin/dashboard/meals", label: t("backToList") }} />
      <CatalogueForm resource="meals" id={null} initial={NEW_MEAL} listPath="/admin/dashboard/meals" />
    </main>
  );
}

export default adminPage(AddMealBody);
