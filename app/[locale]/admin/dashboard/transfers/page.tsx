import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminTable } from "@/components/admin/admin-table";
import { NamedLogo } from "@/components/admin/named-logo";
import { Sar } from "@/components/admin/sar";
import { UsedBy } from "@/components/admin/used-by";
import { Latin } from "@/components/ui/latin";
import { listStateOf } from "@/lib/admin/catalogue";
import { adminPageContext } from "@/lib/admin/page-context";
import { listCatalogue } from "@/lib/provider/admin-catalogue";
import { pagePath } from "@/lib/i18n/typed-routes";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminCatalogue"))("transfers.title"));

async function TransfersPageBody({ params, searchParams }: PageProps<"/[locale]/admin/dashboard/transfers">) {
  const { locale, token } = await adminPageContext(params, "/admin/dashboard/transfers");
  const state = listStateOf("transfers", await searchParams);
  const [t, stays, page] = await Promise.all([getTranslations("AdminCatalogue"), getTranslations("Stays"), listCatalogue("transfers", token, locale, state)]);
  const ar = locale === "ar";
  return (
    <main>
      <AdminPageHeader
        title={t("transfers.title")}
        intro={t("transfers.intro")}
        action={{ href: "/admin/dashboard/transfers/add", label: t("transfers.add") }}
      />
      <AdminTable
        resource="transfers"
        locale={locale}
        path="/admin/dashboard/transfers"
        caption={t("transfers.title")}
        records={t("transfers.records")}
        page={page}
        state={state}
        rowName={(row) => `${row.airportCode} – ${ar ? row.areaAr : row.areaEn} (${stays(`vehicleClasses.${row.vehicleClass}`)})`}
        editPath={(row) => pagePath("/admin/dashboard/transfers/edit/[id]", { id: row.id })}
        searchPlaceholder={t("transfers.searchPlaceholder")}
        columns={[
          { key: "airport", label: t("transfers.airport"), sort: "airport", cell: (row) => <Latin>{row.airportCode}</Latin> },
          {
            key: "area",
            label: t("transfers.zone"),
            sort: "area",
            cell: (row) => (
              <>
                {ar ? row.areaAr : row.areaEn}
                {row.archived ? (
                  <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{t("transfers.archivedBadge")}</span>
                ) : null}
              </>
            ),
          },
          {
            key: "vehicle",
            label: t("transfers.vehicleClass"),
            sort: "vehicle",
            cell: (row) => <NamedLogo name={`${stays(`vehicleClasses.${row.vehicleClass}`)} · ${ar ? row.vehicleAr : row.vehicleEn}`} logo={row.photo} />,
          },
          {
            key: "capacity",
            label: t("transfers.capacity"),
            cell: (row) => t("transfers.capacityValue", { seats: row.maxPassengers, bags: row.maxBags }),
          },
          { key: "price", label: t("transfers.price"), sort: "price", cell: (row) => <Sar halalas={row.price} /> },
          { key: "vehicles", label: t("transfers.vehiclesPerSlot"), sort: "vehicles", cell: (row) => row.vehiclesPerSlot },
          { key: "bookings", label: t("transfers.bookings"), sort: "bookings", cell: (row) => <UsedBy count={row.bookingCount} by="bookings" /> },
        ]}
      />
    </main>
  );
}

export default adminPage(TransfersPageBody);
