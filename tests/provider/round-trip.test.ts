// A round trip is one booking (issue 25 point 4): both legs in one reservation, one hold over both legs' seats taken
// in one transaction, one payment of the sum, one ticket, one cancellation that applies each leg's fare terms and
// gives both legs' seats back. Races run on the real Postgres too (onEachDatabase).
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cancellationQuote, reservationListResponse, ticketResponse } from "@/provider/contracts/reservations";
import { addMonths } from "@/provider/contracts/passport-rules";
import { outbox, reservationFlightReturns, reservationFlights, reservations, reservationSeats, users } from "@/provider/db/schema";
import { issueToken } from "@/provider/http/auth";
import { settleDeferred } from "@/provider/http/deferred";
import {
  booking,
  createFlight,
  createUsers,
  errorOf,
  onEachDatabase,
  PRICES,
  request,
  reservationOf,
  traveler,
  type FlightFixture,
  type TestUser,
  book,
  pay,
} from "./flight-fixtures";

/** One adult's all-in economy fare on one leg of the fixtures (class + fare type + tax + fees − discount). */
const legFare = (fareType: number) => PRICES.economy + fareType + PRICES.tax + PRICES.serviceFees - PRICES.discount;

const roundTrip = (out: FlightFixture, back: FlightFixture, overrides: Record<string, unknown> = {}) =>
  booking(out, { returnFlightId: back.id, returnTicketId: back.tickets.basic, ...overrides });

const seatsHeld = async (db: TestUserDb, reservationId: string) => db.select().from(reservationSeats).where(eq(reservationSeats.reservationId, reservationId));
type TestUserDb = Parameters<typeof createUsers>[0];

