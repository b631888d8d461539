import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { localizePath } from "@/lib/auth/post-login";
import type { Locale } from "@/lib/i18n/routing";
import { getHotelShowcase } from "@/lib/provider/stay-pages";
import { cachedStayDateBounds } from "@/lib/stays/date-bounds";
import { parseStayDetailsParams } from "@/lib/stays/details-query";
import { stayJsonLd, stayMetadata } from "@/lib/stays/stay-seo";
import { FavoriteToggle } from "@/components/favorites/favorite-toggle";
import { ClientMessages } from "@/components/i18n/client-messages";
import { JsonLd } from "@/components/seo/json-ld";
import { galleryImages } from "@/components/stays/details/gallery-images";
import { HotelFromBox } from "@/components/stays/details/stay-booking-box";
import { HotelRooms } from "@/components/stays/details/hotel-rooms";
import { StayAbout, HotelTimes } from "@/components/stays/details/stay-facts";
import { StayDatesForm } from "@/components/stays/details/stay-dates-form";
import { StayGallery } from "@/components/stays/details/stay-gallery";
import { StayHeading } from "@/components/stays/details/stay-heading";
import { STAY_PAGE_NAMESPACES } from "@/components/stays/details/stay-page-namespaces";

// A hotel's page without dates is the same for every visitor and every query string: rendered the first time it is
// asked for, then served from cache (tags content:stays and content:hotel:<id>; an admin's edit revalidates it). Its
// dates form is a GET form back to this address, and an address with dates (checkIn, checkOut, guests, rooms, room)
// is answered by the per-request page (./dates, rewritten there by proxy.ts), which prices the rooms for them. Who is
// signed in, and whether the hotel is saved, the heart learns in the browser. An unknown or archived id never renders
// here: proxy.ts answers it with the "stay not found" page and status 404 (lib/http/missing-resource.ts).
type Props = PageProps<"/[locale]/hotel/[id]">;

/** The page's own dates form, empty: the page never reads its query. */
const NO_DATES = parseStayDetailsParams({});

// Cache Components wants one id to prerender at build; the build never reaches the provider, so it is a stand-in.
export function generateStaticParams() {
  return [{ id: "1" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  const hotel = await getHotelShowcase(id, locale).catch(() => null);
  return stayMetadata(hotel && typeof hotel !== "string" ? { kind: "hotel", ...hotel } : hotel, locale);
}

export default async function HotelPage({ params }: Props) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  setRequestLocale(locale);
  const hotel = await getHotelShowcase(id, locale);
  if (hotel === "missing") notFound();
  // Only `next build` sees "pending" (it never reaches the provider): the first request after a start replaces it.
  if (hotel === "pending") return <main data-build-placeholder className="flex-1" />;
  const path = `/hotel/${hotel.id}`;
  const [jsonLd, bounds] = await Promise.all([stayJsonLd({ kind: "hotel", ...hotel }, locale), cachedStayDateBounds()]);
  return (
    <ClientMessages locale={locale} namespaces={STAY_PAGE_NAMESPACES}>
      <JsonLd data={jsonLd} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-16 sm:pt-10">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr]">
          <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
            <StayHeading
              kind="hotel"
              name={hotel.name}
              place={hotel.address}
              city={hotel.city}
              rating={hotel.rating}
              stars={hotel.stars}
              landmark={hotel.landmark}
              airportKm={hotel.airportKm}
              favorite={<FavoriteToggle target={{ kind: "hotel", id: hotel.id }} loginRedirect={localizePath(path, locale)} />}
            />
            <StayGallery name={hotel.name} images={galleryImages(hotel.photos)} />
            <StayDatesForm kind="hotel" params={NO_DATES} bounds={bounds} />
            <HotelRooms rooms={hotel.rooms} guests={NO_DATES.guests} chosenId={null} hasDates={false} chooseHref={() => path} />
          </div>
          <HotelFromBox rooms={hotel.rooms} />
          <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">
            <StayAbout description={hotel.description} amenities={hotel.amenities} />
            <HotelTimes hotel={hotel} />
          </div>
        </div>
      </main>
    </ClientMessages>
  );
}
