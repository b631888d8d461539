import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminTable } from "@/components/admin/admin-table";
import { hotelListStateOf } from "@/lib/admin/hotels";
import { adminPageContext } from "@/lib/admin/page-context";
import { listAdminHotels } from "@/lib/provider/admin-hotels";
import { pagePath } from "@/lib/i18n/typed-routes";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminHotels"))("title"));

async function HotelsPageBody({ params, searchParams }: PageProps<"/[locale]/admin/dashboard/hotels">) {
  const { locale, token } = await adminPageContext(params, "/admin/dashboard/hotels");
  const state = hotelListStateOf(await searchParams);
  const [t, page] = await Promise.all([getTranslations("AdminHotels"), listAdminHotels(token, locale, state)]);
  const ar = locale === "ar";
  return (
    <main>
      <AdminPageHeader title={t("title")} intro={t("intro")} action={{ href: "/admin/dashboard/hotels/add", label: t("add") }} />
      <AdminTable
        locale={locale}
        path="/admin/dashboard/hotels"
        caption={t("title")}
        records={t("records")}
        searchPlaceholder={t("searchPlaceholder")}
        page={page}
        state={state}
        rowName={(row) => (ar ? row.nameAr : row.nameEn)}
        editPath={(row) => pagePath("/admin/dashboard/hotels/edit/[id]", { id: row.id })}
        columns={[
          {
            key: "name",
            label: t("columns.name"),
            sort: "name",
            cell: (row) => (
              <span className="inline-flex flex-wrap items-center gap-1.5">
                {ar ? row.nameAr : row.nameEn}
                {row.archived ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{t("archived")}</span> : null}
              </span>
            ),
          },
          { key: "city", label: t("columns.city"), sort: "city", cell: (row) => row.cityName },
          { key: "stars", label: t("columns.stars"), sort: "stars", cell: (row) => t("starsValue", { count: row.stars }) },
          { key: "rooms", label: t("columns.roomTypes"), cell: (row) => t("roomTypesValue", { count: row.roomTypeCount }) },
          { key: "reservations", label: t("columns.reservations"), sort: "reservations", cell: (row) => t("reservations", { count: row.reservationCount }) },
        ]}
      />
    </main>
  );
}

export default adminPage(HotelsPageBody);
