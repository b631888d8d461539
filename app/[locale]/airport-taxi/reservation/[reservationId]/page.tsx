import type { Metadata } from "next";
import type { Locale } from "@/lib/i18n/routing";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { ReservationRoute, reservationMetadata } from "@/components/reservations/reservation-route";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

type Params = { params: Promise<{ locale: string; reservationId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, reservationId } = await params;
  return reservationMetadata("taxi", locale as Locale, reservationId);
}

async function TaxiReservation({ params }: Params) {
  const { locale, reservationId } = await params;
  return <ReservationRoute kind="taxi" locale={locale as Locale} reservationId={reservationId} requestedPath={`/airport-taxi/reservation/${reservationId}`} />;
}

export default function TaxiReservationPage(props: Params) {
  return (
    <DynamicPage params={props.params} namespaces={["Errors", "Payment", "Reservations", "StayReservations", "Validation"]}>
      <TaxiReservation {...props} />
    </DynamicPage>
  );
}
