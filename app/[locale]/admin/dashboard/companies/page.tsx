import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminTable } from "@/components/admin/admin-table";
import { NamedLogo } from "@/components/admin/named-logo";
import { UsedBy } from "@/components/admin/used-by";
import { Latin } from "@/components/ui/latin";
import { listStateOf } from "@/lib/admin/catalogue";
import { adminPageContext } from "@/lib/admin/page-context";
import { listCatalogue } from "@/lib/provider/admin-catalogue";
import { pagePath } from "@/lib/i18n/typed-routes";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminCatalogue"))("companies.title"));

async function CompaniesPageBody({ params, searchParams }: PageProps<"/[locale]/admin/dashboard/companies">) {
  const { locale, token } = await adminPageContext(params, "/admin/dashboard/companies");
  const state = listStateOf("companies", await searchParams);
  const [t, page] = await Promise.all([getTranslations("AdminCatalogue"), listCatalogue("companies", token, locale, state)]);
  const ar = locale === "ar";
  return (
    <main>
      <AdminPageHeader
        title={t("companies.title")}
        intro={t("companies.intro")}
        action={{ href: "/admin/dashboard/companies/add", label: t("companies.add") }}
      />
      <AdminTable
        resource="companies"
        locale={locale}
        path="/admin/dashboard/companies"
        caption={t("companies.title")}
        records={t("companies.records")}
        page={page}
        state={state}
        rowName={(row) => (ar ? row.nameAr : row.nameEn)}
        editPath={(row) => pagePath("/admin/dashboard/companies/edit/[id]", { id: row.id })}
        columns={[
          { key: "code", label: t("companies.code"), sort: "code", cell: (row) => <Latin>{row.code}</Latin> },
          { key: "name", label: t("companies.name"), sort: "name", cell: (row) => <NamedLogo name={ar ? row.nameAr : row.nameEn} logo={row.logo} /> },
          { key: "location", label: t("companies.location"), sort: "location", cell: (row) => (ar ? row.locationAr : row.locationEn) },
          { key: "flights", label: t("companies.flights"), sort: "flights", cell: (row) => <UsedBy count={row.flightCount} /> },
        ]}
      />
    </main>
  );
}

export default adminPage(CompaniesPageBody);