onEachDatabase("round trips", (t) => {
  let out: FlightFixture;
  let back: FlightFixture;
  let alice: TestUser;

  beforeAll(async () => {
    out = await createFlight(t.db.db, { departureInHours: 24 * 10 });
    back = await createFlight(t.db.db, { departureInHours: 24 * 20, back: true });
    [alice] = (await createUsers(t.db.db, 1)) as [TestUser];
  });

  describe("booking", () => {
    it("books both legs in one reservation: one hold over both legs' seats, priced as the sum of the legs", async () => {
      const outSeat = out.seats.economy[0]!;
      const backSeat = back.seats.economy[1]!;
      const r = reservationOf(
        await book(
          alice,
          roundTrip(out, back, {
            ticketId: out.tickets.flex,
            travelers: [traveler(out, "adult", { seatId: outSeat.id, returnSeatId: backSeat.id }), traveler(out, "adult")],
          }),
        ),
      );
      expect(r.status).toBe("pending");
      expect(r.flight.id).toBe(out.id);
      expect(r.returnLeg).toMatchObject({
        flight: { id: back.id, from: { code: "JED" }, to: { code: "RUH" } },
        fareClass: "economy",
        ticket: { id: back.tickets.basic, refundable: false },
        outbound: { fare: 2 * legFare(PRICES.flexTicket), feePercent: 10 },
        inbound: { fare: 2 * legFare(0), feePercent: 100 },
      });
      expect(r.travelers[0]).toMatchObject({ seat: { id: outSeat.id, chosen: true }, returnSeat: { id: backSeat.id, chosen: true } });
      // The second traveller gets a free seat on each leg.
      expect(r.travelers[1]!.seat).toMatchObject({ chosen: false });
      expect(r.travelers[1]!.returnSeat).toMatchObject({ chosen: false });
      expect(r.breakdown).toMatchObject({
        seatSelection: 2 * PRICES.seatSelection,
        total: 2 * legFare(PRICES.flexTicket) + 2 * legFare(0) + 2 * PRICES.seatSelection,
      });
      expect(r.travelers[0]!.price).toBe(legFare(PRICES.flexTicket) + legFare(0));
      // Each leg's terms apply to its own fare: 10 % of the flexible outbound, all of the basic return.
      expect(r.cancellationTerms).toMatchObject({
        deadline: new Date(out.departureAt.getTime() - 24 * 3_600_000).toISOString(),
        feeAmount: Math.round(2 * legFare(PRICES.flexTicket) * 0.1) + 2 * legFare(0),
      });

      const held = await seatsHeld(t.db.db, r.id);
      expect(held.filter((s) => s.flightId === out.id)).toHaveLength(2);
      expect(held.filter((s) => s.flightId === back.id)).toHaveLength(2);
      expect(await t.db.db.select().from(reservations).where(eq(reservations.id, r.id))).toHaveLength(1);
      expect(await t.db.db.select().from(reservationFlights).where(eq(reservationFlights.reservationId, r.id))).toHaveLength(1);
      expect(await t.db.db.select().from(reservationFlightReturns).where(eq(reservationFlightReturns.reservationId, r.id))).toHaveLength(1);
    });

    it("is paid once for both legs, shows both on one ticket and is one card in All Reservations", async () => {
      const r = reservationOf(await book(alice, roundTrip(out, back)));
      const paid = reservationOf(await pay(alice, r.id));
      expect(paid).toMatchObject({ status: "confirmed", paymentStatus: "paid", payment: { amount: r.breakdown.total } });
      const again = await pay(alice, r.id);
      expect(again.status).toBe(409);
      expect(errorOf(again).code).toBe("ALREADY_PAID");
      const ticket = ticketResponse.parse((await request(`api/Reservations/${r.id}/Ticket`, { token: alice.token })).json);
      expect(ticket.flight.id).toBe(out.id);
      expect(ticket.returnLeg?.flight.id).toBe(back.id);
      expect(ticket.travelers[0]!.returnSeat).not.toBeNull();
      const list = reservationListResponse.parse((await request("api/Reservations", { token: alice.token })).json);
      expect(list.filter((item) => item.id === r.id)).toHaveLength(1);
      // One confirmation mail naming both flights.
      await settleDeferred();
      const mails = (await t.db.db.select().from(outbox).where(eq(outbox.to, r.travelers[0]!.email!))).filter((m) => m.text.includes(r.reference));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`Return flight: ${ticket.returnLeg!.flight.flightNumber} · Jeddah (JED) to Riyadh (RUH)`);
    });

    it("cancels as one booking: one quote applying each leg's fare terms, both legs' seats back on sale", async () => {
      const r = reservationOf(await book(alice, roundTrip(out, back, { ticketId: out.tickets.flex, bags: [{ bagId: back.bagId, quantity: 1 }] })));
      expect((await pay(alice, r.id)).status).toBe(200);
      const quote = cancellationQuote.parse((await request(`api/Reservations/${r.id}/Cancellation`, { token: alice.token })).json);
      const fee = Math.round(legFare(PRICES.flexTicket) * 0.1) + legFare(0);
      expect(quote).toMatchObject({ allowed: true, fee, refund: r.breakdown.total - fee });
      // The return leg's bag comes back with everything but the fee.
      expect(r.breakdown.bags).toBe(PRICES.bag);
      const cancelled = reservationOf(await request(`api/Reservations/${r.id}/Cancel`, { method: "POST", token: alice.token }));
      expect(cancelled).toMatchObject({ status: "cancelled", paymentStatus: "refunded", cancellationFee: fee, refundAmount: r.breakdown.total - fee });
      expect(await seatsHeld(t.db.db, r.id)).toHaveLength(0);
      // Cancelling again is refused: both legs went together.
      expect((await request(`api/Reservations/${r.id}/Cancel`, { method: "POST", token: alice.token })).status).toBe(409);
    });

    it("an admin cancelling the return flight cancels the whole round trip with a full refund", async () => {
      const o = await createFlight(t.db.db, { departureInHours: 24 * 30 });
      const b = await createFlight(t.db.db, { departureInHours: 24 * 33, back: true });
      const r = reservationOf(await book(alice, roundTrip(o, b)));
      expect((await pay(alice, r.id)).status).toBe(200);
      const [admin] = await createUsers(t.db.db, 1);
      await t.db.db.update(users).set({ role: "Admin" }).where(eq(users.id, admin!.id));
      const [row] = await t.db.db.select().from(users).where(eq(users.id, admin!.id));
      const res = await request(`api/Admin/Flights/${b.id}/Cancel`, { method: "POST", token: await issueToken(row!), body: {} });
      expect(res.status).toBe(200);
      const after = reservationOf(await request(`api/Reservations/${r.id}`, { token: alice.token }));
      expect(after).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundAmount: r.breakdown.total });
      expect(await seatsHeld(t.db.db, r.id)).toHaveLength(0);
    });
  });

  describe("refusals", () => {
    it("refuses a return flight that does not fly the route back", async () => {
      const sameWay = await createFlight(t.db.db, { departureInHours: 24 * 15 });
      const res = await book(alice, roundTrip(out, sameWay));
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: "RETURN_FLIGHT_INVALID", fields: { returnFlightId: "returnFlightInvalid" } });
    });

    it("refuses a return flight that leaves before the outbound lands", async () => {
      const early = await createFlight(t.db.db, { departureInHours: 24 * 5, back: true });
      const res = await book(alice, roundTrip(out, early, { returnTicketId: early.tickets.basic }));
      expect(res.status).toBe(400);
      expect(errorOf(res).code).toBe("RETURN_FLIGHT_INVALID");
    });

    it("refuses a passport that expires within 6 months of the return date, in both languages", async () => {
      // Good for the outbound date, not for the return ten days later.
      const expiry = addMonths(out.date, 6);
      const body = roundTrip(out, back, { travelers: [traveler(out, "adult", { passportExpiry: expiry })] });
      for (const locale of ["en", "ar"] as const) {
        const res = await request("api/Reservations", { token: alice.token, body, locale });
        expect(res.status).toBe(400);
        expect(errorOf(res)).toMatchObject({ code: "PASSPORT_EXPIRES_SOON", fields: { "travelers.0.passportExpiry": "passportExpiresBeforeReturn" } });
        expect(errorOf(res).message).toBe(
          locale === "en"
            ? "A passport must be valid for at least 6 months after the travel date."
            : "يجب أن يكون جواز السفر سارياً لمدة 6 أشهر على الأقل بعد تاريخ السفر.",
        );
      }
      // The same passport on the one-way outbound is fine.
      expect((await book(alice, booking(out, { travelers: [traveler(out, "adult", { passportExpiry: expiry })] }))).status).toBe(201);
      // Valid six months after the return: the round trip is booked.
      const later = addMonths(back.date, 6);
      expect((await book(alice, roundTrip(out, back, { travelers: [traveler(out, "adult", { passportExpiry: later })] }))).status).toBe(201);
    });

    it("a return seat already taken rolls the whole booking back: no outbound seat stays held", async () => {
      const o = await createFlight(t.db.db, { departureInHours: 24 * 40 });
      const b = await createFlight(t.db.db, { departureInHours: 24 * 44, back: true });
      const seat = b.seats.economy[0]!;
      expect((await book(alice, booking(b, { travelers: [traveler(b, "adult", { seatId: seat.id })] }))).status).toBe(201);
      const res = await book(alice, roundTrip(o, b, { travelers: [traveler(o, "adult", { seatId: o.seats.economy[0]!.id, returnSeatId: seat.id })] }));
      expect(res.status).toBe(409);
      expect(errorOf(res)).toMatchObject({ code: "SEAT_TAKEN", fields: { "travelers.0.returnSeatId": "seatTaken" } });
      expect(await t.db.db.select().from(reservationSeats).where(eq(reservationSeats.flightId, o.id))).toHaveLength(0);
    });

    it("refuses a return seat on a one-way booking and a return flight without its fare type", async () => {
      const oneWay = await book(alice, booking(out, { travelers: [traveler(out, "adult", { returnSeatId: back.seats.economy[5]!.id })] }));
      expect(oneWay.status).toBe(400);
      expect(errorOf(oneWay).fields).toMatchObject({ "travelers.0.returnSeatId": "seatInvalid" });
      const noFare = await book(alice, booking(out, { returnFlightId: back.id }));
      expect(noFare.status).toBe(400);
      expect(errorOf(noFare).fields).toMatchObject({ returnTicketId: "fareTypeRequired" });
    });
  });

  describe("races", () => {
    const CONCURRENT = 30;

    it(`${CONCURRENT} round trips racing for one return seat: exactly one wins and the losers hold nothing`, { timeout: 30_000 }, async () => {
      const o = await createFlight(t.db.db, { departureInHours: 24 * 50, seats: { economy: 60 } });
      const b = await createFlight(t.db.db, { departureInHours: 24 * 55, back: true });
      const seat = b.seats.economy[2]!;
      const racers = await createUsers(t.db.db, CONCURRENT);
      const results = await Promise.all(racers.map((u) => book(u, roundTrip(o, b, { travelers: [traveler(o, "adult", { returnSeatId: seat.id })] }))));
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 201)) expect(errorOf(r).code).toBe("SEAT_TAKEN");
      // The winner's outbound seat is the only one held: no loser kept a seat on either leg.
      const held = await t.db.db
        .select()
        .from(reservationSeats)
        .where(inArray(reservationSeats.flightId, [o.id, b.id]));
      expect(held.filter((s) => s.flightId === o.id)).toHaveLength(1);
      expect(held.filter((s) => s.flightId === b.id)).toHaveLength(1);
    });

    it(`${CONCURRENT} round trips for the last 4 return seats: never oversold, every free seat sold`, { timeout: 30_000 }, async () => {
      const FREE = 4;
      const o = await createFlight(t.db.db, { departureInHours: 24 * 60, seats: { economy: 60 } });
      const b = await createFlight(t.db.db, { departureInHours: 24 * 65, back: true, seats: { economy: 12 } });
      const [owner, ...racers] = await createUsers(t.db.db, CONCURRENT + 1);
      const occupy = b.seats.economy.slice(FREE);
      const filled = await book(owner!, booking(b, { travelers: occupy.map((s) => traveler(b, "adult", { seatId: s.id })) }));
      expect(filled.status).toBe(201);
      const results = await Promise.all(racers.map((u) => book(u, roundTrip(o, b))));
      const won = results.filter((r) => r.status === 201).length;
      expect(won).toBe(FREE);
      for (const r of results.filter((x) => x.status !== 201)) expect(errorOf(r).code).toBe("SOLD_OUT");
      const backHeld = await t.db.db.select().from(reservationSeats).where(eq(reservationSeats.flightId, b.id));
      expect(backHeld).toHaveLength(b.seats.economy.length);
      // As many outbound seats as round trips sold: the losers rolled back their outbound seat.
      expect(await t.db.db.select().from(reservationSeats).where(eq(reservationSeats.flightId, o.id))).toHaveLength(FREE);
    });
  });
});
