import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { appUrl } from "@/lib/http/app-origin";
import { localizedPath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { getPage } from "@/lib/provider/content";
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

/** Every public page in both languages with when it last changed. Rendered on request from the cached content. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const pages = await Promise.all(
    pageSlugs.map(async (slug) => {
      const page = await Promise.all(routing.locales.map((locale) => getPage(slug, locale).catch(() => "missing" as const)));
      const found = page.flatMap((each) => (typeof each === "string" ? [] : [each]));
      return { slug, found: found.length > 0, updated: latest(found.map((each) => each.updatedAt)) };
    }),
  );
  return [
    ...entries("/", undefined, 1),
    ...pages.flatMap(({ slug, found, updated }) => (found ? entries(`/${slug}`, updated, 0.3) : [])),
  ];
}
