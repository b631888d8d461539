// What a hotel's or chalet's cached page tells search engines and link previews: its metadata (canonical, hreflang,
// Open Graph with the first photo) and its JSON-LD (the lodging and the breadcrumb Home › Hotels/Chalets › it).
import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { safeImage } from "@/lib/http/safe-url";
import type { Locale } from "@/lib/i18n/routing";
import type { ChaletPage, HotelPage } from "@/lib/provider/stays";
import { breadcrumbs, graph, lodging, type JsonLd } from "@/lib/seo/json-ld";
import { describe, seoMetadata } from "@/lib/seo/metadata";

export type ShownStay = ({ kind: "hotel" } & HotelPage) | ({ kind: "chalet" } & ChaletPage);

/** The stay's page metadata; a stay not found (or off sale) gets the not-found title and stays out of the index. */
export async function stayMetadata(stay: ShownStay | "missing" | "pending" | null, locale: Locale): Promise<Metadata> {
  const [t, brand] = await Promise.all([getTranslations({ locale, namespace: "StayDetails" }), getTranslations({ locale, namespace: "Metadata" })]);
  if (!stay || typeof stay === "string") return { title: t("notFoundTitle"), robots: { index: false } };
  const photo = stay.photos.map((url) => safeImage(url)).find(Boolean);
  const title = t("metaTitle", { name: stay.name, city: stay.city });
  return seoMetadata({
    locale,
    path: `/${stay.kind}/${stay.id}`,
    title,
    description: describe(stay.description),
    siteName: brand("brand"),
    image: photo ? { url: photo, alt: stay.name } : undefined,
  });
}

/** The stay as schema.org knows it, with where it sits in the site (the search of its kind in its city). */
export async function stayJsonLd(stay: ShownStay, locale: Locale): Promise<JsonLd> {
  const [search, stays, nav] = await Promise.all([
    getTranslations({ locale, namespace: "StaySearch" }),
    getTranslations({ locale, namespace: "Stays" }),
    getTranslations({ locale, namespace: "Nav" }),
  ]);
  const amenities = stay.amenities
    .filter((key) => stays.has(`amenities.${key}` as "amenities.wifi"))
    .map((key) => stays(`amenities.${key}` as "amenities.wifi"));
  return graph(
    lodging(stay, { locale, amenities }),
    breadcrumbs(
      [
        [search("home"), "/"],
        [stay.kind === "hotel" ? nav("hotels") : nav("chalets"), { pathname: "/search", query: { category: stay.kind } }],
        [stay.name, `/${stay.kind}/${stay.id}`],
      ],
      locale,
    ),
  );
}
