import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminTable } from "@/components/admin/admin-table";
import { bookingColumns } from "@/components/admin/bookings/booking-columns";
import { BookingFilters } from "@/components/admin/bookings/booking-filters";
import { bookingListState } from "@/lib/admin/bookings";
import { adminPageContext } from "@/lib/admin/page-context";
import { pagePath } from "@/lib/i18n/typed-routes";
import { listAdminReservations } from "@/lib/provider/admin-reservations";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminBookings"))("title"));

async function BookingsPageBody({ params, searchParams }: PageProps<"/[locale]/admin/dashboard/bookings">) {
  const { locale, token } = await adminPageContext(params, "/admin/dashboard/bookings");
  const state = bookingListState(await searchParams);
  const [t, columns, page] = await Promise.all([getTranslations("AdminBookings"), bookingColumns(), listAdminReservations(token, locale, state.query)]);
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
        columns={columns}
      />
    </main>
  );
}

export default adminPage(BookingsPageBody);
