import type { Metadata } from "next";
import { ArrowLeft } from "lucide-react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/guard";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { getTaxiAirports, searchTaxis } from "@/lib/provider/taxis";
import { parseTaxiSearch, taxiSearchHref, taxiSearchQueryString, transferIdFrom } from "@/lib/taxis/search-params";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { BookTaxiForm } from "@/components/taxis/book-taxi-form";
import { TaxiBookingSummary } from "@/components/taxis/taxi-booking-summary";
import { validationMessages } from "@/components/ui/validation-messages";
import { Alert } from "@/components/ui/alert";

// /search/airport-taxi/book?transfer=<id>&airport&area&date&time&passengers&bags: the booking step of one vehicle of a
// search, signed in only. The search travels along so the vehicle is priced and counted again, now. On a phone the
// summary comes first (what is being booked), beside the form on a wide screen.
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/search/airport-taxi/book">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Taxis" });
  return { title: t("bookMetaTitle"), robots: { index: false } };
}

async function BookTaxiBody({ params, searchParams }: PageProps<"/[locale]/search/airport-taxi/book">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = await searchParams;
  const parsed = parseTaxiSearch(query);
  const transferId = transferIdFrom(query);
  const search = parsed.kind === "ok" ? `transfer=${transferId ?? ""}&${taxiSearchQueryString({ ...parsed.query, flight: parsed.draft.flight })}` : "";
  // Login first (SPEC §6), with the way back to this very step.
  const user = await requireUser(locale, `/search/airport-taxi/book${search ? `?${search}` : ""}`);
  const [t, airports, message] = await Promise.all([getTranslations("Taxis"), getTaxiAirports(locale), validationMessages()]);
  const outcome = parsed.kind === "ok" && transferId !== null ? await searchTaxis(parsed.query, locale) : null;
  const vehicle = outcome?.kind === "ok" ? outcome.results.vehicles.find((v) => v.id === transferId && !v.closed && v.vehiclesLeft > 0) : undefined;
  const airport = airports.find((a) => a.code === parsed.draft.airport);
  const back = taxiSearchHref(parsed.draft);

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-16 sm:pt-10">
      <Link href={back} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t("backToResults")}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{t("bookTitle")}</h1>
      {vehicle && airport && outcome?.kind === "ok" && parsed.kind === "ok" ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
            <TaxiBookingSummary vehicle={vehicle} airport={airport} query={parsed.query} results={outcome.results} />
          </div>
          <div className="lg:col-start-1 lg:row-start-1">
            <BookTaxiForm
              ride={{ transferId: vehicle.id, date: parsed.query.date, time: parsed.query.time, passengers: parsed.query.passengers, bags: parsed.query.bags }}
              defaults={{
                "leadPassenger.fullName": user.name,
                "leadPassenger.email": user.email,
                "leadPassenger.phone": user.phoneNumber,
                flightNumber: parsed.draft.flight,
                childSeats: "0",
              }}
              maxChildSeats={Math.min(4, vehicle.childSeats)}
            />
          </div>
        </div>
      ) : (
        <Alert variant="info" title={t("goneTitle")} className="mt-6">
          <p>
            {outcome?.kind === "invalid" ? Object.values(outcome.fields).map(message).join(" ") : outcome?.kind === "error" ? outcome.message : t("goneBody")}
          </p>
        </Alert>
      )}
    </main>
  );
}

export default function BookTaxiPage(props: PageProps<"/[locale]/search/airport-taxi/book">) {
  return (
    <DynamicPage params={props.params} namespaces={["Errors", "Taxis", "Validation"]}>
      <BookTaxiBody {...props} />
    </DynamicPage>
  );
}
