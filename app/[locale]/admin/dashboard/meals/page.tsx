import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminTable } from "@/components/admin/admin-table";
import { NamedLogo } from "@/components/admin/named-logo";
import { Sar } from "@/components/admin/sar";
import { UsedBy } from "@/components/admin/used-by";
import { listStateOf } from "@/lib/admin/catalogue";
import { adminPageContext } from "@/lib/admin/page-context";
import { listCatalogue } from "@/lib/provider/admin-catalogue";
import { pagePath } from "@/lib/i18n/typed-routes";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminCatalogue"))("meals.title"));

async function MealsPageBody({ params, searchParams }: PageProps<"/[locale]/admin/dashboard/meals">) {
  const { locale, token } = await adminPageContext(params, "/admin/dashboard/meals");
  const state = listStateOf("meals", await searchParams);
  const [t, page] = await Promise.all([getTranslations("AdminCatalogue"), listCatalogue("meals", token, locale, state)]);
  const ar = locale === "ar";
  return (
    <main>
      <AdminPageHeader title={t("meals.title")} intro={t("meals.intro")} action={{ href: "/admin/dashboard/meals/add", label: t("meals.add") }} />
      <AdminTable
        resource="meals"
        locale={locale}
        path="/admin/dashboard/meals"
        caption={t("meals.title")}
        records={t("meals.records")}
        page={page}
        state={state}
        rowName={(row) => (ar ? row.nameAr : row.nameEn)}
        editPath={(row) => pagePath("/admin/dashboard/meals/edit/[id]", { id: row.id })}
        columns={[
          { key: "name", label: t("meals.name"), sort: "name", cell: (row) => <NamedLogo name={ar ? row.nameAr : row.nameEn} logo={row.image} /> },
          { key: "kind", label: t("meals.kind"), sort: "kind", cell: (row) => t(`meals.kinds.${row.kind}`) },
          { key: "price", label: t("meals.price"), sort: "price", cell: (row) => <Sar halalas={row.price} /> },
          { key: "flights", label: t("meals.flights"), sort: "flights", cell: (row) => <UsedBy count={row.flightCount} /> },
        ]}
      />
    </main>
  );
}

export default adminPage(MealsPageBody);
