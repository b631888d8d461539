import type { Metadata } from "next";
import type { Locale } from "@/lib/i18n/routing";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { ReservationRoute, reservationMetadata } from "@/components/reservations/reservation-route";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

type Params = { params: Promise<{ locale: string; id: string; reservationId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, reservationId } = await params;
  return reservationMetadata("chalet", locale as Locale, reservationId);
}

async function ChaletReservation({ params }: Params) {
  const { locale, id, reservationId } = await params;
  return (
    <ReservationRoute kind="chalet" locale={locale as Locale} reservationId={reservationId} requestedPath={`/chalet/${id}/reservation/${reservationId}`} />
  );
}

export default function ChaletReservationPage(props: Params) {
  return (
    <DynamicPage params={props.params} namespaces={["Errors", "Payment", "Reservations", "StayReservations", "Validation"]}>
      <ChaletReservation {...props} />
    </DynamicPage>
  );
}
