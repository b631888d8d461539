"use client";

// The price calendar's days (price-calendar-strip.tsx) from compact data: in the App Router a server-rendered element
// is sent twice, as HTML and again in the page's RSC payload, so 31 days of links, dates and screen-reader names cost
// more as server markup than as a list of days and the few words they share. Dates and words come formatted from the
// server (the same strings on both sides, nothing to mismatch at hydration); prices stay <Money>, in the visitor's
// currency; each day's link is built here from the search.
import { Fragment, type ReactNode } from "react";
import { Money } from "@/components/currency/money";
import { onDate, searchPath, type SearchState } from "@/lib/flights/search-url";
import { Link } from "@/lib/i18n/navigation";

/** One day: its short date always; when priced, its prices and its long date (for the screen reader's name) unless the same. */
export type CalendarDay = {
  date: string;
  status: "past" | "none" | "available";
  short: string;
  /** Left out when it reads as the short one (Arabic's short and long names of days and months are the same). */
  long?: string;
  /** Per adult; null when the provider gave none (shown as 0, as before). */
  price?: number | null;
  /** The party's total, sent only for a party of more than one. */
  party?: number | null;
  cheapest?: true;
};

/** The words of the days, formatted on the server. `{date}` and `{price}` mark where a day's long date and price go. */
export type CalendarText = {
  cheapest: string;
  past: string;
  none: string;
  dayPrice: string;
  /** Only for a party of more than one, its count already in the words. */
  dayPartyPrice?: string;
  dayCheapest: string;
  dayChosen: string;
};

/** A template's words with the day's date and price put in their places (the date joined to its words: one text node). */
function fill(template: string, date: string, price: ReactNode): ReactNode[] {
  return template
    .replace("{date}", () => date)
    .split("{price}")
    .flatMap((words, i) => (i === 0 ? [words] : [<Fragment key={i}>{price}</Fragment>, words]));
}

export function PriceCalendarDays({ days, date, search, text }: { days: CalendarDay[]; date: string; search: SearchState; text: CalendarText }) {
  return (
    <ol
      aria-labelledby="price-calendar-title"
      // Days are links and take focus; with none, the list itself must, to be scrolled by keyboard.
      tabIndex={days.some((d) => d.status === "available") ? undefined : 0}
      className="pc-days"
    >
      {days.map((d) => {
        const chosen = d.date === date;
        return (
          <li key={d.date} data-day={d.date} data-status={d.status}>
            {d.status === "available" ? (
              <Link
                href={searchPath(onDate(search, d.date))}
                prefetch={false}
                aria-current={chosen ? "date" : undefined}
                className={d.cheapest ? "pc-cheap" : undefined}
              >
                <span aria-hidden>{d.short}</span>
                <span aria-hidden data-price={d.price ?? undefined}>
                  <Money value={d.price ?? 0} />
                </span>
                {d.cheapest ? (
                  <span aria-hidden className="pc-tag">
                    {text.cheapest}
                  </span>
                ) : null}
                {/* What a screen reader says: the long date, price per adult, the party's total, cheapest, chosen. */}
                <span className="sr-only">
                  {fill(text.dayPrice, d.long ?? d.short, <Money value={d.price ?? 0} />)}
                  {text.dayPartyPrice ? fill(text.dayPartyPrice, "", <Money value={d.party ?? 0} />) : null}
                  {d.cheapest ? text.dayCheapest : null}
                  {chosen ? text.dayChosen : null}
                </span>
              </Link>
            ) : (
              <span aria-current={chosen ? "date" : undefined}>
                <span>{d.short}</span>
                {d.status === "past" ? text.past : text.none}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
