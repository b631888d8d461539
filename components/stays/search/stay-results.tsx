import { getTranslations } from "next-intl/server";
import { HijriDate } from "@/components/ui/hijri-date";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button-classes";
import { keptFormatter } from "@/lib/format/kept-formatter";
import type { Locale } from "@/lib/i18n/routing";
import type { ChaletCard, HotelCard, StayFilters as Facets, StayPage } from "@/lib/provider/stays";
import { partyMisfit, type PartyMisfit } from "@/lib/stays/party-fit";
import { isFiltered, stayDetailsUrl, staySearchUrl, type StaySearch } from "@/lib/stays/search-params";
import { MAX_ROOMS } from "@/provider/contracts/stay-rules";
import { getStayCardText } from "./stay-card-text";
import { StayCard } from "./stay-cards";
import { StayFilters } from "./stay-filters";

type Props = {
  search: StaySearch;
  page: StayPage<HotelCard | ChaletCard>;
  facets: Facets | null;
  cityName: string;
  /** Filters the address held that did not parse (field → Validation key). */
  ignored: Record<string, string>;
  locale: Locale;
};

/** The stay's dates under the count, and in Arabic their Hijri form (in English it is the calendar's, on request: docs/product.md). */
async function StayDates({ checkIn, checkOut, locale }: { checkIn: string; checkOut: string; locale: Locale }) {
  const t = await getTranslations("StaySearch");
  const format = keptFormatter(locale);
  const day = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  return (
    <p className="stay-note" data-testid="stay-dates">
      {t("datesLine", { checkIn: day(checkIn), checkOut: day(checkOut) })}
      {locale === "ar" ? <HijriDate day={checkIn} until={checkOut} /> : null}
    </p>
  );
}

/** The page's cards, each linking to its stay with the search's dates and party; the first picture loads first. */
async function StayCardList({ items, search, locale }: { items: (HotelCard | ChaletCard)[]; search: StaySearch; locale: Locale }) {
  const text = await getStayCardText();
  return (
    <ul className="space-y-5">
      {items.map((item, index) => (
        <li key={`${item.kind}-${item.id}`}>
          <StayCard
            card={
              item.kind === "hotel"
                ? text.hotel(item, stayDetailsUrl(search, item.id, locale), index === 0)
                : text.chalet(item, stayDetailsUrl(search, item.id, locale), index === 0)
            }
          />
        </li>
      ))}
    </ul>
  );
}

/** The filters beside the cards, the count, pages, and an empty state with a way out. */
export async function StayResults({ search, page, facets, cityName, ignored, locale }: Props) {
  const t = await getTranslations("StaySearch");
  const ignoredNames = Object.keys(ignored).map((field) => (t.has(`fields.${field}` as "fields.sort") ? t(`fields.${field}` as "fields.sort") : field));
  const previous = page.page > 1 ? staySearchUrl(search, locale, { page: page.page - 1 === 1 ? undefined : page.page - 1 }) : null;
  const next = page.page < page.pageCount ? staySearchUrl(search, locale, { page: page.page + 1 }) : null;
  const filtered = isFiltered(search);
  // Nothing found because the party is bigger than the city's rooms or chalets take: say so, with the way out.
  const misfit = page.items.length ? null : partyMisfit(search, facets?.largestParty ?? null);
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[18rem_1fr]">
      <aside aria-label={t("filters")} className="lg:sticky lg:top-24 lg:self-start">
        <StayFilters search={search} facets={facets} locale={locale} />
      </aside>
      <section aria-labelledby="stay-count" className="min-w-0 space-y-5">
        {ignoredNames.length ? <Alert variant="info">{t("ignored", { fields: ignoredNames.join(t("listSeparator")) })}</Alert> : null}
        <div>
          <h2 id="stay-count" className="text-lg font-bold text-slate-900">
            {t("resultsFor", { count: page.total, city: cityName })}
          </h2>
          <StayDates checkIn={search.query.checkIn} checkOut={search.query.checkOut} locale={locale} />
        </div>
        {page.items.length ? (
          <StayCardList items={page.items} search={search} locale={locale} />
        ) : misfit ? (
          <PartyMisfitPanel misfit={misfit} search={search} cityName={cityName} locale={locale} />
        ) : (
          <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
            <h3 className="text-lg font-bold text-slate-900">{t("emptyTitle")}</h3>
            <p className="mt-2 text-slate-600">{filtered ? t("emptyFiltered") : t("emptyAll")}</p>
            <a
              href={
                filtered
                  ? staySearchUrl(search, locale, {
                      minPrice: undefined,
                      maxPrice: undefined,
                      stars: undefined,
                      amenities: undefined,
                      freeCancellation: undefined,
                      page: undefined,
                    })
                  : "#stay-city"
              }
              className={buttonClasses("primary", "md", "mt-5 rounded-full")}
            >
              {filtered ? t("clear") : t("changeSearch")}
            </a>
          </div>
        )}
        {page.pageCount > 1 ? (
          <nav aria-label={t("pagination")} className="flex items-center justify-between gap-3 pt-2">
            {previous ? (
              <a href={previous} rel="prev" className={buttonClasses("outline", "md", "rounded-full")}>
                {t("previous")}
              </a>
            ) : (
              <span />
            )}
            <span className="text-sm text-slate-600">{t("pageOf", { page: page.page, count: page.pageCount })}</span>
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
  );
}

async function PartyMisfitPanel({ misfit, search, cityName, locale }: { misfit: PartyMisfit; search: StaySearch; cityName: string; locale: Locale }) {
  const t = await getTranslations("StaySearch");
  const values = { guests: misfit.guests, largest: misfit.largest, city: cityName };
  const moreRooms =
    misfit.kind === "more-rooms" && search.category === "hotel"
      ? staySearchUrl({ ...search, query: { ...search.query, rooms: misfit.rooms, page: 1 } }, locale)
      : null;
  return (
    <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200" data-testid="party-misfit">
      <h3 className="text-lg font-bold text-slate-900">{t("partyTitle")}</h3>
      <p className="mt-2 text-slate-600">
        {misfit.kind === "more-rooms"
          ? t("partyMoreRooms", { ...values, rooms: misfit.rooms })
          : search.category === "hotel"
            ? t("partyTooManyHotel", { ...values, max: MAX_ROOMS })
            : t("partyTooManyChalet", values)}
      </p>
      <a href={moreRooms ?? "#stay-city"} className={buttonClasses("primary", "md", "mt-5 rounded-full")}>
        {misfit.kind === "more-rooms" ? t("partyMoreRoomsAction", { rooms: misfit.rooms }) : t("changeSearch")}
      </a>
    </div>
  );
}
