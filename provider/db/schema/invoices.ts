// Tax invoices and credit notes (issue 26): one invoice per paid reservation, written in the payment's transaction,
// and one credit note per refunded cancellation, referring to it. Each series is numbered per seller (VAT number) by a
// counter row bumped in the same transaction, so a rolled-back payment gives its number back: the numbers have no
// gaps, which a Postgres sequence does not promise. What the invoice says (seller, lines, totals) is kept as issued.
import { sql } from "drizzle-orm";
import { bigint, check, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { InvoiceLine } from "../../contracts/invoices";
import { reservations } from "./reservations";

/** The last number issued in each series of each seller: `invoice` and `credit_note`. */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    sellerVatNumber: text("seller_vat_number").notNull(),
    series: text("series").$type<"invoice" | "credit_note">().notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerVatNumber, t.series] }),
    check("invoice_counters_series", sql`${t.series} in ('invoice', 'credit_note')`),
    check("invoice_counters_last_number", sql`${t.lastNumber} > 0`),
  ],
);

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    sellerVatNumber: text("seller_vat_number").notNull(),
    sellerNameAr: text("seller_name_ar").notNull(),
    sellerNameEn: text("seller_name_en").notNull(),
    /** 1, 2, 3… per seller, without gaps. */
    number: integer("number").notNull(),
    /** The payment's instant, to the second (what the QR code carries). */
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** The reservation's price lines as charged, each with the VAT it carries (contracts/invoices.ts). */
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    /** SAR minor units, VAT included. */
    total: bigint("total", { mode: "number" }).notNull(),
    vat: bigint("vat", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
  },
  (t) => [
    uniqueIndex("invoices_reservation_key").on(t.reservationId),
    uniqueIndex("invoices_seller_number_key").on(t.sellerVatNumber, t.number),
    check("invoices_amounts", sql`${t.total} >= 0 and ${t.vat} >= 0 and ${t.vat} <= ${t.total}`),
  ],
);

export const creditNotes = pgTable(
  "credit_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    sellerVatNumber: text("seller_vat_number").notNull(),
    /** Its own series per seller, without gaps. */
    number: integer("number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** The refund, VAT included. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** The invoice's VAT in the refund's proportion. */
    vat: bigint("vat", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
  },
  (t) => [
    uniqueIndex("credit_notes_invoice_key").on(t.invoiceId),
    uniqueIndex("credit_notes_seller_number_key").on(t.sellerVatNumber, t.number),
    check("credit_notes_amounts", sql`${t.amount} > 0 and ${t.vat} >= 0 and ${t.vat} <= ${t.amount}`),
  ],
);
