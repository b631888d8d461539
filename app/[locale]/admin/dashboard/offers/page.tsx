import { getFormatter, getTranslations } from "next-intl/server";
import { Star } from "lucide-react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminTable } from "@/components/admin/admin-table";
import { Sar } from "@/components/admin/sar";
import { Latin } from "@/components/ui/latin";
import { offerListStateOf } from "@/lib/admin/offers";
import { adminPageContext } from "@/lib/admin/page-context";
import { listAdminOffers } from "@/lib/provider/admin-offers";
import { pagePath } from "@/lib/i18n/typed-routes";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminOffers"))("title"));

const STATUS_TONE = {
  active: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  upcoming: "bg-sky-50 text-sky-800 ring-sky-200",
  soldOut: "bg-amber-50 text-amber-900 ring-amber-200",
  expired: "bg-slate-100 text-slate-700 ring-slate-200",
} as const;

async function OffersPageBody({ params, searchParams }: PageProps<"/[locale]/admin/dashboard/offers">) {
  const { locale, token } = await adminPageContext(params, "/admin/dashboard/offers");
  const state = offerListStateOf(await searchParams);
  const [t, format, page] = await Promise.all([getTranslations("AdminOffers"), getFormatter(), listAdminOffers(token, locale, state)]);
  const ar = locale === "ar";
  const day = (value: string) => format.dateTime(new Date(`${value}T12:00:00Z`), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  return (
    <main>
      <AdminPageHeader title={t("title")} intro={t("intro")} action={{ href: "/admin/dashboard/offers/add", label: t("add") }} />
      <AdminTable
        locale={locale}
        path="/admin/dashboard/offers"
        caption={t("title")}
        records={t("records")}
        searchPlaceholder={t("searchPlaceholder")}
        page={page}
        state={state}
        rowName={(row) => (ar ? row.titleAr : row.titleEn)}
        editPath={(row) => pagePath("/admin/dashboard/offers/edit/[id]", { id: row.id })}
        columns={[
          {
            key: "title",
            label: t("columns.title"),
            sort: "title",
            cell: (row) => (
              <span className="inline-flex items-center gap-1.5">
                {row.isFeatured ? <Star aria-label={t("featured")} className="size-4 shrink-0 fill-amber-400 text-amber-500" /> : null}
                {ar ? row.titleAr : row.titleEn}
              </span>
            ),
          },
          { key: "type", label: t("columns.type"), cell: (row) => t(`types.${row.type}`) },
          {
            key: "route",
            label: t("columns.route"),
            cell: (row) => <Latin>{row.origin ? `${row.origin} → ${row.destination}` : row.destination}</Latin>,
          },
          { key: "start", label: t("columns.startDate"), sort: "startDate", cell: (row) => day(row.startDate) },
          { key: "end", label: t("columns.endDate"), sort: "endDate", cell: (row) => day(row.endDate) },
          { key: "price", label: t("columns.price"), sort: "price", cell: (row) => <Sar halalas={row.price} /> },
          { key: "places", label: t("columns.availability"), sort: "availability", cell: (row) => format.number(row.availability) },
          {
            key: "status",
            label: t("columns.status"),
            cell: (row) => (
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONE[row.status]}`}>{t(`status.${row.status}`)}</span>
            ),
          },
          { key: "updated", label: t("columns.updated"), sort: "updated", cell: (row) => format.relativeTime(new Date(row.updatedAt)) },
        ]}
      />
    </main>
  );
}

export default adminPage(OffersPageBody);
