import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { CatalogueForm } from "@/components/admin/catalogue-form";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { NEW_AIRPORT } from "@/lib/admin/catalogue-defaults";
import { adminPageContext } from "@/lib/admin/page-context";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("AdminCatalogue"))("airports.add"), robots: { index: false } };
}

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

export default function AddAirportPage(props: PageProps<"/[locale]/admin/dashboard/airports/add">) {
  return (
    <DynamicPage params={props.params} admin>
      <AddAirportBody {...props} />
    </DynamicPage>
  );
}
