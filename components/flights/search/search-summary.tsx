import { getFormatter, getTranslations } from "next-intl/server";
import type { AirportOption } from "@/lib/flights/airport-option";
import type { SearchDraft } from "@/lib/flights/search-params";
import { Latin } from "@/components/ui/latin";

type Props = { draft: SearchDraft; airports: { from: AirportOption | null; to: AirportOption | null } };

/** One line of the search above its results (route, dates, party), what phones show instead of the form. */
export async function SearchSummary({ draft, airports }: Props) {
  const t = await getTranslations("Search");
  const terms = await getTranslations("Terms");
  const format = await getFormatter();
  const place = (airport: AirportOption | null, code: string) =>
    airport ? (
      <>
        {airport.city} (<Latin>{airport.code}</Latin>)
      </>
    ) : (
      <Latin>{code}</Latin>
    );
  const day = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const travellers = draft.adults + draft.children + draft.infants;
  return (
    <div className="flex min-w-0 flex-col gap-1 text-start">
      {/* Wraps rather than truncates: under large text an ellipsis would hide the airport codes. */}
      <p className="flex min-w-0 flex-wrap items-center gap-x-2 font-bold text-slate-900">
        <span className="min-w-0 break-words">{place(airports.from, draft.from)}</span>
        <span role="img" aria-label={t("routeTo")} className="ico i-arrow-right text-brand-700 rtl:rotate-180" />
        <span className="min-w-0 break-words">{place(airports.to, draft.to)}</span>
      </p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="ico i-calendar-days" />
          {draft.roundTrip && draft.returnDate ? `${day(draft.date)} – ${day(draft.returnDate)}` : day(draft.date)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="ico i-users" />
          {t("travellersAndCabin", { travellers: terms("travellerCount", { count: travellers }), cabin: terms(`cabin.${draft.cabin}`) })}
        </span>
      </p>
    </div>
  );
}
