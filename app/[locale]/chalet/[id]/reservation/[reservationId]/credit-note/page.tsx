import type { Metadata } from "next";
import type { Locale } from "@/lib/i18n/routing";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { InvoiceRoute, invoiceMetadata } from "@/components/invoices/invoice-route";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

type Params = { params: Promise<{ locale: string; id: string; reservationId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return invoiceMetadata("credit-note", locale as Locale);
}

async function ChaletCreditNote({ params }: Params) {
  const { locale, id, reservationId } = await params;
  return (
    <InvoiceRoute
      kind="chalet"
      document="credit-note"
      locale={locale as Locale}
      reservationId={reservationId}
      reservationPath={`/chalet/${id}/reservation/${reservationId}`}
    />
  );
}

export default function ChaletCreditNotePage(props: Params) {
  return (
    <DynamicPage params={props.params} namespaces={[]}>
      <ChaletCreditNote {...props} />
    </DynamicPage>
  );
}
