// The admin's airport transfers (issue 24 point 3) on PGlite and Postgres: admin-only, validated by the shared
// contract with nothing stored on a refusal, every write in the audit trail; a new price reaches the next search and
// booking while a booking already made keeps its amount; the vehicles of a pickup slot bound its bookings, and an edit
// cannot take away a vehicle a booking holds; a transfer bookings use is never deleted.
import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { adminTransfer, transferPage, type TransferFormValues } from "@/provider/contracts/admin-transfers";
import { priceLines } from "@/provider/contracts/taxes";
import { taxiReservationResponse, transferPlacesResponse, transferSearchResponse } from "@/provider/contracts/taxis";
import { airports, auditLog, taxiTransfers, users } from "@/provider/db/schema";
import { issueToken } from "@/provider/http/auth";
import { createUsers, errorOf, onEachDatabase, request, type TestUser } from "./flight-fixtures";
import { createTransfer, riyadhDate, taxiBooking, taxisCall } from "./stays-fixtures";

const PATH = "api/Admin/Transfers";
let seq = 0;

/** A minivan from RUH (the fixtures write the airport) to a zone of its own. */
const body = (overrides: Partial<TransferFormValues> = {}): TransferFormValues => ({
  airportCode: "ruh",
  area: `zone-${"abcdefghij"[seq++ % 10]}${"abcdefghij"[Math.floor(seq / 10) % 10]}`,
  areaAr: "حي الملقا",
  areaEn: "Al Malqa",
  vehicleClass: "minivan",
  vehicleAr: "هيونداي H1 أو ما يماثلها",
  vehicleEn: "Hyundai H1 or similar",
  photo: null,
  maxPassengers: 6,
  maxBags: 6,
  childSeats: 2,
  price: 25_000,
  distanceKm: 30,
  durationMinutes: 35,
  freeWaitingMinutes: 60,
  meetAndGreet: true,
  vehiclesPerSlot: 2,
  ...overrides,
});

