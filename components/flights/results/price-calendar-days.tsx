"use client";

// The price calendar's days (price-calendar-strip.tsx), asked for by the browser once the page is up: the strip is not
// part of the page's HTML (31 days of links, dates and screen-reader names were 12 KB of its markup and their data
// again in its payload, issue 27) nor of its render (no calendar query on the server per request). It asks the same
// endpoint and server cache as the flight date picker's fares (GET /api/price-calendar). Until the days arrive the
// strip keeps its room (no shift); a failure says so. Dates are formatted here, prices are <Money> in the visitor's
// currency, the words come formatted from the server.
import { Fragment, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useFormatter, useLocale } from "next-intl";
import { Money } from "@/components/currency/money";
import { pickerFaresQuery, type PickerFaresQuery } from "@/lib/api/price-calendar";
import { sameStrip } from "./same-strip";
import { shouldRetry } from "@/lib/query/client";
import { onDate, searchPath, type SearchState } from "@/lib/flights/search-url";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { PriceCalendarDay } from "@/provider/contracts/flights";

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
  unavailable: string;
};

/** A template's words with the day's date and price put in their places (the date joined to its words: one text node). */
function fill(template: string, date: string, price: ReactNode): ReactNode[] {
  return template
    .replace("{date}", () => date)
    .split("{price}")
    .flatMap((words, i) => (i === 0 ? [words] : [<Fragment key={i}>{price}</Fragment>, words]));
}

export function PriceCalendarDays({ search, text }: { search: SearchState; text: CalendarText }) {
  const locale = useLocale() as Locale;
  const { from, to, date, adults, children, infants, cabin } = search;
  const query: PickerFaresQuery = { from, to, date, adults, children, infants, cabin };
  const answer = useQuery({
    ...pickerFaresQuery(query, locale),
    placeholderData: (previous, previousQuery) => sameStrip(previous, previousQuery?.queryKey, query),
    // Once more after a dropped connection or a server error (the picker itself does not retry).
    retry: (failures, error) => failures < 1 && shouldRetry(failures, error),
  });
  if (!answer.data) {
    // One live region from the start, so that the failure's words are said when they come.
    return (
      <p role="status" className="pc-wait" data-loading={answer.isError ? undefined : true}>
        {answer.isError ? text.unavailable : null}
      </p>
    );
  }
  return <Days days={answer.data} search={search} text={text} busy={answer.isPlaceholderData} />;
}

function Days({ days, search, text, busy }: { days: PriceCalendarDay[]; search: SearchState; text: CalendarText; busy: boolean }) {
  const format = useFormatter();
  const day = (iso: string, long = false) =>
    format.dateTime(new Date(`${iso}T12:00:00Z`), { weekday: long ? "long" : "short", day: "numeric", month: long ? "long" : "short", timeZone: "UTC" });
  return (
    <ol
      aria-labelledby="price-calendar-title"
      // Days are links and take focus; with none, the list itself must, to be scrolled by keyboard.
      tabIndex={days.some((d) => d.status === "available") ? undefined : 0}
      aria-busy={busy || undefined}
      className="pc-days"
    >
      {days.map((d) => {
        const chosen = d.date === search.date;
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
                <span aria-hidden data-price={d.minPrice ?? undefined}>
                  <Money value={d.minPrice ?? 0} />
                </span>
                {d.cheapest ? (
                  <span aria-hidden className="pc-tag">
                    {text.cheapest}
                  </span>
                ) : null}
                {/* What a screen reader says: the long date, price per adult, the party's total, cheapest, chosen. */}
                <span className="sr-only">
                  {fill(text.dayPrice, day(d.date, true), <Money value={d.minPrice ?? 0} />)}
                  {text.dayPartyPrice ? fill(text.dayPartyPrice, "", <Money value={d.partyPrice ?? 0} />) : null}
                  {d.cheapest ? text.dayCheapest : null}
                  {chosen ? text.dayChosen : null}
                </span>
              </Link>
            ) : (
              <span aria-current={chosen ? "date" : undefined}>
                <span>{day(d.date)}</span>
                {d.status === "past" ? text.past : text.none}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
