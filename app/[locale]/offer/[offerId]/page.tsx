import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { FavoriteToggle } from "@/components/favorites/favorite-toggle";
import { ClientMessages } from "@/components/i18n/client-messages";
import { OfferBooking } from "@/components/offers/offer-booking";
import { OfferDetails } from "@/components/offers/offer-details";
import { JsonLd } from "@/components/seo/json-ld";
import { localizePath } from "@/lib/auth/post-login";
import type { Locale } from "@/lib/i18n/routing";
import { getOffer } from "@/lib/provider/offers";
import { breadcrumbs, graph, offerProduct } from "@/lib/seo/json-ld";
import { describe, seoMetadata } from "@/lib/seo/metadata";

// An offer's page is the same for every visitor: rendered the first time it is asked for, then served from cache
// (tag content:offer:<id>; a booking, a cancellation or an admin's edit revalidates it, places a sweep gives back show
// within a minute). Who is signed in, and whether the offer is in their favorites, is the browser's to learn: the
// heart and the booking form ask for themselves. An unknown id never renders here: proxy.ts answers it with the
// "offer not found" page and status 404 (lib/http/missing-resource.ts), so no made-up id is rendered and stored.
type Props = PageProps<"/[locale]/offer/[offerId]">;

// Cache Components wants one id to prerender at build; the build never reaches the provider, so it is a stand-in.
export function generateStaticParams() {
  return [{ offerId: "1" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, offerId: id } = (await params) as { locale: Locale; offerId: string };
  const [offer, brand] = await Promise.all([getOffer(id, locale).catch(() => null), getTranslations({ locale, namespace: "Metadata" })]);
  if (!offer || typeof offer === "string") return { robots: { index: false } };
  return seoMetadata({
    locale,
    path: `/offer/${offer.id}`,
    title: offer.title,
    description: describe(offer.description),
    siteName: brand("brand"),
    image: offer.image ? { url: offer.image, alt: offer.title, width: 1600, height: 1000 } : undefined,
    // Over and done: reachable for those who kept the link, out of search engines (and of the sitemap).
    noindex: offer.status === "expired",
  });
}

export default async function OfferPage({ params }: Props) {
  const { locale, offerId: id } = (await params) as { locale: Locale; offerId: string };
  setRequestLocale(locale);
  const [offer, t] = await Promise.all([getOffer(id, locale), getTranslations("Offers")]);
  if (offer === "missing") notFound();
  // Only `next build` sees "pending" (it never reaches the provider): the first request after a start replaces it.
  if (offer === "pending") return <main data-build-placeholder className="flex-1" />;
  const path = `/offer/${offer.id}`;
  return (
    <ClientMessages locale={locale} namespaces={["OfferBooking", "Favorites", "Validation", "Terms", "Errors", "DatePicker"]}>
      <JsonLd
        data={graph(
          offerProduct(offer, locale),
          breadcrumbs(
            [
              [t("home"), "/"],
              [t("title"), "/offers"],
              [offer.title, path],
            ],
            locale,
          ),
        )}
      />
      <OfferDetails
        offer={offer}
        booking={<OfferBooking offer={offer} />}
        favorite={<FavoriteToggle target={{ kind: "offer", id: offer.id }} loginRedirect={localizePath(path, locale)} />}
      />
    </ClientMessages>
  );
}
