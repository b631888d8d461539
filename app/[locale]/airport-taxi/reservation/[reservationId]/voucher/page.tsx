import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { DynamicPage } from "@/components/layout/dynamic-page";
import type { TaxiRouteParams } from "@/components/stay-reservations/kind-routes";
import { KindVoucherRoute } from "@/components/stay-reservations/kind-voucher-route";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: TaxiRouteParams): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "StayReservations" });
  return { title: t("voucherTitle.taxi"), robots: { index: false } };
}

async function VoucherBody({ params }: TaxiRouteParams) {
  const { locale, reservationId } = await params;
  return (
    <KindVoucherRoute kind="taxi" locale={locale as Locale} reservationId={reservationId} reservationPath={`/airport-taxi/reservation/${reservationId}`} />
  );
}

export default function TaxiVoucherPage(props: TaxiRouteParams) {
  return (
    <DynamicPage params={props.params}>
      <VoucherBody {...props} />
    </DynamicPage>
  );
}
