// Issue 20's acceptance "at the limits": one booking of every kind at the largest prices and quantities the contracts
// allow (contracts/money.ts says why they fit), booked, paid, shown on the admin dashboard, then cancelled by the admin; no call
// answers 5xx and every amount is exact to the halala. Flight and offer prices go through the admin API; hotels,
// chalets and transfers have no admin screen yet, so theirs are written to the database at MAX_PRICE, the most its
// CHECK constraints let them hold.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { adminDashboardResponse } from "@/provider/contracts/admin-dashboard";
import { FLIGHT_MAX_BAGS, type AdminFlight } from "@/provider/contracts/admin-flights";
import { OFFER_MAX_AVAILABILITY } from "@/provider/contracts/admin-offers";
import { MAX_SEATED_PASSENGERS } from "@/provider/contracts/flights";
import { MAX_BOOKING_TOTAL, MAX_PRICE } from "@/provider/contracts/money";
import { MAX_OFFER_TRAVELERS } from "@/provider/contracts/offer-reservations";
import { MAX_BAGS, MAX_GUESTS, MAX_NIGHTS, MAX_PASSENGERS } from "@/provider/contracts/stay-rules";
import { priceLines } from "@/provider/contracts/taxes";
import { airports, chalets, companies, reservations, taxiTransfers, users } from "@/provider/db/schema";
import { issueToken } from "@/provider/http/auth";
import { bornYearsBefore, card, createFlight, createUsers, newKey, onEachDatabase, request, traveler, type Result, type TestUser } from "./flight-fixtures";
import { addDays, createChalet, createHotel, createTransfer, LEAD, riyadhDate } from "./stays-fixtures";

/** Prices in the fixtures' Saudi cities: the 5 % fee and VAT 15 %. */
const saudiLines = (base: number) => priceLines(base, { kind: "hotel", country: "SA" });

/** The most lines of one kind a flight booking takes (contracts/reservations.ts: bags and meals arrays), each at the most units. */
const BOOKING_MAX_MEAL_LINES = 20;
const BOOKING_MAX_QUANTITY = 18;

const ok = (answer: Result, what: string) => {
  expect(answer.status, `${what}: ${JSON.stringify(answer.json)}`).toBeLessThan(300);
  return answer.json as Record<string, unknown> & { id: string };
};

