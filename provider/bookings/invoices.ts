// Tax invoices and credit notes of every kind (issue 26). The invoice is issued inside the payment's transaction
// (markPaid, both the sandbox Pay and the Stripe webhook), numbered by the seller's counter row in that same
// transaction: a payment that rolls back takes its number back with it, so the numbers are 1, 2, 3… without gaps
// (a Postgres sequence would skip). A cancellation that refunds issues a credit note for the refund, in its own
// series, referring to the invoice. docs/product.md ("Tax invoices") gives the rules for the lines and the VAT.
import { and, eq, sql } from "drizzle-orm";
import { INCLUDED_VAT_PERCENT, type InvoiceLine, type InvoiceResponse } from "../contracts/invoices";
import { sellerConfig } from "../config";
import { creditNotes, invoiceCounters, invoices, reservations } from "../db/schema";
import type { AuthUser } from "../http/auth";
import { conflict } from "../http/errors";
import { isUuid, reservationNotFound, taxLinesOf, type BookingKind, type Executor, type ReservationRow, type Tx } from "./core";
import { encodeInvoiceQr, qrAmount, qrTimestamp } from "./invoice-qr";

type Series = "invoice" | "credit_note";

/** The next number of the seller's series, taken in the caller's transaction (the row stays locked until it ends). */
async function nextNumber(tx: Tx, sellerVatNumber: string, series: Series): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ sellerVatNumber, series, lastNumber: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.sellerVatNumber, invoiceCounters.series], set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ n: invoiceCounters.lastNumber });
  return row!.n;
}

export const invoiceNumber = (n: number) => `INV-${String(n).padStart(6, "0")}`;
export const creditNoteNumber = (n: number) => `CN-${String(n).padStart(6, "0")}`;

/** The VAT inside a VAT-inclusive amount (a flight's or an offer's line). */
const includedVat = (amount: number) => Math.round((amount * INCLUDED_VAT_PERCENT) / (100 + INCLUDED_VAT_PERCENT));

const BASE_CODE = { flight: "fare", offer: "places", hotel: "nights", chalet: "nights", taxi: "ride" } as const satisfies Record<
  BookingKind,
  InvoiceLine["code"]
>;

type PricedRow = Pick<ReservationRow, "kind" | "base" | "tax" | "taxLines" | "serviceFees" | "discount" | "extras" | "total">;

/**
 * The reservation's price lines as charged, each with its VAT. Flights and offers: prices include the seller's 15 % VAT,
 * so every line carries the VAT inside it. Stays and rides: the lines as stored, the country's named taxes last; the VAT
 * is the country's VAT line (Saudi 15 %, Egypt 14 %, UAE 5 %); a sales tax or a fee is a line, not VAT.
 */
export function invoiceLines(r: PricedRow): InvoiceLine[] {
  const inclusive = r.kind === "flight" || r.kind === "offer";
  const line = (code: InvoiceLine["code"], amount: number): InvoiceLine =>
    inclusive
      ? { code, percent: null, amount, vat: includedVat(amount), vatPercent: INCLUDED_VAT_PERCENT }
      : { code, percent: null, amount, vat: 0, vatPercent: null };
  const lines: InvoiceLine[] = [line(BASE_CODE[r.kind], r.base)];
  if (inclusive && r.tax > 0) lines.push(line("fareTaxes", r.tax));
  if (r.serviceFees > 0) lines.push(line("serviceFee", r.serviceFees));
  if (r.discount > 0) lines.push(line("discount", -r.discount));
  if (r.extras > 0) lines.push(line("extras", r.extras));
  if (!inclusive) {
    for (const tax of taxLinesOf(r)) {
      const isVat = tax.code === "vat";
      lines.push({ code: tax.code, percent: tax.percent, amount: tax.amount, vat: isVat ? tax.amount : 0, vatPercent: isVat ? tax.percent : null });
    }
  }
  const sum = lines.reduce((s, l) => s + l.amount, 0);
  // An invoice that does not add up to what was charged must never be issued.
  if (sum !== r.total) throw new Error(`invoice lines of ${r.kind} add up to ${sum}, not its total ${r.total}`);
  return lines;
}

