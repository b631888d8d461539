import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminTable } from "@/components/admin/admin-table";
import { CustomerFilters } from "@/components/admin/customers/customer-filters";
import { CustomerStateBadges } from "@/components/admin/customers/customer-state";
import { Latin } from "@/components/ui/latin";
import { customerListState } from "@/lib/admin/customers";
import { adminPageContext } from "@/lib/admin/page-context";
import { clockDateTime } from "@/lib/format/clock";
import { pagePath } from "@/lib/i18n/typed-routes";
import { listAdminCustomers } from "@/lib/provider/admin-customers";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminCustomers"))("title"));

async function CustomersPageBody({ params, searchParams }: PageProps<"/[locale]/admin/dashboard/customers">) {
  const { locale, token } = await adminPageContext(params, "/admin/dashboard/customers");
  const state = customerListState(await searchParams);
  const [t, tb, format, page] = await Promise.all([
    getTranslations("AdminCustomers"),
    getTranslations("AdminBookings"),
    getFormatter(),
    listAdminCustomers(token, locale, state.query),
  ]);
  return (
    <main>
      <AdminPageHeader title={t("title")} intro={t("intro")} />
      <AdminTable
        locale={locale}
        path="/admin/dashboard/customers"
        caption={t("title")}
        records={t("records")}
        page={page}
        state={state.list}
        searchForm={<CustomerFilters locale={locale} state={state} />}
        rowLink="view"
        rowName={(row) => row.name}
        editPath={(row) => pagePath("/admin/dashboard/customers/[id]", { id: row.id })}
        columns={[
          { key: "name", label: tb("accountName"), sort: "name", cell: (row) => <bdi>{row.name}</bdi> },
          {
            key: "email",
            label: tb("email"),
            sort: "email",
            cell: (row) => (
              <span className="flex flex-col">
                <Latin>{row.email}</Latin>
                <Latin className="text-xs text-slate-600">{row.phone}</Latin>
              </span>
            ),
          },
          { key: "state", label: t("state"), cell: (row) => <CustomerStateBadges customer={row} /> },
          { key: "bookings", label: t("bookings"), sort: "bookings", className: "tabular-nums", cell: (row) => format.number(row.bookings) },
          {
            key: "joined",
            label: t("joined"),
            sort: "created",
            cell: (row) => <span className="text-slate-600">{clockDateTime(format, row.createdAt, "Asia/Riyadh")}</span>,
          },
        ]}
      />
    </main>
  );
}

export default adminPage(CustomersPageBody);
