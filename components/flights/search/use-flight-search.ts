"use client";

import { useState } from "react";
import type { FareClass, Party } from "@/provider/contracts/flight-rules";
import type { AirportOption } from "@/lib/flights/airport-option";
import type { SearchDraft } from "@/lib/flights/search-draft";
import type { FaresRoute } from "./picker-fares";
import { useRouter } from "@/lib/i18n/navigation";

// The contract's schema (zod) checks a search at submit and writes its canonical URL; it loads then, or as the visitor
// starts filling the form.
export const loadSearchParams = () => import("@/lib/flights/search-params");

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

type Options = {
  draft: SearchDraft;
  airports: { from: AirportOption | null; to: AirportOption | null };
  serverErrors: Record<string, string>;
  sort?: string;
};

/** The search as typed (airports, dates, party, cabin), its errors, and the submit that navigates to the canonical URL. */
export function useFlightSearch({ draft, airports, serverErrors, sort }: Options) {
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

  return {
    from,
    setFrom,
    to,
    setTo,
    roundTrip,
    setRoundTrip,
    date,
    setDate,
    returnDate,
    setReturnDate,
    party,
    setParty,
    cabin,
    setCabin,
    errors,
    submitting,
    onSubmit,
    swap,
    fares: faresOf(from, to, party, cabin),
    /** The departure day: a return day before it is cleared. */
    pickDate: (day: string) => {
      setDate(day);
      if (returnDate && returnDate < day) setReturnDate("");
    },
  };
}

/** Each date field's fares: the departure's for the route, the return's for it reversed; none until both are chosen. */
function faresOf(from: AirportOption | null, to: AirportOption | null, party: Party, cabin: FareClass): { depart: FaresRoute | null; back: FaresRoute | null } {
  if (!from || !to || from.code === to.code) return { depart: null, back: null };
  return { depart: { from: from.code, to: to.code, ...party, cabin }, back: { from: to.code, to: from.code, ...party, cabin } };
}
