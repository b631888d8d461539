import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { localizePath } from "@/lib/auth/post-login";
import type { Locale } from "@/lib/i18n/routing";
import { getChaletShowcase } from "@/lib/provider/stay-pages";
import { cachedStayDateBounds } from "@/lib/stays/date-bounds";
import { parseStayDetailsParams } from "@/lib/stays/details-query";
import { stayJsonLd, stayMetadata } from "@/lib/stays/stay-seo";
import { FavoriteToggle } from "@/components/favorites/favorite-toggle";
import { ClientMessages } from "@/components/i18n/client-messages";
import { JsonLd } from "@/components/seo/json-ld";
import { galleryImages } from "@/components/stays/details/gallery-images";
import { HouseRules } from "@/components/stays/details/house-rules";
import { ChaletFacts, StayAbout } from "@/components/stays/details/stay-facts";
import { ChaletFromBox } from "@/components/stays/details/stay-booking-box";
import { StayDatesForm } from "@/components/stays/details/stay-dates-form";
import { StayGallery } from "@/components/stays/details/stay-gallery";
import { StayHeading } from "@/components/stays/details/stay-heading";
import { STAY_PAGE_NAMESPACES } from "@/components/stays/details/stay-page-namespaces";

// A chalet's page without dates, the same for every visitor and every query string, served from cache (tags
// content:stays and content:chalet:<id>); an address with dates is the per-request page (./dates, via proxy.ts). An
// unknown or archived id is answered 404 by proxy.ts before it gets here (see the hotel's page).
type Props = PageProps<"/[locale]/chalet/[id]">;

const NO_DATES = parseStayDetailsParams({});

// Cache Components wants one id to prerender at build; the build never reaches the provider, so it is a stand-in.
export function generateStaticParams() {
  return [{ id: "1" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  const chalet = await getChaletShowcase(id, locale).catch(() => null);
  return stayMetadata(chalet && typeof chalet !== "string" ? { kind: "chalet", ...chalet } : chalet, locale);
}

export default async function ChaletPage({ params }: Props) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  setRequestLocale(locale);
  const chalet = await getChaletShowcase(id, locale);
  if (chalet === "missing") notFound();
  // Only `next build` sees "pending" (it never reaches the provider): the first request after a start replaces it.
  if (chalet === "pending") return <main data-build-placeholder className="flex-1" />;
  const path = `/chalet/${chalet.id}`;
  const [jsonLd, bounds] = await Promise.all([stayJsonLd({ kind: "chalet", ...chalet }, locale), cachedStayDateBounds()]);
  return (
    <ClientMessages locale={locale} namespaces={STAY_PAGE_NAMESPACES}>
      <JsonLd data={jsonLd} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-16 sm:pt-10">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr]">
          <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
            <StayHeading
              kind="chalet"
              name={chalet.name}
              place={chalet.district}
              city={chalet.city}
              rating={chalet.rating}
              favorite={<FavoriteToggle target={{ kind: "chalet", id: chalet.id }} loginRedirect={localizePath(path, locale)} />}
            />
            <StayGallery name={chalet.name} images={galleryImages(chalet.photos)} />
            <ChaletFacts chalet={chalet} />
            <StayDatesForm kind="chalet" params={NO_DATES} bounds={bounds} />
          </div>
          <ChaletFromBox chalet={chalet} />
          <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">
            <StayAbout description={chalet.description} amenities={chalet.amenities} />
            <HouseRules rules={chalet.rules} />
          </div>
        </div>
      </main>
    </ClientMessages>
  );
}
