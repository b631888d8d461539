import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getCurrentUser } from "@/lib/auth/session";
import { localizePath } from "@/lib/auth/post-login";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { getHotel } from "@/lib/provider/stays";
import { guestsPerRoom, parseStayDetailsParams, stayDetailsQueryString } from "@/lib/stays/details-query";
import { FavoriteToggle } from "@/components/favorites/favorite-toggle";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { galleryImages } from "@/components/stays/details/gallery-images";
import { HotelBooking } from "@/components/stays/details/hotel-booking";
import { HotelRooms } from "@/components/stays/details/hotel-rooms";
import { StayAbout, HotelTimes } from "@/components/stays/details/stay-facts";
import { StayDatesForm } from "@/components/stays/details/stay-dates-form";
import { StayGallery } from "@/components/stays/details/stay-gallery";
import { StayHeading } from "@/components/stays/details/stay-heading";
import { STAY_DATES_PAGE_MESSAGES } from "@/components/stays/details/stay-booking-messages";

// The hotel's page for dates (checkIn, checkOut, guests, rooms, room): proxy.ts rewrites `/hotel/<id>?checkIn=…` here, so the
// visitor's address stays the same and the cached page (../page.tsx) never reads a query. Per request and blocking: rooms left and prices change with every booking, and the dates are the visitor's.
export const instant = false;

type Props = PageProps<"/[locale]/hotel/[id]/dates">;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  // The body's own read (same dates, so React's cache answers both with one provider call).
  const query = parseStayDetailsParams(await searchParams);
  const dates = { ...query.dates, guests: guestsPerRoom(query.guests, query.rooms) };
  const [t, hotel] = await Promise.all([getTranslations({ locale, namespace: "StayDetails" }), getHotel(id, dates, locale).catch(() => null)]);
  if (!hotel || hotel === "missing") return { title: t("notFoundTitle"), robots: { index: false } };
  return {
    title: t("metaTitle", { name: hotel.name, city: hotel.city }),
    robots: { index: false },
    alternates: { canonical: localizedPath(`/hotel/${hotel.id}`, locale) },
  };
}

async function HotelPageBody({ params, searchParams }: Props) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  setRequestLocale(locale);
  const query = parseStayDetailsParams(await searchParams);
  const perRoom = guestsPerRoom(query.guests, query.rooms);
  const [hotel, user] = await Promise.all([getHotel(id, { ...query.dates, guests: perRoom }, locale), getCurrentUser()]);
  if (hotel === "missing") notFound();
  const stay = { checkIn: query.dates?.checkIn, checkOut: query.dates?.checkOut, guests: query.guests, rooms: query.rooms };
  const pathOf = (room: number | null) => `/hotel/${hotel.id}?${stayDetailsQueryString({ ...stay, room })}`;
  const chosen = query.dates ? (hotel.rooms.find((r) => r.id === query.roomId) ?? null) : null;
  const here = localizePath(pathOf(chosen?.id ?? null), locale);

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-16 sm:pt-10">
      {/* Phone: what the stay is, the dates and the choice, then the booking box, then the rest; desktop: the box beside. */}
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
            favorite={<FavoriteToggle target={{ kind: "hotel", id: hotel.id }} signedIn={Boolean(user)} loginRedirect={here} />}
          />
          <StayGallery name={hotel.name} images={galleryImages(hotel.photos)} />
          <StayDatesForm kind="hotel" params={query} roomId={chosen?.id ?? null} />
          <HotelRooms
            rooms={hotel.rooms}
            guests={perRoom}
            chosenId={chosen?.id ?? null}
            hasDates={Boolean(query.dates)}
            chooseHref={(room) => `${pathOf(room)}#book`}
          />
        </div>
        <HotelBooking hotel={hotel} query={query} chosen={chosen} user={user} here={here} />
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">
          <StayAbout description={hotel.description} amenities={hotel.amenities} />
          <HotelTimes hotel={hotel} />
        </div>
      </div>
    </main>
  );
}

export default function HotelPage(props: Props) {
  return (
    <DynamicPage params={props.params} namespaces={STAY_DATES_PAGE_MESSAGES}>
      <HotelPageBody {...props} />
    </DynamicPage>
  );
}
