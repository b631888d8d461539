import { Search } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { MAX_BAGS, MAX_PASSENGERS, TAXI_SLOT_MINUTES } from "@/provider/contracts/stay-rules";
import { dayTimes, wallClock } from "@/lib/format/clock";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { TaxiAirport } from "@/lib/provider/taxis";
import type { TaxiSearchDraft } from "@/lib/taxis/search-params";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";
import { DateInput } from "@/components/ui/date-picker/date-input";
import { AirportAreaFields } from "./airport-area-fields";

type Props = {
  airports: TaxiAirport[];
  draft: TaxiSearchDraft;
  /** Field → translated message. */
  errors: Partial<Record<keyof TaxiSearchDraft, string>>;
  locale: Locale;
  /** The date input's bounds (YYYY-MM-DD): today and the end of the booking window. */
  minDate: string;
  maxDate: string;
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The taxi search: a GET form (its address is the shareable search) that works before and without the script. Date
 * and time are both required (SPEC §5): the browser's own checks are off so the server's message, in the page's
 * language, shows beside the field. The time is a list of the provider's pickup slots on the 24-hour clock (a native
 * time input reads "08:00 AM" in an English browser); its value stays HH:MM.
 */
export async function TaxiSearchForm({ airports, draft, errors, locale, minDate, maxDate }: Props) {
  const [t, format] = await Promise.all([getTranslations("Taxis"), getFormatter()]);
  return (
    <form
      method="get"
      action={getPathname({ href: "/search/airport-taxi", locale })}
      noValidate
      aria-label={t("formLabel")}
      className="grid gap-4 rounded-2xl bg-white p-4 text-slate-900 shadow-lg ring-1 ring-slate-200 sm:grid-cols-2 sm:p-5 lg:grid-cols-[1.3fr_1.3fr_1fr_0.8fr_0.9fr_0.8fr_auto] lg:items-start"
    >
      <AirportAreaFields
        airports={airports.map((a) => ({ code: a.code, label: t("airportOption", { city: a.city, code: a.code }), areas: a.areas }))}
        airport={draft.airport}
        area={draft.area}
        labels={{ airport: t("airport"), airportPlaceholder: t("airportPlaceholder"), area: t("area"), areaPlaceholder: t("areaPlaceholder") }}
        errors={{ airport: errors.airport, area: errors.area }}
      />
      <Field id="taxi-date" label={t("date")} error={errors.date}>
        {(control) => <DateInput {...control} name="date" defaultValue={draft.date} min={minDate} max={maxDate} />}
      </Field>
      <Field id="taxi-time" label={t("time")} error={errors.time} hint={t("timeHint")}>
        {(control) => (
          <select {...control} name="time" defaultValue={draft.time} aria-required="true" className={inputClasses}>
            <option value="">{t("timePlaceholder")}</option>
            {dayTimes(TAXI_SLOT_MINUTES, draft.time).map((time) => (
              <option key={time} value={time}>
                {wallClock(format, time)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="taxi-passengers" label={t("passengers")} error={errors.passengers}>
        {(control) => (
          <select {...control} name="passengers" defaultValue={draft.passengers} className={inputClasses}>
            {range(1, MAX_PASSENGERS).map((n) => (
              <option key={n} value={n}>
                {t("passengerCount", { count: n })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="taxi-bags" label={t("bags")} error={errors.bags}>
        {(control) => (
          <select {...control} name="bags" defaultValue={draft.bags} className={inputClasses}>
            {range(0, MAX_BAGS).map((n) => (
              <option key={n} value={n}>
                {t("bagCount", { count: n })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full sm:col-span-2 lg:col-span-1 lg:mt-6 lg:h-11">
        <Search aria-hidden className="size-5" />
        {t("submit")}
      </Button>
      {/* The flight an e-ticket's link came with, last as the address names it: kept through a new search, filled in
          at the booking step. */}
      {draft.flight ? <input type="hidden" name="flight" value={draft.flight} /> : null}
    </form>
  );
}
