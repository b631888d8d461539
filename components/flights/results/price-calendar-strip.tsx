import { getLocale, getTranslations } from "next-intl/server";
import { keptFormatter } from "@/lib/format/kept-formatter";
import type { SearchState } from "@/lib/flights/search-params";
import type { PriceCalendarView } from "@/lib/provider/price-calendar";
import { PriceCalendarDays, type CalendarDay, type CalendarText } from "./price-calendar-days";

/**
 * The lowest fare of each day around the search's day, each a link to that day's search with the same party and cabin.
 * The days are rendered by a client component from compact data (price-calendar-days.tsx): as server markup they cost
 * their HTML again in the page's RSC payload. The chosen day is scrolled into view by CSS (`scroll-initial-target`),
 * so a 320 px screen opens on it without script; browsers without it open at the strip's start.
 * `contain: inline-size` keeps the 31 days' width out of the page's layout, and the list is `relative` so that its
 * screen-reader-only names (absolutely placed) are clipped by its scrolling instead of widening the page: the list
 * scrolls, the page does not.
 */
export async function PriceCalendarStrip({ calendar, search }: { calendar: PriceCalendarView; search: SearchState }) {
  const [t, locale] = await Promise.all([getTranslations("Results"), getLocale()]);
  // 31 days, two dates each: Intl objects kept across requests (lib/format/kept-formatter.ts).
  const format = keptFormatter(locale);
  const travelers = search.adults + search.children + search.infants;
  const day = (iso: string, long = false) =>
    format.dateTime(new Date(`${iso}T12:00:00Z`), { weekday: long ? "long" : "short", day: "numeric", month: long ? "long" : "short", timeZone: "UTC" });
  // Only what a day shows: a field it does not use is left out, not sent as undefined.
  const days = calendar.days.map((d): CalendarDay => {
    const shown: CalendarDay = { date: d.date, status: d.status, short: day(d.date) };
    if (d.status !== "available") return shown;
    const long = day(d.date, true);
    return {
      ...shown,
      ...(long !== shown.short ? { long } : {}),
      price: d.minPrice,
      ...(travelers > 1 ? { party: d.partyPrice } : {}),
      ...(d.cheapest ? { cheapest: true as const } : {}),
    };
  });
  // The screen reader's words of a priced day, with places for its date and price (price-calendar-days.tsx's fill).
  const places = { date: "{date}", price: () => "{price}" };
  const text: CalendarText = {
    cheapest: t("priceCalendar.cheapest"),
    past: t("priceCalendar.past"),
    none: t("nearbyNone"),
    dayPrice: t.markup("priceCalendar.dayPrice", places),
    ...(travelers > 1 ? { dayPartyPrice: t.markup("priceCalendar.dayPartyPrice", { count: travelers, price: places.price }) } : {}),
    dayCheapest: t("priceCalendar.dayCheapest"),
    dayChosen: t("priceCalendar.dayChosen"),
  };
  // Styled by app/styles/flight-results.css (.pc, .pc-days): the days carry no class of their own.
  return (
    <nav aria-labelledby="price-calendar-title" className="pc">
      <h2 id="price-calendar-title" className="text-base font-bold text-slate-900">
        {t("priceCalendar.title")}
      </h2>
      <p className="text-xs text-muted">{t("priceCalendar.hint")}</p>
      <PriceCalendarDays days={days} date={calendar.date} search={search} text={text} />
    </nav>
  );
}
