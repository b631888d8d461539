import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ExternalLink } from "lucide-react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { OfferDangerZone } from "@/components/admin/offers/offer-danger-zone";
import { OfferForm } from "@/components/admin/offers/offer-form";
import { offerFormValues } from "@/lib/admin/offers";
import { adminPageContext, recordId } from "@/lib/admin/page-context";
import { Link } from "@/lib/i18n/navigation";
import { pagePath } from "@/lib/i18n/typed-routes";
import { getAdminOffer } from "@/lib/provider/admin-offers";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminOffers"))("edit"));

async function EditOfferBody({ params }: PageProps<"/[locale]/admin/dashboard/offers/edit/[id]">) {
  const raw = (await params).id;
  const { locale, token } = await adminPageContext(params, `/admin/dashboard/offers/edit/${raw}`);
  const id = recordId(raw);
  const offer = id === null ? null : await getAdminOffer(token, locale, id);
  if (!offer) notFound();
  const [t, tc] = await Promise.all([getTranslations("AdminOffers"), getTranslations("AdminCatalogue")]);
  return (
    <main>
      <AdminPageHeader title={t("edit")} back={{ href: "/admin/dashboard/offers", label: tc("backToList") }} />
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>{t(`status.${offer.status}`)}</span>
        <span>{t("reservations", { count: offer.reservationCount })}</span>
        <Link
          href={pagePath("/offer/[offerId]", { offerId: offer.id })}
          className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline"
        >
          {t("viewPublic")}
          <ExternalLink aria-hidden className="size-3.5" />
        </Link>
      </p>
      <OfferForm id={offer.id} initial={offerFormValues(offer)} />
      <OfferDangerZone id={offer.id} name={locale === "ar" ? offer.titleAr : offer.titleEn} reservationCount={offer.reservationCount} />
    </main>
  );
}

export default adminPage(EditOfferBody);
