"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { ArrowLeftRight, Search } from "lucide-react";
import type { FareClass, Party } from "@/provider/contracts/flight-rules";
import type { AirportOption } from "@/lib/flights/airport-option";
import type { SearchDraft } from "@/lib/flights/search-draft";
import { getPathname, useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { useValidationMessage } from "@/components/account/use-validation-message";
import { AirportCombobox } from "./airport-combobox";
import { DateField } from "./date-field";
import { TravellersPopover } from "./travellers-popover";

type Props = {
  draft: SearchDraft;
  airports: { from: AirportOption | null; to: AirportOption | null };
  /** Field → `Validation` key, from the URL's own validation on the server. */
  errors?: Record<string, string>;
  /** The sort of the current results, kept by a new search. */
  sort?: string;
};

// The contract's schema (zod) checks a search at submit and writes its canonical URL; it loads then, or as the visitor
// starts filling the form.
const loadSearchParams = () => import("@/lib/flights/search-params");

type Errors = Partial<Record<"from" | "to" | "date" | "returnDate" | "passengers", string>>;

/** Client checks before navigating; the server validates the URL again with the contract's schema. */
function validate(from: AirportOption | null, to: AirportOption | null, date: string, roundTrip: boolean, returnDate: string): Errors {
  const errors: Errors = {};
  if (!from) errors.from = "airportRequired";
  if (!to) errors.to = "airportRequired";
  if (from && to && from.code === to.code) errors.to = "sameAirports";
  if (!date) errors.date = "dateRequired";
  if (roundTrip && !returnDate) errors.returnDate = "returnDateRequired";
  if (roundTrip && date && returnDate && returnDate < date) errors.returnDate = "returnBeforeDeparture";
  return errors;
}

/** The flight search: a plain GET form to the home page, enhanced to navigate with the canonical URL. */
export function FlightSearchForm({ draft, airports, errors: serverErrors = {}, sort }: Props) {
  const t = useTranslations("Search");
  const message = useValidationMessage();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [from, setFrom] = useState<AirportOption | null>(airports.from);
  const [to, setTo] = useState<AirportOption | null>(airports.to);
  const [roundTrip, setRoundTrip] = useState(draft.roundTrip);
  const [date, setDate] = useState(draft.date);
  const [returnDate, setReturnDate] = useState(draft.returnDate);
  const [party, setParty] = useState<Party>({ adults: draft.adults, children: draft.children, infants: draft.infants });
  const [cabin, setCabin] = useState<FareClass>(draft.cabin);
  const [errors, setErrors] = useState<Errors>(() => {
    const { from: f, to: tt, date: d, returnDate: r, passengers, infants, adults, children } = serverErrors;
    return { from: f, to: tt, date: d, returnDate: r, passengers: passengers ?? infants ?? adults ?? children };
  });
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validate(from, to, date, roundTrip, returnDate);
    setErrors(found);
    if (Object.keys(found).length) return;
    const query = new URLSearchParams({
      from: from?.code ?? "",
      to: to?.code ?? "",
      date,
      returnDate: roundTrip ? returnDate : "",
      adults: String(party.adults),
      children: String(party.children),
      infants: String(party.infants),
      cabin,
      sort: sort ?? "",
    });
    setSubmitting(true);
    let searchParams: Awaited<ReturnType<typeof loadSearchParams>>;
    try {
      searchParams = await loadSearchParams();
    } catch {
      // The schema could not load (offline): the plain GET form submits and the server validates.
      form.submit();
      return;
    }
    const parsed = searchParams.parseSearchParams(query);
    if (parsed.kind !== "ok") {
      setSubmitting(false);
      const e = parsed.kind === "invalid" ? parsed.errors : {};
      setErrors({ from: e.from, to: e.to, date: e.date, returnDate: e.returnDate, passengers: e.passengers ?? e.infants ?? e.adults });
      return;
    }
    router.push(searchParams.searchPath(parsed.search), { scroll: false });
    // The page re-renders with the results; the button stays busy briefly so a double click does not search twice.
    setTimeout(() => setSubmitting(false), 800);
  }

  function swap() {
    setFrom(to);
    setTo(from);
  }

  return (
    <form
      method="get"
      action={getPathname({ href: "/flight-search", locale })}
      aria-label={t("formLabel")}
      onSubmit={onSubmit}
      onFocus={() => void loadSearchParams().catch(() => {})}
      noValidate
      className="surface-light rounded-2xl bg-white p-3 text-slate-900 shadow-2xl shadow-black/25 ring-1 ring-black/5 sm:p-4"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex rounded-full bg-slate-100 p-1">
          <legend className="sr-only">{t("tripType")}</legend>
          {(["oneway", "round"] as const).map((trip) => (
            <label
              key={trip}
              className="cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold text-slate-600 has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
            >
              <input
                type="radio"
                name="trip"
                value={trip}
                checked={roundTrip === (trip === "round")}
                onChange={() => setRoundTrip(trip === "round")}
                className="sr-only"
              />
              {trip === "round" ? t("roundTrip") : t("oneWay")}
            </label>
          ))}
        </fieldset>
      </div>

      <div className="grid gap-2 lg:grid-cols-12 lg:items-start">
        <div className="grid grid-cols-1 items-start gap-2 sm:grid-cols-[1fr_auto_1fr] lg:col-span-5">
          <AirportCombobox name="from" label={t("from")} value={from} onChange={setFrom} error={message(errors.from)} />
          <button
            type="button"
            onClick={swap}
            aria-label={t("swap")}
            title={t("swap")}
            className="-my-4 mx-auto grid size-10 place-items-center self-center rounded-full border border-slate-300 bg-white text-brand-700 shadow-sm hover:bg-brand-50 z-10 sm:my-0 sm:-mx-4 sm:mt-3"
          >
            <ArrowLeftRight aria-hidden className="size-4 rotate-90 sm:rotate-0" />
          </button>
          <AirportCombobox name="to" label={t("to")} value={to} onChange={setTo} error={message(errors.to)} />
        </div>
        <div className="grid grid-cols-2 gap-2 lg:col-span-4">
          <DateField
            label={t("departDate")}
            value={date}
            onChange={(day) => {
              setDate(day);
              if (returnDate && returnDate < day) setReturnDate("");
            }}
            error={message(errors.date)}
          />
          <DateField
            label={t("returnDate")}
            value={roundTrip ? returnDate : ""}
            notBefore={date}
            onChange={(day) => {
              setReturnDate(day);
              setRoundTrip(true);
            }}
            error={roundTrip ? message(errors.returnDate) : undefined}
          />
        </div>
        <div className="lg:col-span-3">
          <TravellersPopover
            party={party}
            cabin={cabin}
            onChange={(p, c) => {
              setParty(p);
              setCabin(c);
            }}
            error={message(errors.passengers)}
          />
        </div>
      </div>

      <noscript>
        <div className="mt-2 grid grid-cols-2 gap-2">
          <label className="text-sm">
            {t("departDate")}
            <input type="date" name="date" defaultValue={date} className="block w-full rounded-lg border border-slate-300 p-2" />
          </label>
          <label className="text-sm">
            {t("returnDate")}
            <input type="date" name="returnDate" defaultValue={returnDate} className="block w-full rounded-lg border border-slate-300 p-2" />
          </label>
        </div>
      </noscript>
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="returnDate" value={roundTrip ? returnDate : ""} />
      <input type="hidden" name="adults" value={party.adults} />
      <input type="hidden" name="children" value={party.children} />
      <input type="hidden" name="infants" value={party.infants} />
      <input type="hidden" name="cabin" value={cabin} />

      <div className="mt-3 flex justify-end">
        <button
          type="submit"
          aria-busy={submitting}
          className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-sand-400 px-8 text-base font-bold text-brand-900 shadow-md transition-colors hover:bg-sand-500 aria-busy:opacity-80 sm:w-auto"
        >
          <Search aria-hidden className="size-5" />
          {t("submit")}
        </button>
      </div>
    </form>
  );
}
