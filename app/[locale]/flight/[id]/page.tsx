import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getCurrentUser, getProviderToken } from "@/lib/auth/session";
import { localizePath } from "@/lib/auth/post-login";
import { parsePartyQuery, partyQueryString } from "@/lib/flights/booking/party";
import type { Locale } from "@/lib/i18n/routing";
import { getFlight, isFavoriteFlight } from "@/lib/provider/flight-details";
import { BookPanel } from "@/components/flights/details/book-panel";
import { FareOptions } from "@/components/flights/details/fare-options";
import { FlightHeader } from "@/components/flights/details/flight-header";
import { FlightRules } from "@/components/flights/details/extras-and-rules";
import { Itinerary } from "@/components/flights/details/itinerary";
import { FavoriteToggle } from "@/components/favorites/favorite-toggle";
import { Alert } from "@/components/ui/alert";
import { DynamicPage } from "@/components/layout/dynamic-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/flight/[id]">): Promise<Metadata> {
  const { locale, id } = await params;
  const [t, flight] = await Promise.all([getTranslations({ locale: locale as Locale, namespace: "Flight" }), getFlight(id, locale as Locale)]);
  if (!flight) return { title: t("notFoundTitle"), robots: { index: false } };
  return { title: t("metaTitle", { from: flight.from.city, to: flight.to.city, flightNumber: flight.flightNumber }) };
}

async function FlightPageBody({ params, searchParams }: PageProps<"/[locale]/flight/[id]">) {
  const { locale: rawLocale, id } = await params;
  const locale = rawLocale as Locale;
  setRequestLocale(locale);
  const [flight, user, token, query, t] = await Promise.all([
    getFlight(id, locale),
    getCurrentUser(),
    getProviderToken(),
    searchParams,
    getTranslations("Flight"),
  ]);
  if (!flight) notFound();
  const { party, cabin: askedCabin, adjusted } = parsePartyQuery(query);
  // The cabin asked for may not fly on this plane: fall back to the first one it has.
  const cabin = flight.classes.some((c) => c.fareClass === askedCabin) ? askedCabin : (flight.classes[0]?.fareClass ?? askedCabin);
  const favorite = user ? await isFavoriteFlight(flight.id, token, locale) : null;
  const here = localizePath(`/flight/${flight.id}?${partyQueryString({ party, cabin })}`, locale);

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-28 sm:pt-10 lg:pb-12">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <FlightHeader
            flight={flight}
            actions={<FavoriteToggle target={{ kind: "flight", id: flight.id }} initial={favorite} signedIn={Boolean(user)} loginRedirect={here} />}
          />
          {flight.status === "cancelled" ? <Alert variant="error" title={t("cancelledNotice")} /> : null}
          {adjusted ? <Alert variant="info">{t("partyAdjusted")}</Alert> : null}
          <Itinerary flight={flight} />
          <FareOptions flight={flight} party={party} cabin={cabin} />
          <FlightRules flight={flight} />
        </div>
        <BookPanel flight={flight} party={party} cabin={cabin} />
      </div>
    </main>
  );
}

export default function FlightPage(props: PageProps<"/[locale]/flight/[id]">) {
  return (
    <DynamicPage params={props.params} namespaces={["Favorites"]}>
      <FlightPageBody {...props} />
    </DynamicPage>
  );
}
