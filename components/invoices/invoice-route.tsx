// The body of every kind's invoice and credit-note pages (<reservation page>/invoice, …/credit-note): guard, read the
// invoice on the kind's service (the owner's, or any for an admin), then the printable sheet, or what to do while
// there is none. One stable address per booking, which the confirmation and cancellation mails link to.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { ChevronLeft, CreditCard, FileText, FileWarning } from "lucide-react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/guard";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { PagePath } from "@/lib/i18n/typed-routes";
import { readInvoice } from "@/lib/provider/invoices";
import type { BookingKind } from "@/lib/reservations/kinds";
import { PrintButton } from "@/components/ticket/print-button";
import { TicketProblem } from "@/components/ticket/ticket-problem";
import { buttonClasses } from "@/components/ui/button";
import { INVOICE_PRINT_CSS } from "./invoice-print-css";
import { CreditNoteSheet, InvoiceSheet } from "./invoice-sheet";

export type InvoiceDocument = "invoice" | "credit-note";

/** "Tax invoice" or "Credit note"; never indexed. */
export async function invoiceMetadata(document: InvoiceDocument, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Invoice" });
  return { title: document === "invoice" ? t("title") : t("creditTitle"), robots: { index: false } };
}

type RouteProps = {
  kind: BookingKind;
  document: InvoiceDocument;
  locale: Locale;
  reservationId: string;
  /** The reservation's page as addressed; the invoice is `${reservationPath}/invoice`, the credit note `…/credit-note`. */
  reservationPath: PagePath;
};

export async function InvoiceRoute({ kind, document, locale, reservationId, reservationPath }: RouteProps) {
  setRequestLocale(locale);
  const path = `${reservationPath}/${document}` as PagePath;
  await requireUser(locale, path);
  const [result, t] = await Promise.all([readInvoice(kind, reservationId, locale), getTranslations("Invoice")]);
  if (result.kind === "notFound") notFound();

  let body: ReactNode;
  let printable = false;
  let other: ReactNode = null;
  if (result.kind === "invoice") {
    const { invoice } = result;
    if (document === "invoice") {
      body = <InvoiceSheet invoice={invoice} />;
      printable = true;
      if (invoice.creditNote)
        other = (
          <Link href={`${reservationPath}/credit-note` as PagePath} className={buttonClasses("outline", "md")}>
            <FileText aria-hidden className="size-4" />
            {t("viewCreditNote", { number: invoice.creditNote.number })}
          </Link>
        );
    } else {
      other = (
        <Link href={`${reservationPath}/invoice` as PagePath} className={buttonClasses("outline", "md")}>
          <FileText aria-hidden className="size-4" />
          {t("viewInvoice", { number: invoice.number })}
        </Link>
      );
      if (invoice.creditNote) {
        body = <CreditNoteSheet invoice={invoice} note={invoice.creditNote} />;
        printable = true;
      } else body = <TicketProblem icon={<FileText aria-hidden className="size-8" />} title={t("noCreditTitle")} body={t("noCreditBody")} />;
    }
  } else if (result.kind === "unavailable")
    body = (
      <TicketProblem icon={<CreditCard aria-hidden className="size-8" />} title={t("unavailableTitle")} body={t("unavailableBody")}>
        <Link href={reservationPath} className={buttonClasses("primary", "md")}>
          {t("back")}
        </Link>
      </TicketProblem>
    );
  else
    body = (
      <TicketProblem icon={<FileWarning aria-hidden className="size-8" />} title={t("loadFailed")} tone="error">
        <Link href={path} className={buttonClasses("outline", "md")}>
          {t("retry")}
        </Link>
      </TicketProblem>
    );

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-5 px-4 py-6 sm:py-10 print:max-w-none print:p-0" data-kind={kind}>
      <style>{INVOICE_PRINT_CSS}</style>
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <Link href={reservationPath} className="flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t("back")}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          {other}
          {printable ? <PrintButton label={document === "invoice" ? t("print") : t("printCredit")} /> : null}
        </div>
      </div>
      {body}
    </main>
  );
}
