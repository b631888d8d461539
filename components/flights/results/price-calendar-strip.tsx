import { getTranslations } from "next-intl/server";
import type { SearchState } from "@/lib/flights/search-params";
import { PriceCalendarDays, type CalendarText } from "./price-calendar-days";

/**
 * The lowest fare of each day around the search's day, each a link to that day's search with the same party and cabin.
 * The page sends the strip's heading and words; the days are asked for by the browser (price-calendar-days.tsx).
 * The chosen day is scrolled into view by CSS (`scroll-initial-target`), so a 320 px screen opens on it; browsers
 * without it open at the strip's start. `contain: inline-size` keeps the 31 days' width out of the page's layout, and
 * the list is `relative` so that its screen-reader-only names (absolutely placed) are clipped by its scrolling instead
 * of widening the page: the list scrolls, the page does not.
 */
export async function PriceCalendarStrip({ search }: { search: SearchState }) {
  const t = await getTranslations("Results");
  const travelers = search.adults + search.children + search.infants;
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
    unavailable: t("priceCalendar.unavailable"),
  };
  // Styled by app/styles/flight-results.css (.pc, .pc-days): the days carry no class of their own.
  return (
    <nav aria-labelledby="price-calendar-title" className="pc">
      <h2 id="price-calendar-title" className="text-base font-bold text-slate-900">
        {t("priceCalendar.title")}
      </h2>
      <p className="text-xs text-muted">{t("priceCalendar.hint")}</p>
      <PriceCalendarDays search={search} text={text} />
    </nav>
  );
}
