import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { OfferForm } from "@/components/admin/offers/offer-form";
import { newOfferValues } from "@/lib/admin/offers";
import { adminPageContext } from "@/lib/admin/page-context";
import { OFFER_TIMEZONE } from "@/provider/contracts/offer-rules";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminOffers"))("add"));

async function AddOfferBody({ params }: PageProps<"/[locale]/admin/dashboard/offers/add">) {
  await adminPageContext(params, "/admin/dashboard/offers/add");
  const [t, tc] = await Promise.all([getTranslations("AdminOffers"), getTranslations("AdminCatalogue")]);
  // Offers are sold by the calendar of Riyadh: a new one starts today there.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: OFFER_TIMEZONE }).format(new Date());
  return (
    <main>
      <AdminPageHeader title={t("add")} back={{ href: "/admin/dashboard/offers", label: tc("backToList") }} />
      <OfferForm id={null} initial={newOfferValues(today)} />
    </main>
  );
}

export default adminPage(AddOfferBody);
