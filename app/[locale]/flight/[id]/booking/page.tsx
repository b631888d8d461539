import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { requireUser } from "@/lib/auth/guard";
import { parsePartyQuery, partyQueryString, travelerSlots } from "@/lib/flights/booking/party";
import { Link } from "@/lib/i18n/navigation";
import type { Href } from "@/lib/i18n/typed-routes";
import type { Locale } from "@/lib/i18n/routing";
import { getFlight } from "@/lib/provider/flight-details";
import { BookingForm } from "@/components/flights/booking/booking-form";
import { BOOKING_PAGE_MESSAGES } from "@/components/flights/booking/booking-form-messages";
import { BookingFlightStrip } from "@/components/flights/booking/booking-flight-strip";
import { Alert } from "@/components/ui/alert";
import { DynamicPage } from "@/components/layout/dynamic-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/flight/[id]/booking">): Promise<Metadata> {
  const { locale, id } = await params;
  const [t, flight] = await Promise.all([getTranslations({ locale: locale as Locale, namespace: "Booking" }), getFlight(id, locale as Locale)]);
  return { title: flight ? t("metaTitle", { flightNumber: flight.flightNumber }) : t("title"), robots: { index: false } };
}

function queryString(query: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, v);
  return search.size ? `?${search}` : "";
}

async function BookingPageBody({ params, searchParams }: PageProps<"/[locale]/flight/[id]/booking">) {
  const { locale: rawLocale, id } = await params;
  const locale = rawLocale as Locale;
  setRequestLocale(locale);
  const query = await searchParams;
  // Login first (SPEC §6), with the way back to this very URL, party included.
  const user = await requireUser(locale, `/flight/${encodeURIComponent(id)}/booking${queryString(query)}`);
  // A round trip (`return` in the URL, from the results' second step): both legs are booked as one reservation.
  // The seat maps are not sent with the page: the form loads them in the browser (booking-form.tsx).
  const returnId = typeof query.return === "string" ? query.return : null;
  const [flight, returnFlight, t] = await Promise.all([getFlight(id, locale), returnId ? getFlight(returnId, locale) : null, getTranslations("Booking")]);
  if (!flight || (returnId && !returnFlight)) notFound();
  const { party, cabin: askedCabin, adjusted } = parsePartyQuery(query);
  const cabin = flight.classes.some((c) => c.fareClass === askedCabin) ? askedCabin : (flight.classes[0]?.fareClass ?? askedCabin);
  const back: Href = `/flight/${flight.id}?${partyQueryString({ party, cabin })}`;

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-32 sm:pt-10 lg:pb-12">
      <Link href={back} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t("backToFlight")}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{returnFlight ? t("roundTripTitle") : t("title")}</h1>
      <BookingFlightStrip flight={flight} />
      {returnFlight ? <BookingFlightStrip flight={returnFlight} /> : null}
      {adjusted ? (
        <Alert variant="info" className="mt-4">
          {t("partyAdjusted")}
        </Alert>
      ) : null}
      <div className="mt-6">
        {[flight, ...(returnFlight ? [returnFlight] : [])].some((f) => f.status === "cancelled" || f.classes.length === 0 || f.fareTypes.length === 0) ? (
          <Alert variant="error" title={t("cancelledTitle")}>
            {flight.status === "cancelled" || returnFlight?.status === "cancelled" ? (await getTranslations("Flight"))("cancelledNotice") : null}
          </Alert>
        ) : (
          <BookingForm
            flight={flight}
            returnFlight={returnFlight}
            slots={travelerSlots(party)}
            cabin={cabin}
            contact={{ email: user.email, phone: user.phoneNumber }}
            today={new Date().toISOString().slice(0, 10)}
          />
        )}
      </div>
    </main>
  );
}

export default function BookingPage(props: PageProps<"/[locale]/flight/[id]/booking">) {
  return (
    <DynamicPage params={props.params} namespaces={BOOKING_PAGE_MESSAGES}>
      <BookingPageBody {...props} />
    </DynamicPage>
  );
}
