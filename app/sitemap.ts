import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { appUrl } from "@/lib/http/app-origin";
import { localizedPath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { getPage } from "@/lib/provider/content";
import { getOffers, type OfferView } from "@/lib/provider/offers";
import { getListedStays } from "@/lib/provider/stay-pages";
import { OFFER_MAX_PAGE_SIZE, offerListQuery } from "@/provider/contracts/offers";
import { pageSlugs } from "@/provider/contracts/content";

type Entry = MetadataRoute.Sitemap[number];

/** One entry per language for a locale-less path, each naming the others as alternates. */
function entries(path: string, lastModified: Date | undefined, priority: number): Entry[] {
  const languages = Object.fromEntries([
    ...routing.locales.map((locale) => [locale, appUrl(localizedPath(path, locale)).href]),
    ["x-default", appUrl(localizedPath(path, routing.defaultLocale)).href],
  ]);
  return routing.locales.map((locale) => ({ url: languages[locale]!, lastModified, priority, alternates: { languages } }));
}

const latest = (dates: (Date | undefined)[]) => {
  const times = dates.flatMap((date) => (date ? [date.getTime()] : []));
  return times.length ? new Date(Math.max(...times)) : undefined;
};

/** Every current and upcoming offer (expired ones leave the sitemap), page by page. */
async function currentOffers(): Promise<OfferView[]> {
  const all: OfferView[] = [];
  for (let page = 1; ; page++) {
    const list = await getOffers(offerListQuery.parse({ page, pageSize: OFFER_MAX_PAGE_SIZE, sort: "newest" }), routing.defaultLocale);
    if (list === "pending") return all;
    all.push(...list.items);
    if (page >= list.pageCount) return all;
  }
}

/** Every public page in both languages with when it last changed. Rendered on request from the cached content. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const offersPromise = currentOffers();
  const staysPromise = getListedStays();
  const pages = await Promise.all(
    pageSlugs.map(async (slug) => {
      const page = await Promise.all(routing.locales.map((locale) => getPage(slug, locale).catch(() => "missing" as const)));
      const found = page.flatMap((each) => (typeof each === "string" ? [] : [each]));
      return { slug, found: found.length > 0, updated: latest(found.map((each) => each.updatedAt)) };
    }),
  );
  const [offers, stays] = await Promise.all([offersPromise, staysPromise]);
  return [
    ...entries("/", undefined, 1),
    ...entries("/offers", latest(offers.map((offer) => offer.updatedAt)), 0.8),
    ...offers.flatMap((offer) => entries(`/offer/${offer.id}`, offer.updatedAt, 0.6)),
    // Every hotel and chalet on sale, at its plain address (dated addresses name it as canonical).
    ...stays.flatMap((stay) => entries(`/${stay.kind}/${stay.id}`, stay.updatedAt, 0.6)),
    ...pages.flatMap(({ slug, found, updated }) => (found ? entries(`/${slug}`, updated, 0.3) : [])),
    ...entries("/help", undefined, 0.3),
    ...entries("/contact-us", undefined, 0.2),
  ];
}
