import type { Metadata } from "next";
import type { Locale } from "@/lib/i18n/routing";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { InvoiceRoute, invoiceMetadata } from "@/components/invoices/invoice-route";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

type Params = { params: Promise<{ locale: string; offerId: string; id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return invoiceMetadata("credit-note", locale as Locale);
}

async function OfferCreditNote({ params }: Params) {
  const { locale, offerId, id } = await params;
  return (
    <InvoiceRoute kind="offer" document="credit-note" locale={locale as Locale} reservationId={id} reservationPath={`/offer/${offerId}/reservation/${id}`} />
  );
}

export default function OfferCreditNotePage(props: Params) {
  return (
    <DynamicPage params={props.params} namespaces={[]}>
      <OfferCreditNote {...props} />
    </DynamicPage>
  );
}
