"use client";

import { useLocale, useTranslations } from "next-intl";
import type { AirportOption } from "@/lib/flights/airport-option";
import type { SearchDraft } from "@/lib/flights/search-draft";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { AirportCombobox } from "./airport-combobox";
import { DateField } from "./date-field";
import { SearchFormFields } from "./search-form-fields";
import { TravelersPopover } from "./travelers-popover";
import { TripTypeToggle } from "./trip-type-toggle";
import { loadSearchParams, useFlightSearch } from "./use-flight-search";

type Props = {
  draft: SearchDraft;
  airports: { from: AirportOption | null; to: AirportOption | null };
  /** Field → `Validation` key, from the URL's own validation on the server. */
  errors?: Record<string, string>;
  /** The sort of the current results, kept by a new search. */
  sort?: string;
};

/** The flight search: a plain GET form to the home page, enhanced to navigate with the canonical URL. */
export function FlightSearchForm({ draft, airports, errors: serverErrors = {}, sort }: Props) {
  const t = useTranslations("Search");
  const message = useValidationMessage();
  const locale = useLocale() as Locale;
  const s = useFlightSearch({ draft, airports, serverErrors, sort });

  return (
    <form
      method="get"
      action={getPathname({ href: "/flight-search", locale })}
      aria-label={t("formLabel")}
      onSubmit={s.onSubmit}
      onFocus={() => void loadSearchParams().catch(() => {})}
      noValidate
      className="surface-light rounded-2xl bg-white p-3 text-slate-900 shadow-2xl shadow-black/25 ring-1 ring-black/5 sm:p-4"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <TripTypeToggle roundTrip={s.roundTrip} onChange={s.setRoundTrip} />
      </div>

      <div className="grid gap-2 lg:grid-cols-12 lg:items-start">
        <div className="grid grid-cols-1 items-start gap-2 sm:grid-cols-[1fr_auto_1fr] lg:col-span-5">
          <AirportCombobox name="from" label={t("from")} value={s.from} onChange={s.setFrom} error={message(s.errors.from)} />
          <button
            type="button"
            onClick={s.swap}
            aria-label={t("swap")}
            title={t("swap")}
            className="-my-4 mx-auto grid size-10 place-items-center self-center rounded-full border border-slate-300 bg-white text-brand-700 shadow-sm hover:bg-brand-50 z-10 sm:my-0 sm:-mx-4 sm:mt-3"
          >
            <span aria-hidden className="ico i-arrow-left-right rotate-90 sm:rotate-0" />
          </button>
          <AirportCombobox name="to" label={t("to")} value={s.to} onChange={s.setTo} error={message(s.errors.to)} />
        </div>
        <div className="grid grid-cols-2 gap-2 lg:col-span-4">
          <DateField label={t("departDate")} value={s.date} onChange={s.pickDate} error={message(s.errors.date)} fares={s.fares.depart} />
          <DateField
            label={t("returnDate")}
            value={s.roundTrip ? s.returnDate : ""}
            notBefore={s.date}
            onChange={(day) => {
              s.setReturnDate(day);
              s.setRoundTrip(true);
            }}
            error={s.roundTrip ? message(s.errors.returnDate) : undefined}
            fares={s.fares.back}
          />
        </div>
        <div className="lg:col-span-3">
          <TravelersPopover
            party={s.party}
            cabin={s.cabin}
            onChange={(p, c) => {
              s.setParty(p);
              s.setCabin(c);
            }}
            error={message(s.errors.passengers)}
          />
        </div>
      </div>

      <SearchFormFields date={s.date} returnDate={s.returnDate} roundTrip={s.roundTrip} party={s.party} cabin={s.cabin} />

      <div className="mt-3 flex justify-end">
        <button
          type="submit"
          aria-busy={s.submitting}
          className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-sand-400 px-8 text-base font-bold text-brand-900 shadow-md transition-colors hover:bg-sand-500 aria-busy:opacity-80 sm:w-auto"
        >
          <span aria-hidden className="ico i-search size-5" />
          {t("submit")}
        </button>
      </div>
    </form>
  );
}
