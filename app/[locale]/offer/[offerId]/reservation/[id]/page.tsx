import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ChevronLeft } from "lucide-react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/guard";
import { Link, redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { checkedPath } from "@/lib/i18n/typed-routes";
import { getOfferReservation, offerCancellationClosed } from "@/lib/provider/offer-reservations";
import { effectiveStatus } from "@/lib/reservations/reservations-map";
import { PaymentPanel } from "@/components/payment/payment-panel";
import { OfferPriceBreakdown } from "@/components/offers/offer-price-breakdown";
import { OfferReservationSummary } from "@/components/offers/offer-reservation-summary";
import { CancelDialog } from "@/components/reservations/cancel-dialog";
import { StatusBadges } from "@/components/reservations/status-badges";
import { Latin } from "@/components/ui/latin";
import { DynamicPage } from "@/components/layout/dynamic-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

type Params = { params: Promise<{ locale: string; offerId: string; id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await params;
  const reservation = await getOfferReservation(id, locale as Locale).catch(() => null);
  const t = await getTranslations({ locale: locale as Locale, namespace: reservation ? "OfferBooking" : "Reservations" });
  return { title: reservation ? t("metaTitle", { reference: reservation.reference }) : t("notFoundTitle"), robots: { index: false } };
}

async function OfferReservationPageBody({ params }: Params) {
  const { locale: raw, offerId, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  await requireUser(locale, `/offer/${offerId}/reservation/${id}`);
  const [reservation, t, tr] = await Promise.all([getOfferReservation(id, locale), getTranslations("OfferBooking"), getTranslations("Reservations")]);
  if (!reservation) notFound();
  // A link with the wrong offer id still finds the reservation: send it to its own address.
  if (String(reservation.offer.id) !== offerId) redirect({ href: `/offer/${reservation.offer.id}/reservation/${reservation.id}`, locale });
  const now = Date.now();
  const status = effectiveStatus(reservation, now);
  const cancellable = (status === "pending" || status === "confirmed") && !offerCancellationClosed(reservation, now);

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
          <StatusBadges status={status} paymentStatus={reservation.paymentStatus} />
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:order-2">
          <section aria-labelledby="price-details" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <h2 id="price-details" className="mb-3 text-base font-semibold text-slate-900">
              {t("priceDetails")}
            </h2>
            <OfferPriceBreakdown breakdown={reservation.breakdown} />
          </section>
          <section aria-label={t("title")} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <PaymentPanel
              kind="offer"
              reservationId={reservation.id}
              status={reservation.status}
              paymentStatus={reservation.paymentStatus}
              holdExpiresAt={reservation.holdExpiresAt}
              serverNow={now}
              total={reservation.breakdown.total}
              ticketHref={`/offer/${reservation.offer.id}/reservation/${reservation.id}/ticket`}
              // The offer's own page comes with the catalogue: not a typed route yet.
              bookAgainHref={checkedPath(`/offer/${reservation.offer.id}`)}
              stripeKey={process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || null}
            />
          </section>
          {cancellable ? (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
              {t("cancelNote")}
              <CancelDialog
                kind="offer"
                reservationId={reservation.id}
                reference={reservation.reference}
                paidAmount={reservation.paymentStatus === "paid" ? (reservation.payment?.amount ?? reservation.breakdown.total) : null}
              />
            </div>
          ) : null}
        </aside>
        <div className="lg:order-1">
          <OfferReservationSummary reservation={reservation} />
        </div>
      </div>
    </main>
  );
}

export default function OfferReservationPage(props: Params) {
  return (
    <DynamicPage params={props.params}>
      <OfferReservationPageBody {...props} />
    </DynamicPage>
  );
}
