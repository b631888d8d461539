import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button-classes";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { isFiltered, offersUrl, type OffersSearch } from "@/lib/offers/search-params";
import type { OfferFacets, OfferList } from "@/lib/provider/offers";
import { OfferCard } from "./offer-card";
import { FiltersDisclosure } from "@/components/ui/filters-disclosure";
import { OfferFilters } from "./offer-filters";

/** /offers: the filters beside the cards, the count, pages, and an empty state that explains itself. */
export async function OffersView({ search, list, facets, locale }: { search: OffersSearch; list: OfferList; facets: OfferFacets; locale: Locale }) {
  const t = await getTranslations("Offers");
  const { query, errors } = search;
  const ignored = Object.keys(errors).map((field) => t(`fields.${field as "type"}`));
  const previous = list.page > 1 ? offersUrl(query, locale, { page: list.page - 1 === 1 ? undefined : list.page - 1 }) : null;
  const next = list.page < list.pageCount ? offersUrl(query, locale, { page: list.page + 1 }) : null;
  return (
    <main className="flex-1">
      <header className="surface-dark bg-gradient-to-b from-brand-800 to-brand-700 text-white">
        <div className="mx-auto w-full max-w-7xl px-4 pb-12 pt-8 sm:px-6">
          <Breadcrumbs label={t("breadcrumb")} trail={[{ label: t("home"), href: "/" }]} current={t("title")} />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{t("title")}</h1>
          <p className="mt-2 max-w-2xl text-brand-50/90">{t("subtitle")}</p>
        </div>
      </header>
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[18rem_1fr]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          {/* On a phone the offers come first: the filters are one line above them. */}
          <FiltersDisclosure summary={t("filters")}>
            <OfferFilters query={query} facets={facets} locale={locale} />
          </FiltersDisclosure>
        </aside>
        <section aria-labelledby="offers-count" className="min-w-0 space-y-5">
          {ignored.length ? <Alert variant="info">{t("ignored", { fields: ignored.join(locale === "ar" ? "، " : ", ") })}</Alert> : null}
          <p id="offers-count" role="status" className="text-sm font-semibold text-slate-700">
            {t("results", { count: list.total })}
          </p>
          {list.items.length ? (
            <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {list.items.map((offer, index) => (
                <li key={offer.id} className="flex">
                  <OfferCard offer={offer} priority={index < 2} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
              <h2 className="text-lg font-bold text-slate-900">{t("emptyTitle")}</h2>
              <p className="mt-2 text-slate-600">{isFiltered(query) ? t("emptyFiltered") : t("emptyAll")}</p>
              {isFiltered(query) ? (
                <Link href="/offers" className={buttonClasses("primary", "md", "mt-5 rounded-full")}>
                  {t("clear")}
                </Link>
              ) : null}
            </div>
          )}
          {list.pageCount > 1 ? (
            <nav aria-label={t("pagination")} className="flex items-center justify-between gap-3 pt-2">
              {previous ? (
                <a href={previous} rel="prev" className={buttonClasses("outline", "md", "rounded-full")}>
                  {t("previous")}
                </a>
              ) : (
                <span />
              )}
              <span className="text-sm text-slate-600">{t("pageOf", { page: list.page, count: list.pageCount })}</span>
              {next ? (
                <a href={next} rel="next" className={buttonClasses("outline", "md", "rounded-full")}>
                  {t("next")}
                </a>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      </div>
    </main>
  );
}