onEachDatabase("admin transfers", (suite) => {
  let admin: string;
  let traveller: TestUser;
  const as = (path: string, options: Parameters<typeof taxisCall>[1] = {}) => taxisCall(path, { token: admin, ...options });
  const countTransfers = async () => (await suite.db.db.select({ n: sql<number>`count(*)::int` }).from(taxiTransfers))[0]!.n;
  const create = async (overrides: Partial<TransferFormValues> = {}) => {
    const r = await as(PATH, { body: body(overrides) });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    return adminTransfer.parse(r.json);
  };
  const book = (id: number, date: string, time: string) =>
    taxisCall("api/Reservations", { token: traveller.token, body: taxiBooking(id, date, time, { passengers: 3, bags: 2 }) });

  beforeAll(async () => {
    const [user, other] = await createUsers(suite.db.db, 2);
    const [row] = await suite.db.db.update(users).set({ role: "Admin" }).where(eq(users.id, user!.id)).returning();
    admin = await issueToken(row!);
    traveller = other!;
    await createTransfer(suite.db.db); // writes RUH
  });

  it("answers 401 to a guest and 403 to a traveller on every operation, and stores nothing", async () => {
    const before = await countTransfers();
    const id = await createTransfer(suite.db.db);
    for (const [method, path, payload] of [
      ["GET", PATH, undefined],
      ["POST", PATH, body()],
      ["GET", `${PATH}/${id}`, undefined],
      ["PUT", `${PATH}/${id}`, body()],
      ["DELETE", `${PATH}/${id}`, undefined],
    ] as const) {
      expect((await taxisCall(path, { method, body: payload })).status).toBe(401);
      expect((await taxisCall(path, { method, body: payload, token: traveller.token })).status).toBe(403);
    }
    expect(await countTransfers()).toBe(before + 1);
  });

  it("refuses bad fields on their names with the contract's codes, and saves nothing", async () => {
    const before = await countTransfers();
    const bad = await as(PATH, {
      body: body({ airportCode: "R1", area: "Al Malqa", price: 0, maxPassengers: 0, vehiclesPerSlot: 51, areaEn: " ", vehicleClass: "rickshaw" as "van" }),
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      airportCode: "airportCodeInvalid",
      area: "zoneSlugInvalid",
      price: "pricePositive",
      maxPassengers: "seatsRange",
      vehiclesPerSlot: "vehiclesPerSlotRange",
      areaEn: "required",
      vehicleClass: "required",
    });
    const unknown = await as(PATH, { body: body({ airportCode: "ZZZ" }) });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).fields).toEqual({ airportCode: "airportNotInCatalogue" });
    const twice = body();
    await create(twice);
    const clash = await as(PATH, { body: twice, locale: "ar" });
    expect(clash.status).toBe(409);
    expect(errorOf(clash)).toMatchObject({ code: "TRANSFER_EXISTS", fields: { vehicleClass: "transferExists" } });
    expect(await countTransfers()).toBe(before + 1);
  });

  it("refuses a transfer at an airport of a country without tax rules (it could not be priced), and an airport with transfers moving to one", async () => {
    // Kuwait has no rules in COUNTRY_TAXES: a transfer there would answer 500 at every search that lists it.
    await suite.db.db
      .insert(airports)
      .values({
        code: "KWI",
        nameAr: "مطار الكويت",
        nameEn: "Kuwait Airport",
        cityAr: "الكويت",
        cityEn: "Kuwait",
        countryAr: "الكويت",
        countryEn: "Kuwait",
        countryCode: "KW",
        timezone: "Asia/Kuwait",
      })
      .onConflictDoNothing();
    const before = await countTransfers();
    const refused = await as(PATH, { body: body({ airportCode: "KWI" }) });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).fields).toEqual({ airportCode: "airportNoTaxRules" });
    expect(await countTransfers()).toBe(before);

    // RUH has transfers: its country cannot become one without rules, which would break their prices the same way.
    const [ruh] = await suite.db.db.select().from(airports).where(eq(airports.code, "RUH"));
    const { id, flightCount: _count, ...fields } = (await request(`api/Admin/Airports/${ruh!.id}`, { token: admin })).json as Record<string, unknown>;
    const moved = await request(`api/Admin/Airports/${id}`, { method: "PUT", token: admin, body: { ...fields, countryCode: "KW" } });
    expect(moved.status).toBe(409);
    expect(errorOf(moved)).toMatchObject({ code: "AIRPORT_COUNTRY_UNTAXED", fields: { countryCode: "countryNoTaxRules" } });
    expect((await suite.db.db.select().from(airports).where(eq(airports.code, "RUH")))[0]!.countryCode).toBe("SA");
    // The admin's forms show both refusals beside their fields, in both languages.
    for (const file of ["messages/en.json", "messages/ar.json"]) {
      const words = (JSON.parse(readFileSync(file, "utf8")) as { AdminValidation: Record<string, string> }).AdminValidation;
      expect([words.airportNoTaxRules, words.countryNoTaxRules].every(Boolean), file).toBe(true);
    }
  });

  it("adds a transfer (its passenger group from its seats) that the search then offers, and records it", async () => {
    const added = await create({ maxPassengers: 7, area: "al-malqa" });
    expect(added).toMatchObject({ airportCode: "RUH", area: "al-malqa", passengerGroup: "4-7", bookingCount: 0 });
    const places = transferPlacesResponse.parse((await taxisCall("api/Transfers/Places", { locale: "en" })).json);
    expect(places.find((p) => p.airport.code === "RUH")?.areas).toContainEqual({ slug: "al-malqa", name: "Al Malqa" });
    const search = transferSearchResponse.parse(
      (await taxisCall(`api/Transfers/Search?airport=RUH&area=al-malqa&date=${riyadhDate(5)}&time=10:00&passengers=5`)).json,
    );
    expect(search.items.map((i) => [i.id, i.price, i.vehiclesLeft])).toEqual([[added.id, 25_000, 2]]);
    const page = transferPage.parse((await as(`${PATH}?q=malqa%20ruh&sort=price`)).json);
    expect(page.items.map((i) => i.id)).toContain(added.id);
    const [entry] = await suite.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "transfer"), eq(auditLog.entityId, String(added.id))));
    expect(entry).toMatchObject({ action: "create", after: { price: 25_000, area: "al-malqa" } });
  });

  it("a new price reaches the next search and booking; the booking made before keeps its amount", async () => {
    const t = await create({ price: 20_000 });
    const date = riyadhDate(6);
    const earlier = taxiReservationResponse.parse((await book(t.id, date, "09:00")).json);
    expect(earlier.breakdown).toMatchObject(priceLines(20_000, { kind: "taxi", country: "SA" }));

    const edited = await as(`${PATH}/${t.id}`, { method: "PUT", body: { ...body(), ...pick(t), price: 31_500 } });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const search = transferSearchResponse.parse((await taxisCall(`api/Transfers/Search?airport=RUH&area=${t.area}&date=${date}&time=11:00&passengers=3`)).json);
    expect(search.items.find((i) => i.id === t.id)?.quote).toMatchObject({ ...priceLines(31_500, { kind: "taxi", country: "SA" }), currency: "SAR" });
    const later = taxiReservationResponse.parse((await book(t.id, date, "11:00")).json);
    expect(later.breakdown.total).toBe(priceLines(31_500, { kind: "taxi", country: "SA" }).total);

    const again = taxiReservationResponse.parse((await taxisCall(`api/Reservations/${earlier.id}`, { token: traveller.token })).json);
    expect(again.breakdown).toMatchObject(priceLines(20_000, { kind: "taxi", country: "SA" }));
    const stored = await suite.db.db.execute(sql`select total from reservations where id = ${earlier.id}`);
    expect(Number((stored as unknown as { rows: { total: number }[] }).rows[0]!.total)).toBe(priceLines(20_000, { kind: "taxi", country: "SA" }).total);

    const update = (
      await suite.db.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(t.id)))
    ).find((e) => e.action === "update");
    expect(update).toMatchObject({ entity: "transfer", before: { price: 20_000 }, after: { price: 31_500 } });
  });

  it("a slot's vehicles bound its bookings; more vehicles sell more; none taken away from a booking", async () => {
    const t = await create({ vehiclesPerSlot: 1 });
    const date = riyadhDate(7);
    expect((await book(t.id, date, "14:00")).status).toBe(201);
    const soldOut = await book(t.id, date, "14:10");
    expect(soldOut.status).toBe(409);
    expect(errorOf(soldOut).code).toBe("TRANSFER_SOLD_OUT");

    expect((await as(`${PATH}/${t.id}`, { method: "PUT", body: { ...body(), ...pick(t), vehiclesPerSlot: 2 } })).status).toBe(200);
    expect((await book(t.id, date, "14:10")).status).toBe(201);
    expect((await book(t.id, date, "14:20")).status).toBe(409);

    const lower = await as(`${PATH}/${t.id}`, { method: "PUT", body: { ...body(), ...pick(t), vehiclesPerSlot: 1 } });
    expect(lower.status).toBe(409);
    expect(errorOf(lower)).toMatchObject({ code: "VEHICLES_BELOW_BOOKED", fields: { vehiclesPerSlot: "vehiclesBelowBooked" } });
    const [row] = await suite.db.db.select({ n: taxiTransfers.vehiclesPerSlot }).from(taxiTransfers).where(eq(taxiTransfers.id, t.id));
    expect(row!.n).toBe(2);
  });

  it("concurrent bookings of one slot take its vehicles and no more", async () => {
    const t = await create({ vehiclesPerSlot: 2 });
    const date = riyadhDate(9);
    const answers = await Promise.all(["10:00", "10:05", "10:10", "10:15", "10:20"].map((time) => book(t.id, date, time)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409]);
    const search = transferSearchResponse.parse((await taxisCall(`api/Transfers/Search?airport=RUH&area=${t.area}&date=${date}&time=10:25&passengers=3`)).json);
    expect(search.items.find((i) => i.id === t.id)?.vehiclesLeft).toBe(0);
  });

  it("never deletes or moves a transfer bookings use (their count in the message); deletes an unused one", async () => {
    const used = await create();
    await book(used.id, riyadhDate(8), "08:00");
    const refused = await as(`${PATH}/${used.id}`, { method: "DELETE", locale: "en" });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: "TRANSFER_HAS_BOOKINGS" });
    expect(errorOf(refused).message).toContain("1 booking uses this transfer");
    const moved = await as(`${PATH}/${used.id}`, { method: "PUT", body: { ...body(), ...pick(used), vehicleClass: "van", maxPassengers: 10 } });
    expect(moved.status).toBe(409);
    expect(errorOf(moved).fields).toEqual({ vehicleClass: "transferRouteInUse" });

    const unused = await create();
    expect((await as(`${PATH}/${unused.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await as(`${PATH}/${unused.id}`)).status).toBe(404);
    const trail = await suite.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(unused.id)));
    expect(trail.map((e) => e.action).sort()).toEqual(["create", "delete"]);
  });
});

/** The route of a saved transfer, to edit it in place. */
const pick = (t: { airportCode: string; area: string; vehicleClass: TransferFormValues["vehicleClass"] }) => ({
  airportCode: t.airportCode,
  area: t.area,
  vehicleClass: t.vehicleClass,
});
