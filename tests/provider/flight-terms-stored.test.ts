// Issue 21, "the terms shown are the terms applied": a flight's cancellation terms are copied into the
// reservation when booked, so changing the fee and deadline that new bookings get (flight-rules.ts) leaves the
// quote and the cancellation of an existing booking under the terms it was sold with.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { cancellationQuote } from "@/provider/contracts/booking-core";
import { reservations } from "@/provider/db/schema";
import { booking, createFlight, createUsers, errorOf, onEachDatabase, request, reservationOf, type TestUser, book, pay } from "./flight-fixtures";

/** The policy new bookings get; undefined: flight-rules.ts's own value. */
const policy = vi.hoisted(() => ({ hours: undefined as number | undefined, percent: undefined as number | undefined }));

vi.mock("@/provider/contracts/flight-rules", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/provider/contracts/flight-rules")>();
  return {
    ...real,
    get CANCELLATION_DEADLINE_HOURS() {
      return policy.hours ?? real.CANCELLATION_DEADLINE_HOURS;
    },
    get CANCELLATION_FEE_PERCENT() {
      return policy.percent ?? real.CANCELLATION_FEE_PERCENT;
    },
  };
});

const HOUR = 3_600_000;
const quoteOf = async (user: TestUser, id: string) =>
  cancellationQuote.parse((await request(`api/Reservations/${id}/Cancellation`, { token: user.token })).json);

onEachDatabase("flight terms stored at booking", (t) => {
  let alice: TestUser;

  beforeAll(async () => {
    [alice] = (await createUsers(t.db.db, 1)) as [TestUser];
  });

  describe("after the policy for new bookings changes", () => {
    it("quotes and cancels a booking under the fee and deadline it was booked with", async () => {
      policy.hours = undefined;
      policy.percent = undefined;
      // Two days out: open under the 24 h deadline of the day of booking, closed under a 72 h one. A refundable fare,
      // so the fee percent is the policy's own.
      const flight = await createFlight(t.db.db, { departureInHours: 48 });
      const old = reservationOf(await book(alice, booking(flight, { ticketId: flight.tickets.flex })));
      expect((await pay(alice, old.id)).status).toBe(200);
      const departure = Date.parse(old.flight.departureAt);
      expect(old.kind).toBe("flight");
      expect(old.cancellationTerms).toEqual({ deadline: new Date(departure - 24 * HOUR).toISOString(), freeUntil: null, feeAmount: null, feePercent: 10 });

      policy.hours = 72;
      policy.percent = 50;
      // New bookings do get the new policy: the change is real.
      const later = reservationOf(await book(alice, booking(flight, { ticketId: flight.tickets.flex })));
      expect(later.cancellationTerms).toMatchObject({ deadline: new Date(departure - 72 * HOUR).toISOString(), feePercent: 50 });
      expect(await quoteOf(alice, later.id)).toMatchObject({ allowed: false, reason: "CANCELLATION_CLOSED", feePercent: 50 });

      const chargeable = old.breakdown.total - old.breakdown.extras;
      const fee = Math.round((chargeable * 10) / 100);
      expect(await quoteOf(alice, old.id)).toMatchObject({
        allowed: true,
        reason: null,
        deadline: new Date(departure - 24 * HOUR).toISOString(),
        feePercent: 10,
        fee,
        refund: old.breakdown.total - fee,
      });
      const cancelled = reservationOf(await request(`api/Reservations/${old.id}/Cancel`, { method: "POST", token: alice.token }));
      expect(cancelled).toMatchObject({ status: "cancelled", paymentStatus: "refunded", cancellationFee: fee, refundAmount: old.breakdown.total - fee });
      expect(cancelled.cancellationTerms).toEqual(old.cancellationTerms);
      const [row] = await t.db.db.select().from(reservations).where(eq(reservations.id, old.id));
      expect(row).toMatchObject({ status: "cancelled", cancellationFee: fee, cancellationFeePercent: 10 });

      const refused = await request(`api/Reservations/${later.id}/Cancel`, { method: "POST", token: alice.token });
      expect(refused.status).toBe(409);
      expect(errorOf(refused).code).toBe("CANCELLATION_CLOSED");
      policy.hours = undefined;
      policy.percent = undefined;
    });
  });
});
