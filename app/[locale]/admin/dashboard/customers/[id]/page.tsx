import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminTable } from "@/components/admin/admin-table";
import { bookingColumns } from "@/components/admin/bookings/booking-columns";
import { CustomerAccount, CustomerActions } from "@/components/admin/customers/customer-sections";
import { bookingListState } from "@/lib/admin/bookings";
import { adminPageContext } from "@/lib/admin/page-context";
import { pagePath } from "@/lib/i18n/typed-routes";
import { getAdminCustomer } from "@/lib/provider/admin-customers";
import { listAdminReservations } from "@/lib/provider/admin-reservations";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminCustomers"))("title"));

async function CustomerPageBody({ params, searchParams }: PageProps<"/[locale]/admin/dashboard/customers/[id]">) {
  const id = (await params).id;
  const { locale, token, user } = await adminPageContext(params, `/admin/dashboard/customers/${id}`);
  const customer = await getAdminCustomer(token, locale, id);
  if (!customer) notFound();
  // Their bookings: the Bookings list narrowed to the account (its search, sort and pages in this page's URL).
  const state = bookingListState(await searchParams);
  const [t, tb, columns, bookings] = await Promise.all([
    getTranslations("AdminCustomers"),
    getTranslations("AdminBookings"),
    bookingColumns({ account: false }),
    listAdminReservations(token, locale, { ...state.query, account: customer.id }),
  ]);
  return (
    <main>
      <AdminPageHeader title={customer.name} back={{ href: "/admin/dashboard/customers", label: t("backToList") }} />
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <CustomerAccount customer={customer} />
        <CustomerActions customer={customer} self={customer.id === user.id} />
      </div>
      <section aria-labelledby="customer-bookings" className="mt-8">
        <h2 id="customer-bookings" className="text-lg font-bold text-slate-900">
          {t("bookingsTitle")}
        </h2>
        <AdminTable
          locale={locale}
          path={pagePath("/admin/dashboard/customers/[id]", { id: customer.id })}
          caption={t("bookingsTitle")}
          records={tb("records")}
          searchPlaceholder={tb("searchPlaceholder")}
          page={bookings}
          state={state.list}
          rowLink="view"
          rowName={(row) => row.reference}
          editPath={(row) => pagePath("/admin/dashboard/bookings/[id]", { id: row.id })}
          columns={columns}
        />
      </section>
    </main>
  );
}

export default adminPage(CustomerPageBody);
