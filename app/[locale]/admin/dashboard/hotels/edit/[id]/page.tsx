import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ExternalLink } from "lucide-react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { HotelDangerZone } from "@/components/admin/hotels/hotel-danger-zone";
import { HotelForm } from "@/components/admin/hotels/hotel-form";
import { RoomTypesPanel } from "@/components/admin/hotels/room-types-panel";
import { hotelFormValues } from "@/lib/admin/hotels";
import { adminPageContext, recordId } from "@/lib/admin/page-context";
import { Link } from "@/lib/i18n/navigation";
import { pagePath } from "@/lib/i18n/typed-routes";
import { getAdminHotel } from "@/lib/provider/admin-hotels";
import { getStayCities } from "@/lib/provider/stays";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminHotels"))("edit"));

async function EditHotelBody({ params }: PageProps<"/[locale]/admin/dashboard/hotels/edit/[id]">) {
  const raw = (await params).id;
  const { locale, token } = await adminPageContext(params, `/admin/dashboard/hotels/edit/${raw}`);
  const id = recordId(raw);
  const [hotel, cities] = await Promise.all([id === null ? null : getAdminHotel(token, locale, id), getStayCities(locale)]);
  if (!hotel) notFound();
  const [t, tc] = await Promise.all([getTranslations("AdminHotels"), getTranslations("AdminCatalogue")]);
  return (
    <main>
      <AdminPageHeader title={t("edit")} back={{ href: "/admin/dashboard/hotels", label: tc("backToList") }} />
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        {hotel.archived ? <span>{t("archived")}</span> : null}
        <span>{t("reservations", { count: hotel.reservationCount })}</span>
        {hotel.archived ? null : (
          <Link href={pagePath("/hotel/[id]", { id: hotel.id })} className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline">
            {t("viewPublic")}
            <ExternalLink aria-hidden className="size-3.5" />
          </Link>
        )}
      </p>
      <HotelForm id={hotel.id} initial={hotelFormValues(hotel)} cities={cities} />
      <RoomTypesPanel hotel={hotel} />
      <HotelDangerZone id={hotel.id} archived={hotel.archived} reservationCount={hotel.reservationCount} />
    </main>
  );
}

export default adminPage(EditHotelBody);
