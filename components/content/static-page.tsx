import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import type { Locale } from "@/lib/i18n/routing";
import { getPage } from "@/lib/provider/content";
import type { PageSlug } from "@/provider/contracts/content";
import { webPage } from "@/lib/seo/json-ld";
import { describe, seoMetadata } from "@/lib/seo/metadata";
import { JsonLd } from "@/components/seo/json-ld";
import { LightMarkdown } from "./light-markdown";

export async function staticPageMetadata(slug: PageSlug, locale: Locale): Promise<Metadata> {
  // The hreflang alternates are in the Link header as well (next.config.mjs, lib/routing/cached-pages.mjs).
  const [page, brand] = await Promise.all([getPage(slug, locale).catch(() => null), getTranslations({ locale, namespace: "Metadata" })]);
  if (!page || typeof page === "string") return {};
  return seoMetadata({ locale, path: `/${slug}`, title: page.title, description: describe(page.body), siteName: brand("brand"), type: "article" });
}

/** The footer's name of each page: the heading of the build's placeholder, before the provider's text is cached. */
const FOOTER_LABEL = { "about-us": "aboutUs", "terms-and-conditions": "terms", "privacy-policy": "privacy" } as const;

/** About us, terms and privacy: the provider's text for this language, or 404 when there is none. */
export async function StaticPage({ slug, locale }: { slug: PageSlug; locale: Locale }) {
  const [found, t, format, footer] = await Promise.all([getPage(slug, locale), getTranslations("Pages"), getFormatter(), getTranslations("Footer")]);
  if (found === "missing") notFound();
  // Only `next build` sees "pending" (it never reaches the provider): the first request after a start replaces it.
  const page = found === "pending" ? { title: footer(FOOTER_LABEL[slug]), body: "", updatedAt: null } : found;
  return (
    <main data-build-placeholder={found === "pending" || undefined} className="flex-1">
      {found === "pending" ? null : (
        <JsonLd data={webPage({ type: slug === "about-us" ? "AboutPage" : "WebPage", name: page.title, path: `/${slug}`, locale })} />
      )}
      <header className="surface-dark relative isolate overflow-hidden bg-gradient-to-b from-brand-800 to-brand-700 text-white">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_18rem_at_85%_0%,rgba(210,173,109,0.35),transparent)] rtl:bg-[radial-gradient(40rem_18rem_at_15%_0%,rgba(210,173,109,0.35),transparent)]"
        />
        <div className="mx-auto w-full max-w-3xl px-4 pb-14 pt-10 sm:px-6 sm:pb-16 sm:pt-14">
          <Breadcrumbs label={t("breadcrumb")} trail={[{ label: t("home"), href: "/" }]} current={page.title} />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
          {page.updatedAt ? (
            <p className="mt-3 text-sm text-brand-100/80">{t("updatedAt", { date: format.dateTime(page.updatedAt, { dateStyle: "long" }) })}</p>
          ) : null}
        </div>
      </header>
      <article className="relative z-10 mx-auto -mt-8 mb-16 w-full max-w-3xl px-4 sm:px-6">
        <div className="rounded-3xl bg-white p-6 shadow-xl shadow-slate-900/5 ring-1 ring-slate-100 sm:p-10">
          <LightMarkdown source={page.body} title={page.title} />
        </div>
      </article>
    </main>
  );
}
