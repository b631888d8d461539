import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminTable } from "@/components/admin/admin-table";
import { UsedBy } from "@/components/admin/used-by";
import { Latin } from "@/components/ui/latin";
import { listStateOf } from "@/lib/admin/catalogue";
import { adminPageContext } from "@/lib/admin/page-context";
import { listCatalogue } from "@/lib/provider/admin-catalogue";
import { pagePath } from "@/lib/i18n/typed-routes";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminCatalogue"))("airports.title"));

async function AirportsPageBody({ params, searchParams }: PageProps<"/[locale]/admin/dashboard/airports">) {
  const { locale, token } = await adminPageContext(params, "/admin/dashboard/airports");
  const state = listStateOf("airports", await searchParams);
  const [t, page] = await Promise.all([getTranslations("AdminCatalogue"), listCatalogue("airports", token, locale, state)]);
  const ar = locale === "ar";
  return (
    <main>
      <AdminPageHeader title={t("airports.title")} intro={t("airports.intro")} action={{ href: "/admin/dashboard/airports/add", label: t("airports.add") }} />
      <AdminTable
        resource="airports"
        locale={locale}
        path="/admin/dashboard/airports"
        caption={t("airports.title")}
        records={t("airports.records")}
        page={page}
        state={state}
        rowName={(row) => (ar ? row.nameAr : row.nameEn)}
        editPath={(row) => pagePath("/admin/dashboard/airports/edit/[id]", { id: row.id })}
        columns={[
          { key: "code", label: t("airports.code"), sort: "code", cell: (row) => <Latin>{row.code}</Latin> },
          { key: "name", label: t("airports.name"), sort: "name", cell: (row) => (ar ? row.nameAr : row.nameEn) },
          { key: "city", label: t("airports.city"), sort: "city", cell: (row) => (ar ? row.cityAr : row.cityEn) },
          { key: "country", label: t("airports.country"), sort: "country", cell: (row) => (ar ? row.countryAr : row.countryEn) },
          { key: "flights", label: t("airports.flights"), sort: "flights", cell: (row) => <UsedBy count={row.flightCount} /> },
        ]}
      />
    </main>
  );
}

export default adminPage(AirportsPageBody);
