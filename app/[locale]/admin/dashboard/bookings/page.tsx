import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminTable } from "@/components/admin/admin-table";
import { BookingFilters } from "@/components/admin/bookings/booking-filters";
import { BookingService } from "@/components/admin/bookings/booking-service";
import { StatusBadges } from "@/components/reservations/status-badges";
import { Latin } from "@/components/ui/latin";
import { bookingListState } from "@/lib/admin/bookings";
import { adminPageContext } from "@/lib/admin/page-context";
import { clockDateTime } from "@/lib/format/clock";
import { pagePath } from "@/lib/i18n/typed-routes";
import { listAdminReservations } from "@/lib/provider/admin-reservations";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminBookings"))("title"));

async function BookingsPageBody({ params, searchParams }: PageProps<"/[locale]/admin/dashboard/bookings">) {
  const { locale, token } = await adminPageContext(params, "/admin/dashboard/bookings");
  const state = bookingListState(await searchParams);
  const [t, format, page] = await Promise.all([getTranslations("AdminBookings"), getFormatter(), listAdminReservations(token, locale, state.query)]);
  return (
    <main>
      <AdminPageHeader title={t("title")} intro={t("intro")} />
      <AdminTable
        locale={locale}
        path="/admin/dashboard/bookings"
        caption={t("title")}
        records={t("records")}
        page={page}
        state={state.list}
        searchForm={<BookingFilters locale={locale} state={state} />}
        rowLink="view"
        rowName={(row) => row.reference}
        editPath={(row) => pagePath("/admin/dashboard/bookings/[id]", { id: row.id })}
        columns={[
          { key: "reference", label: t("reference"), sort: "reference", cell: (row) => <Latin>{row.reference}</Latin> },
          { key: "service", label: t("service"), sort: "service", cell: (row) => <BookingService row={row} /> },
          {
            key: "customer",
            label: t("customer"),
            cell: (row) => (
              <span className="flex flex-col">
                <bdi>{row.leadName ?? row.customerName}</bdi>
                <Latin className="text-xs text-slate-600">{row.customerEmail}</Latin>
              </span>
            ),
          },
          {
            key: "total",
            label: t("total"),
            sort: "total",
            className: "tabular-nums",
            cell: (row) => format.number(row.total / 100, { style: "currency", currency: "SAR" }),
          },
          { key: "status", label: t("status"), sort: "status", cell: (row) => <StatusBadges status={row.status} paymentStatus={row.paymentStatus} /> },
          {
            key: "made",
            label: t("made"),
            sort: "created",
            cell: (row) => <span className="text-slate-600">{clockDateTime(format, row.createdAt, "Asia/Riyadh")}</span>,
          },
        ]}
      />
    </main>
  );
}

export default adminPage(BookingsPageBody);
