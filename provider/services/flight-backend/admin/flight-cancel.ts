// An admin cancels a flight: every reservation that still stands is cancelled with a full refund (no fee, whatever its
// fare's terms), its seats go back, and its lead traveller is mailed. One transaction; the outbox rows are part of it,
// the SMTP delivery follows the commit. A second call finds nothing left to cancel and changes nothing.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { FlightCancellation } from "../../../contracts/admin-flights";
import { recordAudit } from "../../../admin/audit";
import { applyCancellation, fullRefundQuote } from "../../../bookings/cancel";
import { isUuid, type Executor, type Tx } from "../../../bookings/core";
import { providerConfig } from "../../../config";
import { getDb } from "../../../db/client";
import { flights, reservationFlightReturns, reservationFlights, reservations } from "../../../db/schema";
import type { AuthUser } from "../../../http/auth";
import { notFound } from "../../../http/errors";
import type { ProviderLocale } from "../../../http/locale";
import { queueMail, type Mail } from "../../../mail";
import { renderFlightCancelledMail } from "../../../mail/flight-cancelled";
import { rowsOf } from "../../search-flight/rows";
import { ACTIVE, FLIGHT_LEGS } from "./flight-read";

async function lockedFlight(db: Executor, id: string, lock: boolean) {
  if (!isUuid(id)) throw notFound("FLIGHT_NOT_FOUND");
  const query = db.select().from(flights).where(eq(flights.id, id)).limit(1);
  const [flight] = lock ? await query.for("update") : await query;
  if (!flight) throw notFound("FLIGHT_NOT_FOUND");
  return flight;
}

/** What cancelling the flight would do: the reservations and travellers it affects, and the money going back. */
export async function flightCancellationSummary(db: Executor, id: string): Promise<FlightCancellation> {
  const flight = await lockedFlight(db, id, false);
  const result = await db.execute(sql`
    select count(*)::int as reservations, coalesce(sum(t.n), 0)::int as travelers,
      coalesce(sum(case when r.payment_status = 'paid' then r.total else 0 end), 0)::bigint as refund
    from reservations r join ${FLIGHT_LEGS} rf on rf.reservation_id = r.id
    cross join lateral (select count(*)::int as n from reservation_travelers x where x.reservation_id = r.id) t
    where rf.flight_id = ${id} and r.status in ${ACTIVE}`);
  const row = rowsOf<{ reservations: number; travelers: number; refund: number }>(result)[0];
  return {
    flightId: id,
    status: flight.status,
    reservations: Number(row?.reservations ?? 0),
    travelers: Number(row?.travelers ?? 0),
    refundTotal: Number(row?.refund ?? 0),
  };
}

type Lead = { reservationId: string; reference: string; fullName: string; email: string; locale: string; refund: number };

async function mailsFor(tx: Tx, flight: typeof flights.$inferSelect, leads: Lead[]): Promise<{ id: string; mail: Mail }[]> {
  if (!leads.length) return [];
  const codes = rowsOf<{ from: string; to: string }>(
    await tx.execute(
      sql`select d.code as "from", a.code as "to" from airports d, airports a where d.id = ${flight.departureAirportId} and a.id = ${flight.arrivalAirportId}`,
    ),
  )[0];
  const queued: { id: string; mail: Mail }[] = [];
  for (const lead of leads) {
    const locale: ProviderLocale = lead.locale === "en" ? "en" : "ar";
    const link = `${providerConfig.appUrl}${locale === "en" ? "/en" : ""}/all-reservations`;
    const rendered = renderFlightCancelledMail(
      {
        name: lead.fullName,
        reference: lead.reference,
        flightNumber: flight.flightNumber,
        date: flight.date,
        from: codes?.from ?? "",
        to: codes?.to ?? "",
        refund: lead.refund,
        link,
      },
      locale,
    );
    const mail: Mail = { to: lead.email, ...rendered, link };
    queued.push({ id: await queueMail(tx, mail), mail });
  }
  return queued;
}

export async function cancelFlight(user: AuthUser, id: string): Promise<FlightCancellation> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The flight's row lock also holds off new bookings of it (their foreign keys wait for it) until the commit.
    const flight = await lockedFlight(tx, id, true);
    const before = await flightCancellationSummary(tx, id);
    // A round trip whose either leg is this flight is cancelled whole (it is one booking).
    const booked = tx.select({ id: reservationFlights.reservationId }).from(reservationFlights).where(eq(reservationFlights.flightId, id));
    const bookedBack = tx
      .select({ id: reservationFlightReturns.reservationId })
      .from(reservationFlightReturns)
      .where(eq(reservationFlightReturns.flightId, id));
    const rows = await tx
      .select()
      .from(reservations)
      .where(and(or(inArray(reservations.id, booked), inArray(reservations.id, bookedBack)), inArray(reservations.status, ["pending", "confirmed"])))
      .orderBy(reservations.id)
      .for("update");
    const cancellations = rows.map((r) => ({ r, quote: fullRefundQuote(r) }));
    if (flight.status === "cancelled" && !cancellations.length) return before;

    await applyCancellation(tx, cancellations);
    await tx.update(flights).set({ status: "cancelled", updatedAt: new Date() }).where(eq(flights.id, id));
    const leadRows = cancellations.length
      ? rowsOf<Omit<Lead, "refund">>(
          await tx.execute(sql`select t.reservation_id as "reservationId", r.reference, t.full_name as "fullName", coalesce(t.email, u.email) as email, coalesce(r.locale, u.locale) as locale
            from reservation_travelers t join reservations r on r.id = t.reservation_id join users u on u.id = r.user_id
            where t.ordinal = 0 and t.reservation_id in (${sql.join(
              cancellations.map(({ r }) => sql`${r.id}`),
              sql`, `,
            )})`),
        )
      : [];
    const refunds = new Map(cancellations.map(({ r, quote }) => [r.id, quote.refund]));
    // Each mail and its delivery job commit with the cancellation (provider/jobs/mail-job.ts).
    await mailsFor(
      tx,
      flight,
      leadRows.map((lead) => ({ ...lead, refund: refunds.get(lead.reservationId) ?? 0 })),
    );
    const after = { ...before, status: "cancelled" as const };
    await recordAudit(tx, user, { entity: "flight", entityId: id, action: "cancel", before: { status: flight.status }, after });
    return after;
  });
}
