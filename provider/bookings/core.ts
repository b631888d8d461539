// The booking core shared by every kind: ids, ownership, references and the core row of a new reservation.
import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { BookingKind } from "../contracts/booking-core";
import { HOLD_MINUTES, idempotencyKey } from "../contracts/reservations";
import { legacyTaxLines, type ChargedLines, type TaxLine } from "../contracts/taxes";
import type { Db } from "../db/client";
import { reservations } from "../db/schema";
import { badRequest, notFound } from "../http/errors";
import type { ProviderLocale } from "../http/locale";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;
export type ReservationRow = typeof reservations.$inferSelect;
/** What can be booked (contracts/booking-core.ts); each kind has its detail table (db/schema/reservation-details.ts). */
export type { BookingKind } from "../contracts/booking-core";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Malformed ids are answered like unknown ones (404), never handed to Postgres (which would fail with 500). */
export const isUuid = (value: string) => UUID.test(value);

export const reservationNotFound = () => notFound("RESERVATION_NOT_FOUND");

/**
 * The caller's reservation of a kind, or 404 RESERVATION_NOT_FOUND: someone else's reservation, or one of
 * another kind asked for through this kind's service, is answered exactly like a missing one, so ids cannot be
 * probed. `forUpdate` locks the row for the rest of the transaction.
 */
export async function ownedReservation(db: Executor, id: string, userId: string, kind: BookingKind, forUpdate = false): Promise<ReservationRow> {
  if (!isUuid(id)) throw reservationNotFound();
  const query = db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.userId, userId), eq(reservations.kind, kind)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw reservationNotFound();
  return row;
}

export const holdExpired = (row: ReservationRow, now = new Date()) => row.status === "pending" && row.holdExpiresAt.getTime() <= now.getTime();

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newReference(): string {
  return Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join("");
}

/** `taxLines`: the named lines `tax` sums (stays and transfers; flights and offers have none). */
export type PriceLines = { base: number; tax: number; taxLines?: TaxLine[] | null; serviceFees: number; discount: number; extras: number; total: number };
/** A stay's or a transfer's lines (contracts/taxes.ts) as the reservation stores them. */
export const chargedPrice = (lines: ChargedLines): PriceLines => ({
  base: lines.base,
  tax: lines.tax,
  taxLines: lines.taxes,
  serviceFees: lines.serviceFee,
  discount: 0,
  extras: 0,
  total: lines.total,
});

/** The lines of tax a stay or a transfer was charged, as stored; one booked before they were stored: Saudi VAT. */
export const taxLinesOf = (row: Pick<ReservationRow, "tax" | "taxLines">): TaxLine[] => row.taxLines ?? legacyTaxLines(row.tax);

/** The kind's cancellation terms as they stand when booking, copied into the reservation (bookings/cancel.ts applies them). */
export type CancellationTerms = {
  /** No cancellation after this instant. */
  deadline: Date;
  /** A paid reservation cancels without a fee until then; null: no free period. */
  freeUntil: Date | null;
  /** Fee of a paid cancellation after the free period, in percent of total − extras. */
  feePercent: number;
  /** A fixed fee instead of the percentage (a stay's first night), capped at total − extras. */
  feeAmount?: number | null;
};

/**
 * Writes the core row of a pending reservation holding for HOLD_MINUTES, with a fresh reference. The caller
 * writes the kind's detail row in the same transaction (the deferred trigger refuses the commit otherwise).
 */
/** Who books: the account, and the page language the booking was made in (its mails speak it). */
export type Booker = { userId: string; locale: ProviderLocale };

export async function insertReservation(tx: Tx, input: { kind: BookingKind; booker: Booker; price: PriceLines; terms: CancellationTerms }): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const [row] = await tx
      .insert(reservations)
      .values({
        kind: input.kind,
        reference: newReference(),
        userId: input.booker.userId,
        locale: input.booker.locale,
        holdExpiresAt: sql`now() + make_interval(mins => ${HOLD_MINUTES})`,
        ...input.price,
        cancellationDeadline: input.terms.deadline,
        freeCancellationUntil: input.terms.freeUntil,
        cancellationFeePercent: input.terms.feePercent,
        cancellationFeeAmount: input.terms.feeAmount ?? null,
      })
      .onConflictDoNothing({ target: reservations.reference })
      .returning({ id: reservations.id });
    if (row) return row.id;
  }
  throw new Error("could not find a free booking reference");
}

/** The Idempotency-Key header of Pay and PaymentIntent, or 400 IDEMPOTENCY_KEY_REQUIRED. */
export function requiredIdempotencyKey(header: string | undefined): string {
  const key = idempotencyKey.safeParse(header);
  if (!key.success) throw badRequest("IDEMPOTENCY_KEY_REQUIRED", { idempotencyKey: "idempotencyKeyRequired" });
  return key.data;
}

/** SQLSTATE of a failed statement through drizzle's and the drivers' wrappers. */
export function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
