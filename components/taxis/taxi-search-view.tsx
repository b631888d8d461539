import { getTranslations } from "next-intl/server";
import { addDays } from "@/provider/contracts/flight-rules";
import { BOOKING_WINDOW_DAYS, todayInRiyadh } from "@/provider/contracts/stay-rules";
import type { Locale } from "@/lib/i18n/routing";
import { searchTaxis, getTaxiAirports, type TaxiSearchOutcome } from "@/lib/provider/taxis";
import { parseTaxiSearch, type RawParams, type TaxiSearchDraft } from "@/lib/taxis/search-params";
import { Alert } from "@/components/ui/alert";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { TaxiResultsList } from "./taxi-results";
import { TaxiSearchForm } from "./taxi-search-form";
import { validationMessages } from "@/components/ui/validation-messages";

/**
 * /search/airport-taxi: the form, then what it found. An address that is not a search yet (a first visit, the
 * e-ticket's link) shows the form prefilled and no errors; an airport without transfers is said, not refused.
 */
export async function TaxiSearchView({ locale, params }: { locale: Locale; params: RawParams }) {
  const [t, airports, message] = await Promise.all([getTranslations("Taxis"), getTaxiAirports(locale), validationMessages()]);
  const parsed = parseTaxiSearch(params);
  const { draft } = parsed;
  const airport = airports.find((a) => a.code === draft.airport) ?? null;
  let errors: Record<string, string> = parsed.kind === "invalid" ? parsed.errors : {};
  let outcome: TaxiSearchOutcome | null = null;
  if (parsed.kind === "ok" && airport) {
    if (!airport.areas.some((a) => a.slug === parsed.query.area)) errors = { area: "areaInvalid" };
    else {
      outcome = await searchTaxis(parsed.query, locale);
      if (outcome.kind === "invalid") errors = outcome.fields;
    }
  }
  const noTransfers = draft.airport !== "" && !airport && !errors.airport;
  // Riyadh's date, a day either way: an airport's own today may differ (Cairo, Dubai); the provider checks the pickup.
  const today = todayInRiyadh();
  const shown = Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, message(key)])) as Partial<Record<keyof TaxiSearchDraft, string>>;

  return (
    <main className="flex-1">
      <header className="surface-dark bg-gradient-to-b from-brand-800 to-brand-700 text-white">
        <div className="mx-auto w-full max-w-7xl px-4 pb-8 pt-8 sm:px-6">
          <Breadcrumbs label={t("breadcrumb")} trail={[{ label: t("home"), href: "/" }]} current={t("title")} />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{t("title")}</h1>
          <p className="mt-2 max-w-2xl text-brand-50/90">{t("subtitle")}</p>
          <div className="mt-6">
            <TaxiSearchForm
              airports={airports}
              draft={draft}
              errors={shown}
              locale={locale}
              minDate={addDays(today, -1)}
              maxDate={addDays(today, BOOKING_WINDOW_DAYS + 1)}
            />
          </div>
        </div>
      </header>
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
        {noTransfers ? (
          <Alert variant="info" title={t("noTransfersTitle")} className="mb-6">
            <p>{t("noTransfersBody", { airport: draft.airport })}</p>
          </Alert>
        ) : null}
        {Object.keys(errors).length ? (
          <Alert variant="error" title={t("checkFields")} className="mb-6" />
        ) : outcome?.kind === "error" ? (
          <Alert variant="error" title={t("searchFailed")} className="mb-6">
            <p>{outcome.message}</p>
          </Alert>
        ) : null}
        {outcome?.kind === "ok" && parsed.kind === "ok" && airport ? (
          <TaxiResultsList results={outcome.results} query={parsed.query} airport={airport} flight={parsed.draft.flight} />
        ) : !Object.keys(errors).length && !noTransfers && outcome === null ? (
          <StartHint />
        ) : null}
      </div>
    </main>
  );
}

async function StartHint() {
  const t = await getTranslations("Taxis");
  return (
    <section aria-labelledby="taxi-start" className="mx-auto max-w-2xl rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id="taxi-start" className="text-lg font-bold text-slate-900">
        {t("startTitle")}
      </h2>
      <p className="mt-2 text-slate-600">{t("startBody")}</p>
    </section>
  );
}
