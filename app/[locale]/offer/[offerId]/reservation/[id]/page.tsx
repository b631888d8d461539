import type { Metadata } from "next";
import type { Locale } from "@/lib/i18n/routing";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { ReservationRoute, reservationMetadata } from "@/components/reservations/reservation-route";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

type Params = { params: Promise<{ locale: string; offerId: string; id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await params;
  return reservationMetadata("offer", locale as Locale, id);
}

async function OfferReservation({ params }: Params) {
  const { locale, offerId, id } = await params;
  return <ReservationRoute kind="offer" locale={locale as Locale} reservationId={id} requestedPath={`/offer/${offerId}/reservation/${id}`} />;
}

export default function OfferReservationPage(props: Params) {
  return (
    <DynamicPage params={props.params} namespaces={["Errors", "Payment", "Reservations", "StayReservations", "Validation"]}>
      <OfferReservation {...props} />
    </DynamicPage>
  );
}
