// The body of every kind's printable document route (a flight's e-ticket, the voucher of every other kind): guard,
// read it on the kind's service (paid and confirmed only), send a wrong flight, offer or property id to the document's
// own address, then the print frame around the kind's document, or what to do while it is not issued yet.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { CalendarPlus, ChevronLeft, CreditCard, FileWarning, ReceiptText } from "lucide-react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/guard";
import { Link, redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { PagePath } from "@/lib/i18n/typed-routes";
import { readDocument, type DocumentViews } from "@/lib/provider/bookings";
import { taxiLinkForTicket } from "@/lib/provider/taxis";
import { KIND_REGISTRY, type BookingKind } from "@/lib/reservations/kinds";
import { reservationPath, voucherPath } from "@/lib/reservations/reservation-kinds";
import { OfferVoucher } from "@/components/offers/offer-voucher";
import { KeepDocumentOffline } from "@/components/offline/keep-document";
import { StayOrTaxiVoucher } from "@/components/reservations/stay-or-taxi-voucher";
import { ETicket } from "@/components/ticket/e-ticket";
import { PrintButton } from "@/components/ticket/print-button";
import { TICKET_PRINT_CSS } from "@/components/ticket/print-css";
import { TaxiFromAirport } from "@/components/ticket/taxi-from-airport";
import { TicketProblem } from "@/components/ticket/ticket-problem";
import { buttonClasses } from "@/components/ui/button";

type RouteProps = {
  kind: BookingKind;
  locale: Locale;
  reservationId: string;
  /** The reservation's page as addressed; the document is `${reservationPath}/ticket|voucher`. */
  reservationPath: PagePath;
};

/** A flight's ticket speaks of a ticket (Ticket.*), every voucher alike (StayReservations.voucher*). */
async function documentTexts(kind: BookingKind) {
  if (KIND_REGISTRY[kind].document === "ticket") {
    const t = await getTranslations("Ticket");
    return { print: t("print"), unavailableTitle: t("unavailableTitle"), unavailableBody: t("unavailableBody"), loadFailed: t("loadFailed") };
  }
  const t = await getTranslations("StayReservations");
  return {
    print: t("voucherPrint"),
    unavailableTitle: t("voucherUnavailableTitle"),
    unavailableBody: t("voucherUnavailableBody"),
    loadFailed: t("voucherLoadFailed"),
  };
}

/** "Electronic ticket", "Offer voucher", "Hotel voucher"…; never indexed. */
export async function documentMetadata(kind: BookingKind, locale: Locale): Promise<Metadata> {
  if (kind === "flight") return { title: (await getTranslations({ locale, namespace: "Ticket" }))("title"), robots: { index: false } };
  if (kind === "offer") return { title: (await getTranslations({ locale, namespace: "OfferBooking" }))("voucherTitle"), robots: { index: false } };
  return { title: (await getTranslations({ locale, namespace: "StayReservations" }))(`voucherTitle.${kind}`), robots: { index: false } };
}

/** The kind's document inside the frame, and for a flight still ahead, the airport taxi on arrival. */
function KindDocument({ document, brand, now }: { document: DocumentViews[BookingKind]; brand: string; now: number }) {
  switch (document.kind) {
    case "flight": {
      const ahead = document.status === "confirmed" && !document.flight.cancelled && Date.parse(document.flight.arrivalAt) > now;
      return (
        <>
          <ETicket ticket={document} brand={brand} />
          {ahead ? <TaxiFromAirport href={taxiLinkForTicket(document)} airport={document.flight.to.city} /> : null}
        </>
      );
    }
    case "offer":
      return <OfferVoucher voucher={document} brand={brand} />;
    default:
      return <StayOrTaxiVoucher voucher={document} brand={brand} />;
  }
}

/** The clock of this request's render (a per-request page: nothing is cached across requests). */
const renderedAt = () => Date.now();

export async function DocumentRoute({ kind, locale, reservationId, reservationPath: addressed }: RouteProps) {
  setRequestLocale(locale);
  const documentPath = `${addressed}/${KIND_REGISTRY[kind].documentSegment}` as PagePath;
  await requireUser(locale, documentPath);
  const [result, texts, tr, tt, meta, tc, ti] = await Promise.all([
    readDocument(kind, reservationId, locale),
    documentTexts(kind),
    getTranslations("Reservations"),
    getTranslations("Ticket"),
    getTranslations("Metadata"),
    getTranslations("Calendar"),
    getTranslations("Invoice"),
  ]);
  if (result.kind === "notFound") notFound();
  if (result.kind === "document" && reservationPath(result.document) !== addressed) redirect({ href: voucherPath(result.document), locale });

  let body: ReactNode;
  if (result.kind === "document") body = <KindDocument document={result.document} brand={meta("brand")} now={renderedAt()} />;
  else if (result.kind === "unavailable")
    body = (
      <TicketProblem icon={<CreditCard aria-hidden className="size-8" />} title={texts.unavailableTitle} body={texts.unavailableBody}>
        <Link href={addressed} className={buttonClasses("primary", "md")}>
          {tt("payLink")}
        </Link>
      </TicketProblem>
    );
  else
    body = (
      <TicketProblem icon={<FileWarning aria-hidden className="size-8" />} title={texts.loadFailed} tone="error">
        <Link href={documentPath} className={buttonClasses("outline", "md")}>
          {tt("retry")}
        </Link>
      </TicketProblem>
    );

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-5 px-4 py-6 sm:py-10 print:max-w-none print:p-0" data-kind={kind}>
      <style>{TICKET_PRINT_CSS}</style>
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <Link href="/all-reservations" className="flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {tr("title")}
        </Link>
        {result.kind === "document" ? (
          <div className="flex flex-wrap items-center gap-2">
            {result.document.kind !== "offer" || result.document.trip ? (
              // A file download, not a page: a plain link (the route answers text/calendar as an attachment).
              <a href={`/api/calendar/${kind}/${result.document.id}?locale=${locale}`} download className={buttonClasses("outline", "md")}>
                <CalendarPlus aria-hidden className="size-4" />
                {tc("addToCalendar")}
              </a>
            ) : null}
            {/* The tax invoice issued with the payment (components/invoices/invoice-route.tsx). */}
            <Link href={`${addressed}/invoice` as PagePath} className={buttonClasses("outline", "md")}>
              <ReceiptText aria-hidden className="size-4" />
              {ti("link")}
            </Link>
            <PrintButton label={texts.print} />
          </div>
        ) : null}
      </div>
      {body}
      {/* Kept for offline reading (public/sw.js), also when reached by a client-side navigation. */}
      {result.kind === "document" ? <KeepDocumentOffline /> : null}
    </main>
  );
}
