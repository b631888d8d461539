import { getLocale, getTranslations } from "next-intl/server";
import { Money } from "@/components/currency/money";
import { keptFormatter } from "@/lib/format/kept-formatter";
import { onDate, searchPath, type SearchState } from "@/lib/flights/search-params";
import { Link } from "@/lib/i18n/navigation";
import type { PriceCalendarView } from "@/lib/provider/price-calendar";
import type { PriceCalendarDay } from "@/provider/contracts/flights";

/**
 * The lowest fare of each day around the search's day, each a link to that day's search with the same party and cabin:
 * server markup only. The chosen day is scrolled into view by CSS (`scroll-initial-target`), so a 320 px screen opens
 * on it without script; browsers without it open at the strip's start. `contain: inline-size` keeps the 31 days'
 * width out of the page's layout, and the list is `relative` so that its screen-reader-only names (absolutely placed)
 * are clipped by its scrolling instead of widening the page: the list scrolls, the page does not.
 */
export async function PriceCalendarStrip({ calendar, search }: { calendar: PriceCalendarView; search: SearchState }) {
  const [t, locale] = await Promise.all([getTranslations("Results"), getLocale()]);
  // 31 days, two dates each: Intl objects kept across requests (lib/format/kept-formatter.ts).
  const format = keptFormatter(locale);
  const travelers = search.adults + search.children + search.infants;
  /** What a screen reader says for a priced day: its long date, price per adult, the party's total, cheapest, chosen. */
  const dayName = (d: PriceCalendarDay, name: string, chosen: boolean) => (
    <>
      {t.rich("priceCalendar.dayPrice", { date: name, price: () => <Money value={d.minPrice ?? 0} /> })}
      {travelers > 1 ? t.rich("priceCalendar.dayPartyPrice", { count: travelers, price: () => <Money value={d.partyPrice ?? 0} /> }) : null}
      {d.cheapest ? t("priceCalendar.dayCheapest") : null}
      {chosen ? t("priceCalendar.dayChosen") : null}
    </>
  );
  const day = (iso: string, long = false) =>
    format.dateTime(new Date(`${iso}T12:00:00Z`), { weekday: long ? "long" : "short", day: "numeric", month: long ? "long" : "short", timeZone: "UTC" });
  // Styled by app/styles/flight-results.css (.pc, .pc-days): the days carry no class of their own.
  return (
    <nav aria-labelledby="price-calendar-title" className="pc">
      <h2 id="price-calendar-title" className="text-base font-bold text-slate-900">
        {t("priceCalendar.title")}
      </h2>
      <p className="text-xs text-muted">{t("priceCalendar.hint")}</p>
      <ol
        aria-labelledby="price-calendar-title"
        // Days are links and take focus; with none, the list itself must, to be scrolled by keyboard.
        tabIndex={calendar.days.some((d) => d.status === "available") ? undefined : 0}
        className="pc-days"
      >
        {calendar.days.map((d) => {
          const chosen = d.date === calendar.date;
          return (
            <li key={d.date} data-day={d.date} data-status={d.status}>
              {d.status === "available" ? (
                <Link
                  href={searchPath(onDate(search, d.date))}
                  prefetch={false}
                  aria-current={chosen ? "date" : undefined}
                  className={d.cheapest ? "pc-cheap" : undefined}
                >
                  <span aria-hidden>{day(d.date)}</span>
                  <span aria-hidden data-price={d.minPrice}>
                    <Money value={d.minPrice ?? 0} />
                  </span>
                  {d.cheapest ? (
                    <span aria-hidden className="pc-tag">
                      {t("priceCalendar.cheapest")}
                    </span>
                  ) : null}
                  <span className="sr-only">{dayName(d, day(d.date, true), chosen)}</span>
                </Link>
              ) : (
                <span aria-current={chosen ? "date" : undefined}>
                  <span>{day(d.date)}</span>
                  {d.status === "past" ? t("priceCalendar.past") : t("nearbyNone")}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
