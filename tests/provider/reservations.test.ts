// Booking rules of flight-backend's reservations: server-side pricing, the refusals of SPEC §5,
// ownership, cancellation under the 24 h / 10 % rule, the ticket and expired holds.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cancellationQuote, reservationListResponse, ticketResponse } from "@/provider/contracts/reservations";
import { reservationFlights, reservations, reservationSeats } from "@/provider/db/schema";
import {
  booking,
  bornYearsBefore,
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

onEachDatabase("reservations", (t) => {
  let flight: FlightFixture;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    flight = await createFlight(t.db.db);
    [alice, bob] = (await createUsers(t.db.db, 2)) as [TestUser, TestUser];
  });

  describe("creating", () => {
    it("prices the party from the database, whatever numbers the client sends", async () => {
      const seat = flight.seats.economy[0]!;
      const body = booking(flight, {
        ticketId: flight.tickets.flex,
        travelers: [
          traveler(flight, "adult", { seatId: seat.id, luggage: [{ weightKg: 7, type: "carry-on" }] }),
          traveler(flight, "adult"),
          traveler(flight, "child"),
          traveler(flight, "infant"),
        ],
        bags: [{ bagId: flight.bagId, quantity: 2 }],
        meals: [{ mealId: flight.meals.standard, quantity: 3 }],
        // Ignored: the contract has no price fields and the server never reads any.
        total: 1,
        price: 1,
      });
      const created = await book(alice, body);
      expect(created.status).toBe(201);
      const r = reservationOf(created);

      const adultFare = PRICES.economy + PRICES.flexTicket;
      const part = (v: number) => 2 * v + Math.round(v * 0.75) + Math.round(v * 0.1);
      const fare = part(adultFare);
      const tax = part(PRICES.tax);
      const serviceFees = part(PRICES.serviceFees);
      const discount = part(PRICES.discount);
      const extras = PRICES.seatSelection + 2 * PRICES.bag + 3 * PRICES.standardMeal;
      expect(r.breakdown).toEqual({
        fare,
        tax,
        serviceFees,
        discount,
        extras,
        seatSelection: PRICES.seatSelection,
        bags: 2 * PRICES.bag,
        meals: 3 * PRICES.standardMeal,
        total: fare + tax + serviceFees - discount + extras,
        currency: "SAR",
      });
      expect(r.status).toBe("pending");
      expect(r.paymentStatus).toBe("pending");
      expect(r.reference).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      const hold = new Date(r.holdExpiresAt).getTime() - Date.now();
      expect(hold).toBeGreaterThan(14 * 60_000);
      expect(hold).toBeLessThanOrEqual(15 * 60_000 + 5_000);
      expect(r.travelers.map((x) => x.type)).toEqual(["adult", "adult", "child", "infant"]);
      expect(r.travelers[0]!.seat).toEqual({ id: seat.id, seatNumber: seat.seatNumber, chosen: true });
      // Auto-assigned seats are of the fare class, the infant has none.
      const economyIds = new Set(flight.seats.economy.map((s) => s.id));
      expect(r.travelers[1]!.seat?.chosen).toBe(false);
      expect(economyIds.has(r.travelers[1]!.seat!.id)).toBe(true);
      expect(economyIds.has(r.travelers[2]!.seat!.id)).toBe(true);
      expect(r.travelers[3]!.seat).toBeNull();
      expect(r.travelers[2]!.price).toBe(
        Math.round(adultFare * 0.75) + Math.round(PRICES.tax * 0.75) + Math.round(PRICES.serviceFees * 0.75) - Math.round(PRICES.discount * 0.75),
      );

      // What the database holds matches.
      const [row] = await t.db.db.select().from(reservations).where(eq(reservations.id, r.id));
      expect(row!.total).toBe(r.breakdown.total);
      const held = await t.db.db.select().from(reservationSeats).where(eq(reservationSeats.reservationId, r.id));
      expect(held).toHaveLength(3);
    });

    it("refuses a seat whose class differs from the fare class (400 with the traveller's field)", async () => {
      const res = await book(alice, booking(flight, { travelers: [traveler(flight, "adult", { seatId: flight.seats.business[0]!.id })] }));
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: "SEAT_CLASS_MISMATCH", fields: { "travelers.0.seatId": "seatClassMismatch" } });
      expect(errorOf(res).message).toBe("The selected seat does not match the fare class.");
    });

    it("refuses a seat of another plane and a date of birth that does not match the passenger type", async () => {
      const other = await createFlight(t.db.db);
      const res = await book(
        alice,
        booking(flight, {
          travelers: [
            traveler(flight, "adult", { seatId: other.seats.economy[0]!.id }),
            traveler(flight, "child", { dateOfBirth: bornYearsBefore(flight.date, 12, 0) }),
            traveler(flight, "infant", { dateOfBirth: bornYearsBefore(flight.date, 2, 0) }),
          ],
        }),
      );
      expect(res.status).toBe(400);
      expect(errorOf(res).fields).toEqual({
        "travelers.0.seatId": "seatInvalid",
        "travelers.1.dateOfBirth": "dateOfBirthMismatch",
        "travelers.2.dateOfBirth": "dateOfBirthMismatch",
      });
      // The day before the 12th birthday the traveller is still a child.
      const child = await book(
        alice,
        booking(flight, { travelers: [traveler(flight), traveler(flight, "child", { dateOfBirth: bornYearsBefore(flight.date, 12, -1) })] }),
      );
      expect(child.status).toBe(201);
    });

    it("refuses more infants than adults, no adult, and unknown fare types, bags and meals", async () => {
      const infants = await book(alice, booking(flight, { travelers: [traveler(flight), traveler(flight, "infant"), traveler(flight, "infant")] }));
      expect(infants.status).toBe(400);
      expect(errorOf(infants).fields).toEqual({ travelers: "infantsExceedAdults" });
      const noAdult = await book(alice, booking(flight, { travelers: [traveler(flight, "child")] }));
      expect(errorOf(noAdult).fields).toEqual({ travelers: "adultRequired" });

      const other = await createFlight(t.db.db);
      const res = await book(
        alice,
        booking(flight, { ticketId: other.tickets.basic, bags: [{ bagId: other.bagId, quantity: 1 }], meals: [{ mealId: other.meals.standard, quantity: 1 }] }),
      );
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: "FARE_TYPE_NOT_FOUND",
        fields: { ticketId: "fareTypeInvalid", "bags.0.bagId": "bagInvalid", "meals.0.mealId": "mealInvalid" },
      });
      const first = await book(alice, booking(flight, { fareClass: "first" }));
      expect(errorOf(first)).toMatchObject({ code: "CLASS_NOT_OFFERED", fields: { fareClass: "classNotOffered" } });
    });

    it("refuses unknown, cancelled and departed flights, and dietary meals within 48 h", async () => {
      const unknown = await book(alice, booking(flight, { flightId: "00000000-0000-4000-8000-000000000000" }));
      expect(unknown.status).toBe(404);
      expect(errorOf(unknown).code).toBe("FLIGHT_NOT_FOUND");
      const cancelled = await createFlight(t.db.db, { status: "cancelled" });
      expect(errorOf(await book(alice, booking(cancelled))).code).toBe("FLIGHT_CANCELLED");
      const departed = await createFlight(t.db.db, { departureInHours: -1 });
      expect(errorOf(await book(alice, booking(departed))).code).toBe("FLIGHT_DEPARTED");
      const soon = await createFlight(t.db.db, { departureInHours: 30 });
      const meal = await book(alice, booking(soon, { meals: [{ mealId: soon.meals.dietary, quantity: 1 }] }));
      expect(meal.status).toBe(400);
      expect(errorOf(meal).fields).toEqual({ "meals.0.mealId": "mealDeadlinePassed" });
      expect((await book(alice, booking(soon, { meals: [{ mealId: soon.meals.standard, quantity: 1 }] }))).status).toBe(201);
    });

    it("answers 409 SEAT_TAKEN for a held seat, and SOLD_OUT when the class is full", async () => {
      const small = await createFlight(t.db.db, { seats: { economy: 2 } });
      const seat = small.seats.economy[0]!;
      expect((await book(alice, booking(small, { travelers: [traveler(small, "adult", { seatId: seat.id })] }))).status).toBe(201);
      const taken = await book(bob, booking(small, { travelers: [traveler(small, "adult", { seatId: seat.id })] }));
      expect(taken.status).toBe(409);
      expect(errorOf(taken)).toMatchObject({ code: "SEAT_TAKEN", fields: { "travelers.0.seatId": "seatTaken" } });
      const two = await book(bob, booking(small, { travelers: [traveler(small), traveler(small)] }));
      expect(two.status).toBe(409);
      expect(errorOf(two).code).toBe("SOLD_OUT");
      // Nothing of the refused bookings stays behind.
      const rows = await t.db.db.select().from(reservationFlights).where(eq(reservationFlights.flightId, small.id));
      expect(rows).toHaveLength(1);
    });

    it("releases expired holds when the next booking comes", async () => {
      const small = await createFlight(t.db.db, { seats: { economy: 1 } });
      const first = reservationOf(await book(alice, booking(small)));
      expect(errorOf(await book(bob, booking(small))).code).toBe("SOLD_OUT");
      await t.db.db
        .update(reservations)
        .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
        .where(eq(reservations.id, first.id));
      const second = await book(bob, booking(small));
      expect(second.status).toBe(201);
      const [old] = await t.db.db.select().from(reservations).where(eq(reservations.id, first.id));
      expect(old!.status).toBe("expired");
      const seen = reservationOf(await request(`api/Reservations/${first.id}`, { token: alice.token }));
      expect(seen.status).toBe("expired");
    });
  });

  describe("ownership", () => {
    it("answers another user's reservation, ticket, payment and cancellation like a missing one (404)", async () => {
      const mine = reservationOf(await book(alice, booking(flight)));
      expect((await pay(alice, mine.id)).status).toBe(200);
      const paths = [
        ["GET", `api/Reservations/${mine.id}`],
        ["GET", `api/Reservations/${mine.id}/Ticket`],
        ["GET", `api/Reservations/${mine.id}/Cancellation`],
        ["POST", `api/Reservations/${mine.id}/Cancel`],
      ] as const;
      for (const [method, path] of paths) {
        const res = await request(path, { method, token: bob.token });
        expect(res.status, path).toBe(404);
        expect(errorOf(res).code).toBe("RESERVATION_NOT_FOUND");
      }
      const payOther = await pay(bob, mine.id);
      expect(payOther.status).toBe(404);
      expect(errorOf(payOther).code).toBe("RESERVATION_NOT_FOUND");
      for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", "1'; drop table reservations; --"]) {
        const res = await request(`api/Reservations/${encodeURIComponent(id)}`, { token: alice.token });
        expect(res.status).toBe(404);
      }
      expect((await request(`api/Reservations/${mine.id}`)).status).toBe(401);
      const bobs = reservationListResponse.parse((await request("api/Reservations", { token: bob.token })).json);
      expect(bobs.map((r) => r.id)).not.toContain(mine.id);
      // Still intact for its owner.
      expect(reservationOf(await request(`api/Reservations/${mine.id}`, { token: alice.token })).status).toBe("confirmed");
    });

    it("lists the caller's reservations newest first", async () => {
      const [carol] = await createUsers(t.db.db, 1);
      const a = reservationOf(await book(carol!, booking(flight)));
      const b = reservationOf(await book(carol!, booking(flight)));
      const list = reservationListResponse.parse((await request("api/Reservations", { token: carol!.token })).json);
      expect(list.map((r) => r.id)).toEqual([b.id, a.id]);
    });
  });

  describe("ticket", () => {
    it("is available only once confirmed and paid", async () => {
      const r = reservationOf(await book(alice, booking(flight, { bags: [{ bagId: flight.bagId, quantity: 1 }] })));
      const early = await request(`api/Reservations/${r.id}/Ticket`, { token: alice.token });
      expect(early.status).toBe(409);
      expect(errorOf(early).code).toBe("TICKET_NOT_AVAILABLE");
      expect((await pay(alice, r.id)).status).toBe(200);
      const ticket = ticketResponse.parse((await request(`api/Reservations/${r.id}/Ticket`, { token: alice.token })).json);
      expect(ticket.reference).toBe(r.reference);
      expect(ticket.payment).toMatchObject({ provider: "sandbox", last4: "4242", amount: r.breakdown.total });
      expect(ticket.bags).toEqual([{ bagId: flight.bagId, weightKg: 23, quantity: 1, unitPrice: PRICES.bag, total: PRICES.bag }]);
      expect(ticket.issuedAt).toBe(ticket.paidAt);
    });
  });

  describe("cancellation", () => {
    it("charges a refundable fare 10 % of the ticket price of a paid reservation and refunds the rest, releasing the seats", async () => {
      const r = reservationOf(await book(alice, booking(flight, { ticketId: flight.tickets.flex, bags: [{ bagId: flight.bagId, quantity: 1 }] })));
      expect((await pay(alice, r.id)).status).toBe(200);
      const quote = cancellationQuote.parse((await request(`api/Reservations/${r.id}/Cancellation`, { token: alice.token })).json);
      const ticketPrice = r.breakdown.total - r.breakdown.extras;
      const fee = Math.round(ticketPrice * 0.1);
      expect(quote).toEqual({
        allowed: true,
        reason: null,
        deadline: new Date(flight.departureAt.getTime() - 24 * 3_600_000).toISOString(),
        // The terms stored at booking, which every kind's quote now carries.
        freeUntil: null,
        feeAmount: null,
        feePercent: 10,
        fee,
        refund: r.breakdown.total - fee,
        currency: "SAR",
      });
      const cancelled = reservationOf(await request(`api/Reservations/${r.id}/Cancel`, { method: "POST", token: alice.token }));
      expect(cancelled).toMatchObject({ status: "cancelled", paymentStatus: "refunded", cancellationFee: fee, refundAmount: r.breakdown.total - fee });
      expect(cancelled.cancelledAt).not.toBeNull();
      const held = await t.db.db.select().from(reservationSeats).where(eq(reservationSeats.reservationId, r.id));
      expect(held).toHaveLength(0);
      const again = await request(`api/Reservations/${r.id}/Cancel`, { method: "POST", token: alice.token });
      expect(again.status).toBe(409);
      expect(errorOf(again).code).toBe("RESERVATION_NOT_CANCELLABLE");
      expect(cancellationQuote.parse((await request(`api/Reservations/${r.id}/Cancellation`, { token: alice.token })).json)).toMatchObject({
        allowed: false,
        reason: "RESERVATION_NOT_CANCELLABLE",
      });
    });

    it("keeps a non-refundable fare's ticket price and refunds only the paid extras, as its terms say", async () => {
      const r = reservationOf(await book(alice, booking(flight, { ticketId: flight.tickets.basic, bags: [{ bagId: flight.bagId, quantity: 1 }] })));
      expect(r.ticket).toMatchObject({ refundable: false });
      expect(r.cancellationTerms).toMatchObject({ freeUntil: null, feeAmount: null, feePercent: 100 });
      expect((await pay(alice, r.id)).status).toBe(200);
      const quote = cancellationQuote.parse((await request(`api/Reservations/${r.id}/Cancellation`, { token: alice.token })).json);
      const ticketPrice = r.breakdown.total - r.breakdown.extras;
      expect(quote).toMatchObject({ allowed: true, feePercent: 100, fee: ticketPrice, refund: r.breakdown.extras });
      expect(r.breakdown.extras).toBe(PRICES.bag);
      const cancelled = reservationOf(await request(`api/Reservations/${r.id}/Cancel`, { method: "POST", token: alice.token }));
      expect(cancelled).toMatchObject({ status: "cancelled", paymentStatus: "refunded", cancellationFee: ticketPrice, refundAmount: PRICES.bag });
    });

    it("cancels an unpaid reservation without a fee", async () => {
      const r = reservationOf(await book(alice, booking(flight)));
      const cancelled = reservationOf(await request(`api/Reservations/${r.id}/Cancel`, { method: "POST", token: alice.token }));
      expect(cancelled).toMatchObject({ status: "cancelled", paymentStatus: "pending", cancellationFee: 0, refundAmount: 0 });
      // A cancelled reservation can no longer be paid.
      const paid = await pay(alice, r.id);
      expect(paid.status).toBe(409);
      expect(errorOf(paid).code).toBe("RESERVATION_NOT_PAYABLE");
    });

    it("refuses within 24 hours of departure (409 CANCELLATION_CLOSED)", async () => {
      const soon = await createFlight(t.db.db, { departureInHours: 23 });
      const r = reservationOf(await book(alice, booking(soon)));
      expect((await pay(alice, r.id)).status).toBe(200);
      const quote = cancellationQuote.parse((await request(`api/Reservations/${r.id}/Cancellation`, { token: alice.token })).json);
      expect(quote).toMatchObject({ allowed: false, reason: "CANCELLATION_CLOSED" });
      const res = await request(`api/Reservations/${r.id}/Cancel`, { method: "POST", token: alice.token, locale: "ar" });
      expect(res.status).toBe(409);
      expect(errorOf(res)).toEqual({ code: "CANCELLATION_CLOSED", message: "لم يعد بالإمكان إلغاء هذا الحجز: انتهت مهلة الإلغاء." });
      const [row] = await t.db.db
        .select()
        .from(reservations)
        .where(and(eq(reservations.id, r.id), eq(reservations.status, "confirmed")));
      expect(row).toBeDefined();
    });
  });
});