/** Issues the tax invoice of a reservation just marked paid, in the payment's transaction. */
export async function issueInvoice(tx: Tx, r: ReservationRow, paidAt: Date): Promise<void> {
  const seller = sellerConfig();
  const lines = invoiceLines(r);
  const number = await nextNumber(tx, seller.vatNumber, "invoice");
  await tx.insert(invoices).values({
    reservationId: r.id,
    sellerVatNumber: seller.vatNumber,
    sellerNameAr: seller.nameAr,
    sellerNameEn: seller.nameEn,
    number,
    issuedAt: new Date(Math.floor(paidAt.getTime() / 1000) * 1000),
    lines,
    total: r.total,
    vat: lines.reduce((s, l) => s + l.vat, 0),
    currency: r.currency,
  });
}

/**
 * The credit note of a refund, in the cancellation's transaction: the refund with the invoice's VAT in proportion.
 * Nothing without a refund, or for a reservation paid before invoices were issued (it has none to refer to).
 */
export async function issueCreditNote(tx: Tx, reservationId: string, refund: number, at: Date): Promise<void> {
  if (refund <= 0) return;
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.reservationId, reservationId)).limit(1);
  if (!invoice || invoice.total === 0) return;
  const amount = Math.min(refund, invoice.total);
  const number = await nextNumber(tx, invoice.sellerVatNumber, "credit_note");
  await tx.insert(creditNotes).values({
    invoiceId: invoice.id,
    sellerVatNumber: invoice.sellerVatNumber,
    number,
    issuedAt: new Date(Math.floor(at.getTime() / 1000) * 1000),
    amount,
    vat: Math.round((invoice.vat * amount) / invoice.total),
    currency: invoice.currency,
  });
}

/** The reservation (of this kind) whose invoice is asked for: the caller's own, or any for an admin; 404 otherwise. */
async function invoicedReservation(db: Executor, id: string, kind: BookingKind, user: Pick<AuthUser, "id" | "role">): Promise<ReservationRow> {
  if (!isUuid(id)) throw reservationNotFound();
  const own = user.role === "Admin" ? undefined : eq(reservations.userId, user.id);
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.kind, kind), own))
    .limit(1);
  if (!row) throw reservationNotFound();
  return row;
}

/** GET …/Reservations/:id/Invoice: the invoice with its credit note, or 409 INVOICE_NOT_AVAILABLE before payment. */
export async function readInvoice(db: Executor, id: string, kind: BookingKind, user: Pick<AuthUser, "id" | "role">): Promise<InvoiceResponse> {
  const r = await invoicedReservation(db, id, kind, user);
  const [found] = await db
    .select({ invoice: invoices, note: creditNotes })
    .from(invoices)
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .where(eq(invoices.reservationId, r.id))
    .limit(1);
  if (!found) throw conflict("INVOICE_NOT_AVAILABLE");
  const { invoice, note } = found;
  const qr = (at: Date, total: number, vat: number) =>
    encodeInvoiceQr({
      sellerName: invoice.sellerNameAr,
      vatNumber: invoice.sellerVatNumber,
      timestamp: qrTimestamp(at),
      total: qrAmount(total),
      vat: qrAmount(vat),
    });
  return {
    number: invoiceNumber(invoice.number),
    issuedAt: invoice.issuedAt.toISOString(),
    seller: { nameAr: invoice.sellerNameAr, nameEn: invoice.sellerNameEn, vatNumber: invoice.sellerVatNumber },
    reservation: { id: r.id, kind: r.kind, reference: r.reference },
    lines: invoice.lines,
    total: invoice.total,
    vat: invoice.vat,
    currency: invoice.currency,
    qr: qr(invoice.issuedAt, invoice.total, invoice.vat),
    creditNote: note
      ? {
          number: creditNoteNumber(note.number),
          issuedAt: note.issuedAt.toISOString(),
          amount: note.amount,
          vat: note.vat,
          currency: note.currency,
          qr: qr(note.issuedAt, note.amount, note.vat),
        }
      : null,
  };
}
