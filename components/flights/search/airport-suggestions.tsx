"use client";

// The airport combobox's suggestions, loaded with the first one rather than with the page: their search (React Query,
// the browser's API layer and the contract's zod schema of the answer) and their list. The answer goes through the
// tab's QueryClient (the one QueryProvider gives the pages), so typing back to an earlier query is instant.
import { airportSearchQuery } from "@/lib/api/airports";
import type { AirportOption } from "@/lib/flights/airport-option";
import { placeName } from "@/lib/format/place";
import type { Locale } from "@/lib/i18n/routing";
import { getQueryClient } from "@/lib/query/client";
import { Latin } from "@/components/ui/latin";

export function fetchAirportSuggestions(q: string, locale: Locale) {
  return getQueryClient().fetchQuery(airportSearchQuery(q, locale));
}

type Props = {
  /** Option i gets the id `${idPrefix}-${i}`, which the input's aria-activedescendant names. */
  idPrefix: string;
  options: AirportOption[];
  active: number;
  onChoose: (option: AirportOption) => void;
  onActivate: (index: number) => void;
  locale: Locale;
};

/** The options of the combobox's listbox. */
export function AirportOptions({ idPrefix, options, active, onChoose, onActivate, locale }: Props) {
  return options.map((option, index) => (
    <div
      key={option.code}
      id={`${idPrefix}-${index}`}
      role="option"
      aria-selected={index === active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(option)}
      onMouseEnter={() => onActivate(index)}
      className="flex cursor-pointer items-center gap-3 px-3 py-2.5 aria-selected:bg-brand-50"
    >
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{placeName(option.city, option.country, locale)}</span>
        <span className="block truncate text-sm text-muted">{option.name}</span>
      </span>
      <Latin className="rounded-md bg-slate-100 px-2 py-1 font-mono text-sm font-bold text-brand-800">{option.code}</Latin>
    </div>
  ));
}
