import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminTable } from "@/components/admin/admin-table";
import { Sar } from "@/components/admin/sar";
import { chaletListStateOf } from "@/lib/admin/chalets";
import { adminPageContext } from "@/lib/admin/page-context";
import { listAdminChalets } from "@/lib/provider/admin-chalets";
import { pagePath } from "@/lib/i18n/typed-routes";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminChalets"))("title"));

async function ChaletsPageBody({ params, searchParams }: PageProps<"/[locale]/admin/dashboard/chalets">) {
  const { locale, token } = await adminPageContext(params, "/admin/dashboard/chalets");
  const state = chaletListStateOf(await searchParams);
  const [t, page] = await Promise.all([getTranslations("AdminChalets"), listAdminChalets(token, locale, state)]);
  const ar = locale === "ar";
  return (
    <main>
      <AdminPageHeader title={t("title")} intro={t("intro")} action={{ href: "/admin/dashboard/chalets/add", label: t("add") }} />
      <AdminTable
        locale={locale}
        path="/admin/dashboard/chalets"
        caption={t("title")}
        records={t("records")}
        searchPlaceholder={t("searchPlaceholder")}
        page={page}
        state={state}
        rowName={(row) => (ar ? row.nameAr : row.nameEn)}
        editPath={(row) => pagePath("/admin/dashboard/chalets/edit/[id]", { id: row.id })}
        columns={[
          { key: "name", label: t("columns.name"), sort: "name", cell: (row) => (ar ? row.nameAr : row.nameEn) },
          {
            key: "city",
            label: t("columns.city"),
            sort: "city",
            cell: (row) => `${ar ? row.cityNameAr : row.cityNameEn} · ${ar ? row.districtAr : row.districtEn}`,
          },
          { key: "capacity", label: t("columns.capacity"), sort: "capacity", cell: (row) => row.capacity },
          { key: "nightly", label: t("columns.nightlyPrice"), sort: "nightlyPrice", cell: (row) => <Sar halalas={row.nightlyPrice} /> },
          { key: "weekend", label: t("columns.weekendPrice"), cell: (row) => <Sar halalas={row.weekendPrice} /> },
          { key: "minNights", label: t("columns.minNights"), sort: "minNights", cell: (row) => t("nights", { count: row.minNights }) },
          { key: "bookings", label: t("columns.bookings"), cell: (row) => row.bookingCount },
          {
            key: "status",
            label: t("columns.status"),
            cell: (row) =>
              row.archivedAt ? (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">{t("archived")}</span>
              ) : (
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">{t("onSale")}</span>
              ),
          },
        ]}
      />
    </main>
  );
}

export default adminPage(ChaletsPageBody);
