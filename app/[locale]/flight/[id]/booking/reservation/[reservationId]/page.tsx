import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ChevronLeft } from "lucide-react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/guard";
import { Link, redirect } from "@/lib/i18n/navigation";
import type { Href } from "@/lib/i18n/typed-routes";
import type { Locale } from "@/lib/i18n/routing";
import { getReservation, type ReservationView } from "@/lib/provider/reservations";
import { PaymentPanel } from "@/components/payment/payment-panel";
import { PriceBreakdown, ReservationSummary } from "@/components/reservations/reservation-summary";
import { StatusBadges } from "@/components/reservations/status-badges";
import { Latin } from "@/components/ui/latin";
import { DynamicPage } from "@/components/layout/dynamic-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

type Params = { params: Promise<{ locale: string; id: string; reservationId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, reservationId } = await params;
  const reservation = await getReservation(reservationId, locale as Locale).catch(() => null);
  const t = await getTranslations({ locale: locale as Locale, namespace: reservation ? "Payment" : "Reservations" });
  return { title: reservation ? t("metaTitle", { reference: reservation.reference }) : t("notFoundTitle"), robots: { index: false } };
}

/** The party and cabin of a reservation, so "book again" lands on the same search. */
function bookAgainHref(reservation: ReservationView): Href {
  const count = (type: string) => reservation.travelers.filter((t) => t.type === type).length;
  const query = new URLSearchParams({
    adults: String(Math.max(1, count("adult"))),
    children: String(count("child")),
    infants: String(count("infant")),
    cabin: reservation.fareClass,
  });
  return `/flight/${reservation.flight.id}?${query}`;
}

async function ReservationPageBody({ params }: Params) {
  const { locale: raw, id, reservationId } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const path = `/flight/${id}/booking/reservation/${reservationId}`;
  await requireUser(locale, path);
  const [reservation, t] = await Promise.all([getReservation(reservationId, locale), getTranslations("Payment")]);
  if (!reservation) notFound();
  // A link with the wrong flight id still finds the reservation: send it to its own address.
  if (reservation.flight.id !== id) redirect({ href: `/flight/${reservation.flight.id}/booking/reservation/${reservation.id}`, locale });
  const tr = await getTranslations("Reservations");

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:py-10">
      <div className="flex flex-col gap-3">
        <Link href="/all-reservations" className="flex w-fit items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t("back")}
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              {tr("reference")}
              <Latin className="rounded-md bg-slate-900 px-2 py-0.5 font-mono text-base font-bold tracking-[0.2em] text-white">{reservation.reference}</Latin>
            </p>
          </div>
          <StatusBadges status={reservation.status} paymentStatus={reservation.paymentStatus} />
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:order-2">
          <section aria-labelledby="price-details" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <h2 id="price-details" className="mb-3 text-base font-semibold text-slate-900">
              {t("priceDetails")}
            </h2>
            <PriceBreakdown breakdown={reservation.breakdown} />
          </section>
          <section aria-label={t("formTitle")} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <PaymentPanel
              kind="flight"
              reservationId={reservation.id}
              status={reservation.status}
              paymentStatus={reservation.paymentStatus}
              holdExpiresAt={reservation.holdExpiresAt}
              serverNow={Date.now()}
              total={reservation.breakdown.total}
              ticketHref={`/flight/${id}/booking/reservation/${reservationId}/ticket`}
              bookAgainHref={bookAgainHref(reservation)}
              stripeKey={process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || null}
            />
          </section>
        </aside>
        <div className="lg:order-1">
          <h2 className="sr-only">{t("summary")}</h2>
          <ReservationSummary reservation={reservation} />
        </div>
      </div>
    </main>
  );
}

export default function ReservationPage(props: Params) {
  return (
    <DynamicPage params={props.params}>
      <ReservationPageBody {...props} />
    </DynamicPage>
  );
}
