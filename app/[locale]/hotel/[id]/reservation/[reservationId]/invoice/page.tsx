import type { Metadata } from "next";
import type { Locale } from "@/lib/i18n/routing";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { InvoiceRoute, invoiceMetadata } from "@/components/invoices/invoice-route";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

type Params = { params: Promise<{ locale: string; id: string; reservationId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return invoiceMetadata("invoice", locale as Locale);
}

async function HotelInvoice({ params }: Params) {
  const { locale, id, reservationId } = await params;
  return (
    <InvoiceRoute
      kind="hotel"
      document="invoice"
      locale={locale as Locale}
      reservationId={reservationId}
      reservationPath={`/hotel/${id}/reservation/${reservationId}`}
    />
  );
}

export default function HotelInvoicePage(props: Params) {
  return (
    <DynamicPage params={props.params} namespaces={[]}>
      <HotelInvoice {...props} />
    </DynamicPage>
  );
}
