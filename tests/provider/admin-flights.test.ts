// Admin flights through the provider app: a new flight is found by the public search at once, SPEC §5's rules refuse
// with their Validation keys and save nothing, an edit cannot break a reservation, and cancelling a flight cancels its
// reservations with full refunds and a mail to each lead traveller.
import { readFileSync } from "node:fs";
import { and, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminFlight, flightCancellation, flightPage, type AdminFlight, type FlightFormValues } from "@/provider/contracts/admin-flights";
import { addDays } from "@/provider/contracts/flights";
import { airports, auditLog, flightBags, flights, flightTickets, outbox, reservations, reservationSeats, users } from "@/provider/db/schema";
import { issueToken } from "@/provider/http/auth";
import { rowsOf } from "@/provider/services/search-flight/rows";
import {
  booking,
  card,
  createFlight,
  createUsers,
  errorOf,
  newKey,
  onEachDatabase,
  request,
  reservationOf,
  type FlightFixture,
  type TestUser,
} from "./flight-fixtures";

/** The form's words: the shared Validation keys and the admin's own (AdminValidation, sent to admin pages only). */
const formWords = (file: string) => {
  const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, string>>;
  return { ...messages.Validation, ...messages.AdminValidation };
};
const validation = formWords("messages/en.json");
const validationAr = formWords("messages/ar.json");

