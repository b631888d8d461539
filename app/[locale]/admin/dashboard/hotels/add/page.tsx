import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { HotelForm } from "@/components/admin/hotels/hotel-form";
import { newHotelValues } from "@/lib/admin/hotels";
import { adminPageContext } from "@/lib/admin/page-context";
import { getStayCities } from "@/lib/provider/stays";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminHotels"))("add"));

async function AddHotelBody({ params }: PageProps<"/[locale]/admin/dashboard/hotels/add">) {
  const { locale } = await adminPageContext(params, "/admin/dashboard/hotels/add");
  const [t, tc, cities] = await Promise.all([getTranslations("AdminHotels"), getTranslations("AdminCatalogue"), getStayCities(locale)]);
  return (
    <main>
      <AdminPageHeader title={t("add")} back={{ href: "/admin/dashboard/hotels", label: tc("backToList") }} />
      <p className="mt-3 text-sm text-slate-600">{t("addIntro")}</p>
      <HotelForm id={null} initial={newHotelValues()} cities={cities} />
    </main>
  );
}

export default adminPage(AddHotelBody);
