// The printable tax invoice and its credit note, in the page's language: the seller (both its names) and VAT number,
// the number, the date and time (Riyadh), each price line with its VAT, the totals and the phase-one QR code. Amounts
// are the invoice's own (SAR), never converted to the visitor's currency: a tax document states what was charged.
import { getFormatter, getTranslations } from "next-intl/server";
import type { CreditNote, InvoiceLine, InvoiceResponse } from "@/provider/contracts/invoices";
import { clockDateTime } from "@/lib/format/clock";
import { formatMoney, isCurrency } from "@/lib/format/money";
import { InvoiceQr } from "./invoice-qr";

const TIME_ZONE = "Asia/Riyadh";

async function formatting() {
  const format = await getFormatter();
  return {
    money: (minor: number, currency: string) =>
      isCurrency(currency) ? formatMoney(format, minor, currency, { alwaysShowFraction: true }) : `${(minor / 100).toFixed(2)} ${currency}`,
    // The issue time to the second (the QR carries it so), on the site's 24-hour clock.
    moment: (iso: string) => clockDateTime(format, iso, TIME_ZONE, { day: "numeric", month: "long", year: "numeric" }, true),
  };
}

async function lineLabel(line: InvoiceLine): Promise<string> {
  if (line.code === "tourismFee") return (await getTranslations("Taxes"))("tourismFee");
  if (line.code === "vat" || line.code === "salesTax" || line.code === "serviceCharge")
    return (await getTranslations("Taxes"))(line.code, { percent: line.percent ?? 0 });
  return (await getTranslations("Invoice"))(`lines.${line.code}`);
}

const cell = "border-b border-slate-200 px-2 py-2 text-start align-top";
const amountCell = "border-b border-slate-200 px-2 py-2 text-end tabular-nums align-top whitespace-nowrap";

/** The document's title, its number, issue time (and, for a credit note, the invoice it refers to) beside its QR code. */
function SheetHeader({ title, qr, qrLabel, children }: { title: string; qr: string; qrLabel: string; children: React.ReactNode }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex flex-col gap-1">
        <h1 id="invoice-title" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">{children}</dl>
      </div>
      <InvoiceQr payload={qr} label={qrLabel} />
    </header>
  );
}

async function SellerBlock({ invoice }: { invoice: InvoiceResponse }) {
  const t = await getTranslations("Invoice");
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-slate-600">{t("seller")}</dt>
      <dd className="font-semibold text-slate-900" data-testid="invoice-seller">
        <span lang="ar">{invoice.seller.nameAr}</span>
        {" · "}
        <span lang="en">{invoice.seller.nameEn}</span>
      </dd>
      <dt className="text-slate-600">{t("vatNumber")}</dt>
      <dd className="tabular-nums" data-testid="invoice-vat-number">
        <bdi dir="ltr">{invoice.seller.vatNumber}</bdi>
      </dd>
      <dt className="text-slate-600">{t("reference")}</dt>
      <dd className="font-mono">
        <bdi dir="ltr">{invoice.reservation.reference}</bdi>
      </dd>
    </dl>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "border-t border-slate-300 pt-2 text-base font-bold text-slate-900" : "text-slate-700"}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums" dir="ltr" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export async function InvoiceSheet({ invoice }: { invoice: InvoiceResponse }) {
  const t = await getTranslations("Invoice");
  const f = await formatting();
  const labels = await Promise.all(invoice.lines.map(lineLabel));
  return (
    <article
      aria-labelledby="invoice-title"
      className="invoice-sheet flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
      data-testid="invoice"
    >
      <SheetHeader title={t("title")} qr={invoice.qr} qrLabel={t("qrLabel", { number: invoice.number })}>
        <dt className="text-slate-600">{t("number")}</dt>
        <dd className="font-mono font-semibold" data-testid="invoice-number">
          <bdi dir="ltr">{invoice.number}</bdi>
        </dd>
        <dt className="text-slate-600">{t("issuedAt")}</dt>
        <dd data-testid="invoice-issued-at">{f.moment(invoice.issuedAt)}</dd>
      </SheetHeader>
      <SellerBlock invoice={invoice} />
      {/* No scrolling box (a phone wraps the labels, never an amount): the table stays whole on screen and on paper. */}
      <div>
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t("linesCaption")}</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className={cell}>
                {t("columns.description")}
              </th>
              <th scope="col" className={amountCell.replace("tabular-nums ", "")}>
                {t("columns.amount")}
              </th>
              <th scope="col" className={amountCell.replace("tabular-nums ", "")}>
                {t("columns.vatRate")}
              </th>
              <th scope="col" className={amountCell.replace("tabular-nums ", "")}>
                {t("columns.vat")}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, i) => (
              <tr key={line.code} data-testid="invoice-line" data-code={line.code}>
                <th scope="row" className={`${cell} font-normal text-slate-900`}>
                  {labels[i]}
                </th>
                <td className={amountCell} dir="ltr">
                  {f.money(line.amount, invoice.currency)}
                </td>
                <td className={amountCell}>{line.vatPercent === null ? t("noVat") : t("vatRate", { percent: line.vatPercent })}</td>
                <td className={amountCell} dir="ltr">
                  {line.vatPercent === null ? "—" : f.money(line.vat, invoice.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ms-auto flex w-full max-w-sm flex-col gap-1 text-sm">
        <Row label={t("totalExclVat")} value={f.money(invoice.total - invoice.vat, invoice.currency)} />
        <Row label={t("vatTotal")} value={f.money(invoice.vat, invoice.currency)} testId="invoice-vat-total" />
        <Row label={t("total")} value={f.money(invoice.total, invoice.currency)} strong testId="invoice-total" />
      </dl>
      <p className="text-xs text-slate-600">{t("note")}</p>
    </article>
  );
}

export async function CreditNoteSheet({ invoice, note }: { invoice: InvoiceResponse; note: CreditNote }) {
  const t = await getTranslations("Invoice");
  const f = await formatting();
  return (
    <article
      aria-labelledby="invoice-title"
      className="invoice-sheet flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
      data-testid="credit-note"
    >
      <SheetHeader title={t("creditTitle")} qr={note.qr} qrLabel={t("qrLabel", { number: note.number })}>
        <dt className="text-slate-600">{t("creditNumber")}</dt>
        <dd className="font-mono font-semibold" data-testid="credit-note-number">
          <bdi dir="ltr">{note.number}</bdi>
        </dd>
        <dt className="text-slate-600">{t("issuedAt")}</dt>
        <dd>{f.moment(note.issuedAt)}</dd>
        <dt className="text-slate-600">{t("refersTo")}</dt>
        <dd data-testid="credit-note-invoice">
          <bdi className="font-mono" dir="ltr">
            {invoice.number}
          </bdi>{" "}
          ({f.moment(invoice.issuedAt)})
        </dd>
      </SheetHeader>
      <SellerBlock invoice={invoice} />
      <dl className="ms-auto flex w-full max-w-sm flex-col gap-1 text-sm">
        <Row label={t("refundExclVat")} value={f.money(note.amount - note.vat, note.currency)} />
        <Row label={t("vatTotal")} value={f.money(note.vat, note.currency)} testId="credit-note-vat" />
        <Row label={t("refund")} value={f.money(note.amount, note.currency)} strong testId="credit-note-amount" />
      </dl>
      <p className="text-xs text-slate-600">{t("creditNote")}</p>
    </article>
  );
}
