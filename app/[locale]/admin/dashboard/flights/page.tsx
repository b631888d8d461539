import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminTable } from "@/components/admin/admin-table";
import { FlightLoad, FlightStatusBadge } from "@/components/admin/flights/flight-list-cells";
import { Latin } from "@/components/ui/latin";
import { flightListState } from "@/lib/admin/flights";
import { adminPageContext } from "@/lib/admin/page-context";
import { listAdminFlights } from "@/lib/provider/admin-flights";
import { pagePath } from "@/lib/i18n/typed-routes";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminFlights"))("title"));

async function FlightsPageBody({ params, searchParams }: PageProps<"/[locale]/admin/dashboard/flights">) {
  const { locale, token } = await adminPageContext(params, "/admin/dashboard/flights");
  const state = flightListState(await searchParams);
  const [t, format, page] = await Promise.all([getTranslations("AdminFlights"), getFormatter(), listAdminFlights(token, locale, state)]);
  const ar = locale === "ar";
  return (
    <main>
      <AdminPageHeader title={t("title")} intro={t("intro")} action={{ href: "/admin/dashboard/flight/add", label: t("add") }} />
      <AdminTable
        locale={locale}
        path="/admin/dashboard/flights"
        caption={t("title")}
        records={t("records")}
        searchPlaceholder={t("searchPlaceholder")}
        page={page}
        state={state}
        rowName={(row) => row.flightNumber}
        editPath={(row) => pagePath("/admin/dashboard/flight/edit/[id]", { id: row.id })}
        columns={[
          { key: "number", label: t("number"), sort: "number", cell: (row) => <Latin>{row.flightNumber}</Latin> },
          { key: "route", label: t("route"), cell: (row) => <Latin>{`${row.from} → ${row.to}`}</Latin> },
          {
            key: "date",
            label: t("date"),
            sort: "date",
            cell: (row) => (
              <span className="tabular-nums">
                {format.dateTime(new Date(`${row.date}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" })} · <Latin>{row.departureTime}</Latin>
              </span>
            ),
          },
          { key: "airline", label: t("airline"), cell: (row) => (ar ? row.airlineAr : row.airlineEn) },
          {
            key: "status",
            label: t("statusColumn"),
            sort: "status",
            cell: (row) => <FlightStatusBadge status={row.status} label={t(`status.${row.status}`)} />,
          },
          {
            key: "load",
            label: t("load"),
            sort: "load",
            cell: (row) => (
              <FlightLoad
                taken={row.seatsTaken}
                capacity={row.seatCapacity}
                label={t("loadValue", { taken: format.number(row.seatsTaken), capacity: format.number(row.seatCapacity) })}
              />
            ),
          },
        ]}
      />
    </main>
  );
}

export default adminPage(FlightsPageBody);
