import type { Metadata } from "next";
import type { Locale } from "@/lib/i18n/routing";
import { getStayReservation } from "@/lib/provider/stay-reservations";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { kindReservationMetadata, StayReservationRoute, type StayRouteParams } from "@/components/stay-reservations/kind-routes";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: StayRouteParams): Promise<Metadata> {
  const { locale, reservationId } = await params;
  return kindReservationMetadata(locale as Locale, () => getStayReservation("hotel", reservationId, locale as Locale));
}

export default function HotelReservationPage(props: StayRouteParams) {
  return (
    <DynamicPage params={props.params}>
      <StayReservationRoute kind="hotel" params={props.params} />
    </DynamicPage>
  );
}
