import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { FavoriteToggle } from "@/components/favorites/favorite-toggle";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { OfferBooking } from "@/components/offers/offer-booking";
import { OfferDetails } from "@/components/offers/offer-details";
import { JsonLd } from "@/components/seo/json-ld";
import { localizePath } from "@/lib/auth/post-login";
import { getCurrentUser, getProviderToken } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/routing";
import { isFavoriteOffer } from "@/lib/provider/favorites";
import { getOffer } from "@/lib/provider/offers";
import { breadcrumbs, graph, offerProduct } from "@/lib/seo/json-ld";
import { describe, seoMetadata } from "@/lib/seo/metadata";

// Per request: the offer comes from the cache (tag content:offer:<id>), its places and state as of the last booking.
// An unknown id gets its 404 from proxy.ts (lib/http/missing-resource.ts) before this renders.
export const instant = false;

type Props = PageProps<"/[locale]/offer/[offerId]">;

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

async function OfferBody({ params }: Props) {
  const { locale, offerId: id } = (await params) as { locale: Locale; offerId: string };
  setRequestLocale(locale);
  const [offer, t, user, token] = await Promise.all([getOffer(id, locale), getTranslations("Offers"), getCurrentUser(), getProviderToken()]);
  if (offer === "missing") notFound();
  if (offer === "pending") throw new Error("offer read during the build");
  const path = `/offer/${offer.id}`;
  const favorite = user ? await isFavoriteOffer(offer.id, token, locale) : null;
  return (
    <>
      <JsonLd data={graph(offerProduct(offer, locale), breadcrumbs([[t("home"), "/"], [t("title"), "/offers"], [offer.title, path]], locale))} />
      <OfferDetails
        offer={offer}
        booking={<OfferBooking offer={offer} />}
        favorite={<FavoriteToggle target={{ kind: "offer", id: offer.id }} initial={favorite} signedIn={Boolean(user)} loginRedirect={localizePath(path, locale)} />}
      />
    </>
  );
}

export default function OfferPage(props: Props) {
  return (
    <DynamicPage params={props.params}>
      <OfferBody {...props} />
    </DynamicPage>
  );
}
