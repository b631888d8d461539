// The tax invoice of a paid reservation and the credit note of its refund (issue 26), as GET
// api/Reservations/:id/Invoice answers them on every kind's service. Money in SAR minor units. `qr` is the
// simplified tax invoice's QR payload of the Saudi e-invoicing rules, phase one: base64 of five TLV fields
// (seller's name, VAT number, timestamp, total with VAT, VAT total); the app draws it.
import { z } from "zod";
import { BOOKING_KINDS } from "./booking-core";
import { TAX_CODES } from "./taxes";

/** The rate of the seller's VAT on flights and offers, whose prices include it. */
export const INCLUDED_VAT_PERCENT = 15;

/**
 * What a line of the price is: a flight's fares and the taxes inside them, an offer's places, a stay's nights, a
 * ride, the service fee, a discount (negative), optional extras; then the named taxes of a stay or a ride as stored.
 */
export const INVOICE_LINE_CODES = ["fare", "fareTaxes", "places", "nights", "ride", "serviceFee", "discount", "extras", ...TAX_CODES] as const;
export type InvoiceLineCode = (typeof INVOICE_LINE_CODES)[number];

export const invoiceLine = z.object({
  code: z.enum(INVOICE_LINE_CODES),
  /** A tax line's rate (a tourism fee has none); null on the lines of the price. */
  percent: z.number().nullable(),
  /** What the line adds to the total (a discount is negative). */
  amount: z.number().int(),
  /** The VAT this line carries: included in a flight's or an offer's line, the VAT line itself for a stay or a ride. */
  vat: z.number().int(),
  /** The rate of that VAT; null when the line carries none. */
  vatPercent: z.number().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

const seller = z.object({ nameAr: z.string(), nameEn: z.string(), vatNumber: z.string() });
const reservationRef = z.object({ id: z.string(), kind: z.enum(BOOKING_KINDS), reference: z.string() });

export const creditNote = z.object({
  /** "CN-000001": its own series per seller. */
  number: z.string(),
  issuedAt: z.string(),
  /** The refund, VAT included. */
  amount: z.number().int(),
  vat: z.number().int(),
  currency: z.string(),
  qr: z.string(),
});
export type CreditNote = z.infer<typeof creditNote>;

export const invoiceResponse = z.object({
  /** "INV-000001": sequential per seller without gaps. */
  number: z.string(),
  issuedAt: z.string(),
  seller,
  reservation: reservationRef,
  lines: z.array(invoiceLine),
  /** VAT included. */
  total: z.number().int(),
  vat: z.number().int(),
  currency: z.string(),
  qr: z.string(),
  /** The credit note of a refunded cancellation, referring to this invoice; null otherwise. */
  creditNote: creditNote.nullable(),
});
export type InvoiceResponse = z.infer<typeof invoiceResponse>;
