import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { ChaletForm } from "@/components/admin/chalets/chalet-form";
import { newChaletValues } from "@/lib/admin/chalets";
import { adminPageContext } from "@/lib/admin/page-context";
import { getStayCities } from "@/lib/provider/stays";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminChalets"))("add"));

async function AddChaletBody({ params }: PageProps<"/[locale]/admin/dashboard/chalets/add">) {
  const { locale } = await adminPageContext(params, "/admin/dashboard/chalets/add");
  const [t, tc, cities] = await Promise.all([getTranslations("AdminChalets"), getTranslations("AdminCatalogue"), getStayCities(locale)]);
  return (
    <main>
      <AdminPageHeader title={t("add")} back={{ href: "/admin/dashboard/chalets", label: tc("backToList") }} />
      <ChaletForm id={null} initial={newChaletValues()} cities={cities.map(({ slug, name }) => ({ slug, name }))} />
    </main>
  );
}

export default adminPage(AddChaletBody);
