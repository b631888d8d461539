import type { Metadata } from "next";
import type { Locale } from "@/lib/i18n/routing";
import { getTaxiReservation } from "@/lib/provider/stay-reservations";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { kindReservationMetadata, TaxiReservationRoute, type TaxiRouteParams } from "@/components/stay-reservations/kind-routes";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: TaxiRouteParams): Promise<Metadata> {
  const { locale, reservationId } = await params;
  return kindReservationMetadata(locale as Locale, () => getTaxiReservation(reservationId, locale as Locale));
}

export default function TaxiReservationPage(props: TaxiRouteParams) {
  return (
    <DynamicPage params={props.params}>
      <TaxiReservationRoute params={props.params} />
    </DynamicPage>
  );
}
