import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getCurrentUser } from "@/lib/auth/session";
import { localizePath } from "@/lib/auth/post-login";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { getChalet } from "@/lib/provider/stays";
import { parseStayDetailsParams, stayDetailsQueryString } from "@/lib/stays/details-query";
import { FavoriteToggle } from "@/components/favorites/favorite-toggle";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { ChaletBooking } from "@/components/stays/details/chalet-booking";
import { galleryImages } from "@/components/stays/details/gallery-images";
import { HouseRules } from "@/components/stays/details/house-rules";
import { ChaletFacts, StayAbout } from "@/components/stays/details/stay-facts";
import { StayDatesForm } from "@/components/stays/details/stay-dates-form";
import { StayGallery } from "@/components/stays/details/stay-gallery";
import { StayHeading } from "@/components/stays/details/stay-heading";
import { STAY_DATES_PAGE_MESSAGES } from "@/components/stays/details/stay-booking-messages";

// The chalet's page for dates (checkIn, checkOut, guests): proxy.ts rewrites `/chalet/<id>?checkIn=…` here, so the
// visitor's address stays the same and the cached page (../page.tsx) never reads a query. Per request and blocking: availability and the price are for the visitor's dates, and taken nights change.
export const instant = false;

type Props = PageProps<"/[locale]/chalet/[id]/dates">;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  // The body's own read (same dates, so React's cache answers both with one provider call).
  const query = parseStayDetailsParams(await searchParams);
  const dates = { ...query.dates, guests: query.guests };
  const [t, chalet] = await Promise.all([getTranslations({ locale, namespace: "StayDetails" }), getChalet(id, dates, locale).catch(() => null)]);
  if (!chalet || chalet === "missing") return { title: t("notFoundTitle"), robots: { index: false } };
  return {
    title: t("metaTitle", { name: chalet.name, city: chalet.city }),
    robots: { index: false },
    alternates: { canonical: localizedPath(`/chalet/${chalet.id}`, locale) },
  };
}

async function ChaletPageBody({ params, searchParams }: Props) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  setRequestLocale(locale);
  const query = parseStayDetailsParams(await searchParams);
  const [chalet, user] = await Promise.all([getChalet(id, { ...query.dates, guests: query.guests }, locale), getCurrentUser()]);
  if (chalet === "missing") notFound();
  const here = localizePath(`/chalet/${chalet.id}?${stayDetailsQueryString({ ...query.dates, guests: query.guests })}`, locale);

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-16 sm:pt-10">
      {/* Phone: what the stay is, the dates and the choice, then the booking box, then the rest; desktop: the box beside. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr]">
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <StayHeading
            kind="chalet"
            name={chalet.name}
            place={chalet.district}
            city={chalet.city}
            rating={chalet.rating}
            favorite={<FavoriteToggle target={{ kind: "chalet", id: chalet.id }} signedIn={Boolean(user)} loginRedirect={here} />}
          />
          <StayGallery name={chalet.name} images={galleryImages(chalet.photos)} />
          <ChaletFacts chalet={chalet} />
          <StayDatesForm kind="chalet" params={query} />
        </div>
        <ChaletBooking chalet={chalet} query={query} user={user} here={here} />
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">
          <StayAbout description={chalet.description} amenities={chalet.amenities} />
          <HouseRules rules={chalet.rules} />
        </div>
      </div>
    </main>
  );
}

export default function ChaletPage(props: Props) {
  return (
    <DynamicPage params={props.params} namespaces={STAY_DATES_PAGE_MESSAGES}>
      <ChaletPageBody {...props} />
    </DynamicPage>
  );
}