onEachDatabase("bookings at the limits", (suite) => {
  let admin: string;
  let user: TestUser;

  beforeAll(async () => {
    [user] = (await createUsers(suite.db.db, 1)) as [TestUser];
    const [adminUser] = await createUsers(suite.db.db, 1);
    const [row] = await suite.db.db.update(users).set({ role: "Admin" }).where(eq(users.id, adminUser!.id)).returning();
    admin = await issueToken(row!);
  });

  /** A flight created by the admin with every price at MAX_PRICE, 8 bags and 20 meals. */
  async function flightAtTheLimits() {
    const fixture = await createFlight(suite.db.db, { seats: { economy: 30, business: 0, first: 0 } });
    const mealIds: number[] = [];
    for (let i = 0; i < BOOKING_MAX_MEAL_LINES; i++) {
      const meal = ok(
        await request("api/Admin/Meals", { token: admin, body: { nameAr: `وجبة ${i}`, nameEn: `Meal ${i}`, kind: "standard", price: MAX_PRICE, image: null } }),
        "meal",
      );
      mealIds.push(meal.id as unknown as number);
    }
    const [company] = await suite.db.db.select().from(companies).limit(1);
    const [ruh] = await suite.db.db.select().from(airports).where(eq(airports.code, "RUH"));
    const [jed] = await suite.db.db.select().from(airports).where(eq(airports.code, "JED"));
    const date = riyadhDate(40);
    const created = ok(
      await request("api/Admin/Flights", {
        token: admin,
        body: {
          flightNumber: "SV999",
          date,
          departureTime: "10:00",
          arrivalDate: date,
          arrivalTime: "12:00",
          companyId: company!.id,
          planeId: fixture.planeId,
          departureAirportId: ruh!.id,
          arrivalAirportId: jed!.id,
          departureTerminalAr: "",
          departureTerminalEn: "",
          departureGate: "",
          arrivalTerminalAr: "",
          arrivalTerminalEn: "",
          arrivalGate: "",
          seatSelectionPrice: MAX_PRICE,
          status: "scheduled",
          tax: MAX_PRICE,
          serviceFees: MAX_PRICE,
          discount: 0,
          profit: MAX_PRICE,
          termsAr: "",
          termsEn: "",
          notesAr: "",
          notesEn: "",
          bookingTicketPrice: MAX_PRICE,
          classes: [{ class: "economy", price: MAX_PRICE }],
          stops: [],
          tickets: [
            { nameAr: "مرنة", nameEn: "Flex", price: MAX_PRICE, descriptionAr: "", descriptionEn: "", editable: true, editFees: MAX_PRICE, refundable: true },
          ],
          bags: Array.from({ length: FLIGHT_MAX_BAGS }, (_, i) => ({ weightKg: 10 + i, price: MAX_PRICE })),
          mealIds,
        },
      }),
      "admin flight",
    ) as unknown as AdminFlight;
    return { flight: created, seats: fixture.seats.economy, mealIds };
  }

  async function payAndCheck(service: string, id: string, total: number) {
    const paid = ok(
      await request(`api/Reservations/${id}/Pay`, { service, token: user.token, body: card(), headers: { "Idempotency-Key": newKey() } }),
      `${service} pay`,
    );
    expect(paid).toMatchObject({ status: "confirmed", paymentStatus: "paid", payment: { amount: total } });
  }

  it("books, pays, shows and cancels a flight, a hotel, a chalet, a taxi and an offer at the largest prices and quantities", async () => {
    const db = suite.db.db;
    const dashboard = async () => adminDashboardResponse.parse(ok(await request("api/Admin/Dashboard", { token: admin }), "dashboard"));
    const revenueBefore = (await dashboard()).today.revenue;

    // Flight: 9 seated adults who each choose a seat, 9 infants on their laps, every bag and 20 meal lines 18 times over.
    const { flight, seats, mealIds } = await flightAtTheLimits();
    const flightDate = flight.date;
    const adults = Array.from({ length: MAX_SEATED_PASSENGERS }, (_, i) =>
      traveler({ date: flightDate } as never, "adult", { seatId: seats[i]!.id, dateOfBirth: bornYearsBefore(flightDate, 30) }),
    );
    const infants = Array.from({ length: MAX_SEATED_PASSENGERS }, () =>
      traveler({ date: flightDate } as never, "infant", { dateOfBirth: bornYearsBefore(flightDate, 1) }),
    );
    const flightBooking = ok(
      await request("api/Reservations", {
        token: user.token,
        body: {
          flightId: flight.id,
          fareClass: "economy",
          ticketId: flight.tickets[0]!.id,
          travelers: [...adults, ...infants],
          bags: flight.bags.map((bag) => ({ bagId: bag.id, quantity: BOOKING_MAX_QUANTITY })),
          meals: mealIds.map((mealId) => ({ mealId, quantity: BOOKING_MAX_QUANTITY })),
        },
      }),
      "flight booking",
    );
    const flightTotal = MAX_BOOKING_TOTAL;
    expect(flightBooking).toMatchObject({ breakdown: { total: flightTotal } });

    // Hotel and chalet: the longest stay at MAX_PRICE every night, as many guests as the place (and the contract) takes.
    const { roomTypeId } = await createHotel(db, { nightly: MAX_PRICE, weekend: MAX_PRICE, capacity: 12, freeDays: 2 });
    const chaletId = await createChalet(db, { nightly: MAX_PRICE, weekend: MAX_PRICE });
    await db.update(chalets).set({ capacity: MAX_GUESTS, securityDeposit: MAX_PRICE }).where(eq(chalets.id, chaletId));
    const checkIn = riyadhDate(40);
    const checkOut = addDays(checkIn, MAX_NIGHTS);
    const stayTotal = saudiLines(MAX_NIGHTS * MAX_PRICE).total;
    const hotelBooking = ok(
      await request("api/Reservations", { service: "hotels", token: user.token, body: { roomTypeId, checkIn, checkOut, guests: 12, leadGuest: LEAD } }),
      "hotel booking",
    );
    expect(hotelBooking).toMatchObject({ breakdown: { base: MAX_NIGHTS * MAX_PRICE, total: stayTotal } });
    const chaletBooking = ok(
      await request("api/Reservations", { service: "chalets", token: user.token, body: { chaletId, checkIn, checkOut, guests: MAX_GUESTS, leadGuest: LEAD } }),
      "chalet booking",
    );
    expect(chaletBooking).toMatchObject({ breakdown: { total: stayTotal, securityDeposit: MAX_PRICE } });

    // Taxi: a van at MAX_PRICE with the most passengers, bags and child seats.
    const transferId = await createTransfer(db);
    await db
      .update(taxiTransfers)
      .set({ price: MAX_PRICE, vehicleClass: "van", passengerGroup: "8+", maxPassengers: MAX_PASSENGERS, maxBags: MAX_BAGS, childSeats: 4 })
      .where(eq(taxiTransfers.id, transferId));
    const taxiTotal = saudiLines(MAX_PRICE).total;
    const taxiBooking = ok(
      await request("api/Reservations", {
        service: "taxis",
        token: user.token,
        body: { transferId, date: riyadhDate(40), time: "10:00", passengers: MAX_PASSENGERS, bags: MAX_BAGS, childSeats: 4, leadPassenger: LEAD },
      }),
      "taxi booking",
    );
    expect(taxiBooking).toMatchObject({ breakdown: { total: taxiTotal } });

    // Offer: created by the admin at MAX_PRICE with the most places, booked for the most travellers.
    const offer = ok(
      await request("api/Admin/Offers", {
        service: "offer-backend",
        token: admin,
        body: {
          titleAr: "عرض الحد الأقصى",
          titleEn: "Offer at the limits",
          descriptionAr: "وصف",
          descriptionEn: "About",
          type: "package",
          origin: "RUH",
          destination: "JED",
          price: MAX_PRICE,
          originalPrice: MAX_PRICE,
          startDate: riyadhDate(-1),
          endDate: riyadhDate(60),
          nights: 30,
          availability: OFFER_MAX_AVAILABILITY,
          image: null,
          providerName: "Rahhal",
          providerNameAr: "رحّال",
          bookingLink: null,
          tags: [],
          isFeatured: false,
        },
      }),
      "admin offer",
    );
    const offerTotal = MAX_OFFER_TRAVELERS * MAX_PRICE;
    const offerBooking = ok(
      await request("api/Reservations", {
        service: "offer-backend",
        token: user.token,
        body: {
          offerId: offer.id,
          travelerCount: MAX_OFFER_TRAVELERS,
          leadTraveler: LEAD,
          travelDate: riyadhDate(2),
          travelers: Array.from({ length: MAX_OFFER_TRAVELERS }, () => ({ fullName: "SARA AHMED" })),
        },
      }),
      "offer booking",
    );
    expect(offerBooking).toMatchObject({ breakdown: { total: offerTotal } });

    const booked = [
      { service: "flight-backend", id: flightBooking.id, total: flightTotal, document: "Ticket" },
      { service: "hotels", id: hotelBooking.id, total: stayTotal, document: "Voucher" },
      { service: "chalets", id: chaletBooking.id, total: stayTotal, document: "Voucher" },
      { service: "taxis", id: taxiBooking.id, total: taxiTotal, document: "Voucher" },
      { service: "offer-backend", id: offerBooking.id, total: offerTotal, document: "Voucher" },
    ];
    for (const b of booked) {
      await payAndCheck(b.service, b.id, b.total);
      ok(await request(`api/Reservations/${b.id}/${b.document}`, { service: b.service, token: user.token }), `${b.service} ${b.document}`);
    }
    const allPaid = booked.reduce((sum, b) => sum + b.total, 0);
    expect(Number.isSafeInteger(allPaid)).toBe(true);

    const paidDay = await dashboard();
    expect(paidDay.today.revenue).toBe(revenueBefore + allPaid);
    for (const b of booked) expect(paidDay.recentReservations.find((r) => r.id === b.id)).toMatchObject({ total: b.total, paymentStatus: "paid" });
    const list = ok(await request("api/Reservations", { token: user.token }), "all reservations") as unknown as { id: string; total?: number }[];
    expect(list.map((r) => r.id)).toEqual(expect.arrayContaining(booked.map((b) => b.id)));

    // The flight is cancelled by the admin, which refunds it whole.
    const flightCancel = ok(await request(`api/Admin/Flights/${flight.id}/Cancel`, { token: admin, body: {} }), "admin flight cancel");
    expect(flightCancel).toMatchObject({ reservations: 1, travelers: 2 * MAX_SEATED_PASSENGERS, refundTotal: flightTotal });
    // The others are cancelled by the admin's cancel of any booking, with the whole total back (the traveller's own
    // quote says the same: within their free period).
    for (const b of booked.slice(1)) {
      const quote = ok(await request(`api/Reservations/${b.id}/Cancellation`, { service: b.service, token: user.token }), `${b.service} quote`);
      expect(quote).toMatchObject({ allowed: true, fee: 0, refund: b.total });
      const cancelled = ok(
        await request(`api/Admin/Reservations/${b.id}/Cancel`, { token: admin, body: { refund: "full", reason: "At the limits" } }),
        `${b.service} admin cancel`,
      );
      expect(cancelled).toMatchObject({ status: "cancelled", paymentStatus: "refunded", total: b.total, fee: 0, refund: b.total });
    }
    const stored = await db.select({ id: reservations.id, total: reservations.total, refund: reservations.refundAmount }).from(reservations);
    for (const b of booked) expect(stored.find((r) => r.id === b.id)).toEqual({ id: b.id, total: b.total, refund: b.total });

    expect((await dashboard()).today.revenue).toBe(revenueBefore);
  });
});