onEachDatabase("admin flights", (t) => {
  let fixture: FlightFixture;
  let economyOnly: FlightFixture;
  let admin: string;
  let alice: TestUser;
  let ids: { company: number; ruh: number; jed: number; meal: number };
  const date = addDays(new Date().toISOString().slice(0, 10), 20);

  const api = (path: string, options: { method?: string; body?: unknown; token?: string | null; locale?: "ar" | "en" } = {}) =>
    request(path, { ...options, token: options.token === null ? undefined : (options.token ?? admin) });

  const form = (overrides: Partial<FlightFormValues> = {}): FlightFormValues => ({
    flightNumber: "sv777",
    date,
    departureTime: "10:00",
    arrivalDate: date,
    arrivalTime: "11:50",
    companyId: ids.company,
    planeId: fixture.planeId,
    departureAirportId: ids.ruh,
    arrivalAirportId: ids.jed,
    departureTerminalAr: "الصالة 5",
    departureTerminalEn: "Terminal 5",
    departureGate: "A12",
    arrivalTerminalAr: "",
    arrivalTerminalEn: "",
    arrivalGate: "",
    seatSelectionPrice: 2_500,
    status: "scheduled",
    tax: 5_000,
    serviceFees: 2_000,
    discount: 0,
    profit: 4_000,
    termsAr: "الشروط",
    termsEn: "Terms",
    notesAr: "",
    notesEn: "",
    bookingTicketPrice: null,
    classes: [
      { class: "economy", price: 40_000 },
      { class: "business", price: 120_000 },
    ],
    stops: [],
    tickets: [{ nameAr: "أساسية", nameEn: "Basic", price: 0, descriptionAr: "", descriptionEn: "", editable: false, editFees: 0, refundable: false }],
    bags: [{ weightKg: 23, price: 15_000 }],
    mealIds: [ids.meal],
    ...overrides,
  });

  const flightCount = async () => (await t.db.db.select({ n: count() }).from(flights))[0]!.n;

  beforeAll(async () => {
    fixture = await createFlight(t.db.db);
    economyOnly = await createFlight(t.db.db, { seats: { economy: 12, business: 0, first: 0 } });
    [alice] = (await createUsers(t.db.db, 1)) as [TestUser];
    const [row] = await t.db.db
      .insert(users)
      .values({
        name: "Admin",
        email: `admin.${Date.now()}@example.com`,
        phoneNumber: `+9665${Date.now() % 100_000_000}`,
        passwordHash: "x",
        emailConfirmed: true,
        role: "Admin",
      })
      .returning();
    admin = await issueToken(row!);
    const [flight] = await t.db.db.select().from(flights).where(eq(flights.id, fixture.id));
    ids = { company: flight!.companyId, ruh: flight!.departureAirportId, jed: flight!.arrivalAirportId, meal: fixture.meals.standard };
  });

  it("creates a flight the public search finds at once, with its times in the airports' zone and an audit record", async () => {
    const created = await api("api/Admin/Flights", { body: form() });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const flight = adminFlight.parse(created.json);
    expect(flight).toMatchObject({
      flightNumber: "SV777",
      date,
      departureTime: "10:00",
      arrivalTime: "11:50",
      departureTerminalEn: "Terminal 5",
      arrivalTerminalEn: null,
    });
    // Riyadh is UTC+3: 10:00 there is 07:00Z.
    const [row] = await t.db.db.select().from(flights).where(eq(flights.id, flight.id));
    expect(row!.departureAt.toISOString()).toBe(`${date}T07:00:00.000Z`);
    expect(row!.durationMinutes).toBe(110);
    expect(row!.bookingTicketPrice).toBe(40_000 + 0 + 5_000 + 2_000);
    expect(flight.classes.map((c) => [c.class, c.seatCapacity])).toEqual([
      ["economy", fixture.seats.economy.length],
      ["business", fixture.seats.business.length],
    ]);

    const found = await request(`api/Flights/Search?from=RUH&to=JED&date=${date}`, { service: "search-flight" });
    expect(found.status).toBe(200);
    const outbound = (found.json as { outbound: { flights: { id: string; price: number }[] } }).outbound.flights;
    expect(outbound.find((f) => f.id === flight.id)?.price).toBe(47_000);

    const listed = flightPage.parse((await api("api/Admin/Flights?q=sv777")).json);
    expect(listed.items.map((f) => f.id)).toEqual([flight.id]);
    expect(listed.items[0]).toMatchObject({ from: "RUH", to: "JED", departureTime: "10:00", seatsTaken: 0 });

    const audit = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "flight"), eq(auditLog.entityId, flight.id)));
    expect(audit.map((a) => a.action)).toEqual(["create"]);
  });

  describe("SPEC §5 rules, each refused with its Validation key and nothing saved", () => {
    const cases: [string, () => Partial<FlightFormValues>, string, string][] = [
      ["arrival before departure", () => ({ arrivalTime: "09:00" }), "arrivalTime", "arrivalBeforeDeparture"],
      ["the same airports", () => ({ arrivalAirportId: ids.ruh }), "arrivalAirportId", "sameAirports"],
      ["no class", () => ({ classes: [] }), "classes", "flightNeedsClass"],
      ["no ticket", () => ({ tickets: [] }), "tickets", "flightNeedsTicket"],
      ["a class the plane has no seats for", () => ({ planeId: economyOnly.planeId }), "classes.1.class", "classNotOnPlane"],
      // Issue 25: 2150 was refused as "outside the bookable window", the travellers' words, not the calendar's range.
      ["a departure in 2150", () => ({ date: "2150-01-01", arrivalDate: "2150-01-01" }), "date", "dateOutsideCalendar"],
      ["an arrival in 2150", () => ({ arrivalDate: "2150-01-01" }), "arrivalDate", "dateOutsideCalendar"],
    ];
    for (const [name, overrides, field, key] of cases) {
      it(name, async () => {
        const before = await flightCount();
        const refused = await api("api/Admin/Flights", { body: form({ flightNumber: "SV778", ...overrides() }) });
        expect(refused.status).toBe(400);
        expect(errorOf(refused).fields?.[field]).toBe(key);
        expect(validation[key], `${key} in en.json`).toBeTruthy();
        expect(validationAr[key], `${key} in ar.json`).toBeTruthy();
        expect(await flightCount()).toBe(before);
      });
    }

    it("judges arrival after departure between instants: a westward hop may land at an earlier local time", async () => {
      const [cairo] = await t.db.db
        .insert(airports)
        .values({
          code: "CAI",
          nameAr: "القاهرة",
          nameEn: "Cairo",
          cityAr: "القاهرة",
          cityEn: "Cairo",
          countryAr: "مصر",
          countryEn: "Egypt",
          countryCode: "EG",
          timezone: "Africa/Cairo",
        })
        .onConflictDoNothing()
        .returning();
      const cai = cairo?.id ?? (await t.db.db.select().from(airports).where(eq(airports.code, "CAI")))[0]!.id;
      // Riyadh is an hour or two ahead of Cairo: 10:00 there is 09:xx in Cairo, so 09:50 Cairo time may be after it.
      const riyadhDeparture = Date.parse(`${date}T07:00:00Z`);
      const cairoOffset = Number(new Intl.DateTimeFormat("en", { timeZone: "Africa/Cairo", hour: "numeric", hourCycle: "h23" }).format(riyadhDeparture)) - 7;
      const landing = `${String(7 + cairoOffset).padStart(2, "0")}:50`;
      const westward = await api("api/Admin/Flights", { body: form({ flightNumber: "SV779", arrivalAirportId: cai, arrivalTime: landing }) });
      expect(westward.status, JSON.stringify(westward.json)).toBe(201);
      expect(adminFlight.parse(westward.json).arrivalTime).toBe(landing);
      const before = `${String(7 + cairoOffset - 1).padStart(2, "0")}:50`;
      const refused = await api("api/Admin/Flights", { body: form({ flightNumber: "SV780", arrivalAirportId: cai, arrivalTime: before }) });
      expect([refused.status, errorOf(refused).fields?.arrivalTime]).toEqual([400, "arrivalBeforeDeparture"]);
    });
  });

  it("creates a flight with ids in its fare types and bags as new ones: never stored without them, another flight's untouched", async () => {
    const [otherTicket] = await t.db.db.select().from(flightTickets).where(eq(flightTickets.id, fixture.tickets.basic));
    const [otherBag] = await t.db.db.select().from(flightBags).where(eq(flightBags.id, fixture.bagId));
    const ticket = form().tickets[0]!;
    const created = await api("api/Admin/Flights", {
      body: form({
        flightNumber: "SV791",
        tickets: [
          { ...ticket, id: fixture.tickets.basic },
          { ...ticket, id: 999_999, nameEn: "Flex", nameAr: "مرنة", price: 9_000 },
        ],
        bags: [{ id: fixture.bagId, weightKg: 30, price: 20_000 }],
      }),
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const flight = adminFlight.parse(created.json);
    const tickets = await t.db.db.select().from(flightTickets).where(eq(flightTickets.flightId, flight.id));
    expect(tickets.map((x) => [x.nameEn, x.price]).sort()).toEqual([
      ["Basic", 0],
      ["Flex", 9_000],
    ]);
    expect(tickets.map((x) => x.id)).not.toContain(fixture.tickets.basic);
    const bags = await t.db.db.select().from(flightBags).where(eq(flightBags.flightId, flight.id));
    expect(bags.map((x) => [x.weightKg, x.price])).toEqual([[30, 20_000]]);
    expect(bags[0]!.id).not.toBe(fixture.bagId);
    expect(flight.tickets.map((x) => x.nameEn).sort()).toEqual(["Basic", "Flex"]);
    // The fixture's flight keeps its own rows as they were.
    expect((await t.db.db.select().from(flightTickets).where(eq(flightTickets.id, fixture.tickets.basic)))[0]).toEqual(otherTicket);
    expect((await t.db.db.select().from(flightBags).where(eq(flightBags.id, fixture.bagId)))[0]).toEqual(otherBag);
  });

  it("stores no flight without fare rows: every flight in the database has at least one fare type", async () => {
    const bare = await t.db.db.execute(
      sql`select count(*)::int as n from flights f where not exists (select 1 from flight_tickets t where t.flight_id = f.id)`,
    );
    expect(Number(rowsOf<{ n: number }>(bare)[0]!.n)).toBe(0);
  });

  it("refuses a stop repeated, or at the departure or arrival airport, with its key in both languages and nothing saved", async () => {
    const [stop] = await t.db.db
      .insert(airports)
      .values({
        code: "DMM",
        nameAr: "الدمام",
        nameEn: "Dammam",
        cityAr: "الدمام",
        cityEn: "Dammam",
        countryAr: "السعودية",
        countryEn: "Saudi Arabia",
        countryCode: "SA",
        timezone: "Asia/Riyadh",
      })
      .onConflictDoNothing()
      .returning();
    const dmm = stop?.id ?? (await t.db.db.select().from(airports).where(eq(airports.code, "DMM")))[0]!.id;
    const before = await flightCount();
    const twice = await api("api/Admin/Flights", {
      body: form({
        flightNumber: "SV792",
        arrivalTime: "16:00",
        stops: [
          { airportId: dmm, durationMinutes: 60 },
          { airportId: dmm, durationMinutes: 45 },
        ],
      }),
    });
    expect([twice.status, errorOf(twice).fields?.["stops.1.airportId"]]).toEqual([400, "stopRepeated"]);
    const atEnd = await api("api/Admin/Flights", {
      body: form({ flightNumber: "SV793", arrivalTime: "16:00", stops: [{ airportId: ids.jed, durationMinutes: 60 }] }),
    });
    expect([atEnd.status, errorOf(atEnd).fields?.["stops.0.airportId"]]).toEqual([400, "stopAtEndpoint"]);
    for (const key of ["stopRepeated", "stopAtEndpoint"]) expect([validation[key], validationAr[key]].every(Boolean), key).toBe(true);
    expect(await flightCount()).toBe(before);
  });

  describe("an edit keeps the flight's reservations valid", () => {
    let booked: string;
    beforeAll(async () => {
      const created = await request("api/Reservations", { token: alice.token, body: booking(fixture, { ticketId: fixture.tickets.flex }) });
      booked = reservationOf(created).id;
    });

    const current = async (): Promise<AdminFlight> => adminFlight.parse((await api(`api/Admin/Flights/${fixture.id}`)).json);
    const asForm = ({ id: _id, computedBookingTicketPrice: _c, activeReservations: _a, ...flight }: AdminFlight): FlightFormValues => ({
      ...flight,
      classes: flight.classes.map(({ class: cls, price }) => ({ class: cls, price })),
      tickets: flight.tickets.map(({ inUse: _u, ...ticket }) => ticket),
      bags: flight.bags.map(({ inUse: _u, ...bag }) => bag),
    });

    it("saves a price change and keeps the fare types' ids", async () => {
      const flight = await current();
      expect(flight.activeReservations).toBe(1);
      expect(flight.tickets.find((x) => x.id === fixture.tickets.flex)?.inUse).toBe(true);
      const edited = await api(`api/Admin/Flights/${fixture.id}`, {
        method: "PUT",
        body: {
          ...asForm(flight),
          classes: [
            { class: "economy", price: 45_000 },
            { class: "business", price: 150_000 },
          ],
        },
      });
      expect(edited.status, JSON.stringify(edited.json)).toBe(200);
      const after = adminFlight.parse(edited.json);
      expect(after.tickets.map((x) => x.id)).toEqual(flight.tickets.map((x) => x.id));
      expect(after.classes[0]!.price).toBe(45_000);
    });

    it("refuses removing the fare type, the class or the plane reservations use", async () => {
      const flight = asForm(await current());
      const noFlex = await api(`api/Admin/Flights/${fixture.id}`, {
        method: "PUT",
        body: { ...flight, tickets: flight.tickets.filter((x) => x.id !== fixture.tickets.flex) },
      });
      expect([noFlex.status, errorOf(noFlex).code, errorOf(noFlex).fields?.tickets]).toEqual([409, "TICKET_IN_USE", "ticketInUse"]);
      const noEconomy = await api(`api/Admin/Flights/${fixture.id}`, { method: "PUT", body: { ...flight, classes: [{ class: "business", price: 150_000 }] } });
      expect([noEconomy.status, errorOf(noEconomy).fields?.classes]).toEqual([409, "classInUse"]);
      const otherPlane = await api(`api/Admin/Flights/${fixture.id}`, {
        method: "PUT",
        body: { ...flight, planeId: economyOnly.planeId, classes: [{ class: "economy", price: 1 }] },
      });
      expect([otherPlane.status, errorOf(otherPlane).fields?.planeId]).toEqual([409, "planeSeatsHeld"]);
      const cancelled = await api(`api/Admin/Flights/${fixture.id}`, { method: "PUT", body: { ...flight, status: "cancelled" } });
      expect([cancelled.status, errorOf(cancelled).fields?.status]).toEqual([409, "statusUseCancel"]);
      for (const key of ["ticketInUse", "classInUse", "planeSeatsHeld", "statusUseCancel"]) expect(validation[key] && validationAr[key], key).toBeTruthy();
      const [r] = await t.db.db.select().from(reservations).where(eq(reservations.id, booked));
      expect(r!.status).toBe("pending");
      // The traveller still reads their reservation, its fare type and class as booked.
      const read = reservationOf(await request(`api/Reservations/${booked}`, { token: alice.token }));
      expect(read.id).toBe(booked);
    });
  });

  it("cancels a flight: a paid reservation is cancelled and refunded in full, its seat freed, its lead traveller mailed; again changes nothing", async () => {
    const flight = await createFlight(t.db.db);
    const body = booking(flight);
    const lead = body.travelers[0]!.email as string;
    const r = reservationOf(await request("api/Reservations", { token: alice.token, body }));
    const total = r.breakdown.total;
    const paid = await request(`api/Reservations/${r.id}/Pay`, { token: alice.token, body: card(), headers: { "Idempotency-Key": newKey() } });
    expect(paid.status).toBe(200);

    const quote = flightCancellation.parse((await api(`api/Admin/Flights/${flight.id}/Cancellation`)).json);
    expect(quote).toMatchObject({ status: "scheduled", reservations: 1, travelers: 1, refundTotal: total });

    const done = await api(`api/Admin/Flights/${flight.id}/Cancel`, { method: "POST" });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(flightCancellation.parse(done.json)).toMatchObject({ status: "cancelled", reservations: 1, refundTotal: total });

    const [row] = await t.db.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundAmount: total, cancellationFee: 0 });
    expect(await t.db.db.select().from(reservationSeats).where(eq(reservationSeats.reservationId, r.id))).toEqual([]);
    const [f] = await t.db.db.select().from(flights).where(eq(flights.id, flight.id));
    expect(f!.status).toBe("cancelled");
    // The lead got the booking's confirmation when paying (docs/product.md, "Booking mails"), then this one mail.
    const cancelledMails = async () => (await t.db.db.select().from(outbox).where(eq(outbox.to, lead))).filter((m) => m.link?.endsWith("/all-reservations"));
    const mails = await cancelledMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("SV");

    const again = await api(`api/Admin/Flights/${flight.id}/Cancel`, { method: "POST" });
    expect(flightCancellation.parse(again.json)).toMatchObject({ status: "cancelled", reservations: 0, refundTotal: 0 });
    expect(await cancelledMails()).toHaveLength(1);
    const audit = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, flight.id), eq(auditLog.action, "cancel")));
    expect(audit).toHaveLength(1);
  });

  it("answers a guest 401 and a traveller 403, an unknown or malformed id 404", async () => {
    expect((await api("api/Admin/Flights", { token: null })).status).toBe(401);
    expect((await api("api/Admin/Flights", { token: alice.token })).status).toBe(403);
    expect((await api("api/Admin/Flights/not-a-uuid")).status).toBe(404);
    expect((await api("api/Admin/Flights/00000000-0000-4000-8000-000000000000/Cancel", { method: "POST" })).status).toBe(404);
  });
});
