import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ExternalLink } from "lucide-react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { ChaletDangerZone } from "@/components/admin/chalets/chalet-danger-zone";
import { ChaletForm } from "@/components/admin/chalets/chalet-form";
import { ChaletRates } from "@/components/admin/chalets/chalet-rates";
import { chaletFormValues } from "@/lib/admin/chalets";
import { adminPageContext, recordId } from "@/lib/admin/page-context";
import { Link } from "@/lib/i18n/navigation";
import { pagePath } from "@/lib/i18n/typed-routes";
import { getAdminChalet } from "@/lib/provider/admin-chalets";
import { getStayCities } from "@/lib/provider/stays";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminChalets"))("edit"));

async function EditChaletBody({ params }: PageProps<"/[locale]/admin/dashboard/chalets/edit/[id]">) {
  const raw = (await params).id;
  const { locale, token } = await adminPageContext(params, `/admin/dashboard/chalets/edit/${raw}`);
  const id = recordId(raw);
  const chalet = id === null ? null : await getAdminChalet(token, locale, id);
  if (!chalet) notFound();
  const name = locale === "ar" ? chalet.nameAr : chalet.nameEn;
  const [t, tc, cities] = await Promise.all([getTranslations("AdminChalets"), getTranslations("AdminCatalogue"), getStayCities(locale)]);
  return (
    <main>
      <AdminPageHeader title={t("edit")} back={{ href: "/admin/dashboard/chalets", label: tc("backToList") }} />
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>{chalet.archivedAt ? t("archived") : t("onSale")}</span>
        <span>{t("bookings", { count: chalet.bookingCount })}</span>
        <Link href={pagePath("/chalet/[id]", { id: chalet.id })} className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline">
          {t("viewPublic")}
          <ExternalLink aria-hidden className="size-3.5" />
        </Link>
      </p>
      <ChaletForm id={chalet.id} initial={chaletFormValues(chalet)} cities={cities.map(({ slug, name }) => ({ slug, name }))} />
      <ChaletRates id={chalet.id} name={name} rules={chalet.rates} />
      <ChaletDangerZone id={chalet.id} name={name} bookingCount={chalet.bookingCount} archived={chalet.archivedAt !== null} />
    </main>
  );
}

export default adminPage(EditChaletBody);
