import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminTable } from "@/components/admin/admin-table";
import { UsedBy } from "@/components/admin/used-by";
import { PlaneModel } from "@/components/flights/plane-model";
import { listStateOf } from "@/lib/admin/catalogue";
import { adminPageContext } from "@/lib/admin/page-context";
import { listCatalogue } from "@/lib/provider/admin-catalogue";
import { pagePath } from "@/lib/i18n/typed-routes";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminCatalogue"))("planes.title"));

async function PlanesPageBody({ params, searchParams }: PageProps<"/[locale]/admin/dashboard/planes">) {
  const { locale, token } = await adminPageContext(params, "/admin/dashboard/planes");
  const state = listStateOf("planes", await searchParams);
  const [t, format, page] = await Promise.all([getTranslations("AdminCatalogue"), getFormatter(), listCatalogue("planes", token, locale, state)]);
  return (
    <main>
      <AdminPageHeader title={t("planes.title")} intro={t("planes.intro")} action={{ href: "/admin/dashboard/planes/add", label: t("planes.add") }} />
      <AdminTable
        resource="planes"
        locale={locale}
        path="/admin/dashboard/planes"
        caption={t("planes.title")}
        records={t("planes.records")}
        page={page}
        state={state}
        rowName={(row) => (locale === "en" ? row.model : row.modelAr)}
        editPath={(row) => pagePath("/admin/dashboard/planes/edit/[id]", { id: row.id })}
        columns={[
          {
            key: "model",
            label: t("planes.modelColumn"),
            sort: "model",
            cell: (row) => <PlaneModel model={locale === "en" ? row.model : row.modelAr} locale={locale} />,
          },
          {
            key: "seats",
            label: t("planes.seats"),
            sort: "seats",
            cell: (row) => (
              <span>
                <span className="font-semibold">{format.number(row.seats.first + row.seats.business + row.seats.economy)}</span>
                <span className="block text-xs text-muted">
                  {t("planes.seatsSummary", { first: row.seats.first, business: row.seats.business, economy: row.seats.economy })}
                </span>
              </span>
            ),
          },
          { key: "flights", label: t("planes.flights"), sort: "flights", cell: (row) => <UsedBy count={row.flightCount} /> },
        ]}
      />
    </main>
  );
}

export default adminPage(PlanesPageBody);
