// The admin catalogue on the provider: lists searched, sorted and paged by the provider; writes validated by the
// contracts, recorded in the audit trail, and refused when they would break flights (delete in use, sold seats).
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "@/provider/http/auth";
import { readFileSync } from "node:fs";
import { airports, auditLog, destinations, offers, users } from "@/provider/db/schema";
import { rowsOf } from "@/provider/services/search-flight/rows";
import { booking, createFlight, createUsers, errorOf, onEachDatabase, request, traveler, type FlightFixture } from "./flight-fixtures";

const airportBody = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  nameAr: `مطار ${code}`,
  nameEn: `${code} International`,
  cityAr: "أبها",
  cityEn: "Abha",
  countryAr: "السعودية",
  countryEn: "Saudi Arabia",
  countryCode: "sa",
  timezone: "Asia/Riyadh",
  image: null,
  ...overrides,
});

const offerRow = {
  titleAr: "عرض",
  titleEn: "Offer",
  descriptionAr: "وصف",
  descriptionEn: "Description",
  type: "package" as const,
  origin: "RUH",
  destination: "DXB",
  price: 100_000,
  startDate: "2026-01-01",
  endDate: "2099-12-31",
  providerName: "Rahhal Holidays",
  providerNameAr: "رحّال للعطلات",
};

onEachDatabase("admin catalogue", (suite) => {
  let admin: string;
  let flight: FlightFixture;
  const as = (path: string, options: Parameters<typeof request>[1] = {}) => request(path, { token: admin, ...options });

  beforeAll(async () => {
    const [user] = await createUsers(suite.db.db, 1);
    const [row] = await suite.db.db.update(users).set({ role: "Admin" }).where(eq(users.id, user!.id)).returning();
    admin = await issueToken(row!);
    flight = await createFlight(suite.db.db);
  });

  describe("airports", () => {
    it("adds an airport (code upper-cased), lists it by search, edits it and records both writes", async () => {
      const created = await as("api/Admin/Airports", { body: airportBody("ahb") });
      expect(created.status).toBe(201);
      const airport = created.json as { id: number; code: string; countryCode: string; flightCount: number };
      expect(airport).toMatchObject({ code: "AHB", countryCode: "SA", flightCount: 0 });

      const found = await as("api/Admin/Airports?q=ahb%20abha");
      expect((found.json as { items: { code: string }[]; total: number }).items.map((a) => a.code)).toEqual(["AHB"]);

      const edited = await as(`api/Admin/Airports/${airport.id}`, { method: "PUT", body: airportBody("AHB", { nameEn: "Abha Regional" }) });
      expect(edited.status).toBe(200);
      const trail = await suite.db.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(airport.id)));
      expect(trail.map((entry) => entry.action).sort()).toEqual(["create", "update"]);
      const update = trail.find((entry) => entry.action === "update")!;
      expect((update.before as { nameEn: string }).nameEn).toBe("ahb International");
      expect((update.after as { nameEn: string }).nameEn).toBe("Abha Regional");
    });

    it("refuses a bad code, an unknown time zone and a used code with field messages, and saves nothing", async () => {
      const countAirports = async () => (await suite.db.db.select({ n: sql<number>`count(*)::int` }).from(airports))[0]!.n;
      const before = await countAirports();
      const bad = await as("api/Admin/Airports", { body: airportBody("A1", { timezone: "Mars/Olympus" }) });
      expect(bad.status).toBe(400);
      expect(errorOf(bad).fields).toMatchObject({ code: "airportCodeInvalid", timezone: "timezoneInvalid" });
      const taken = await as("api/Admin/Airports", { body: airportBody("RUH") });
      expect(taken.status).toBe(409);
      expect(errorOf(taken).fields).toEqual({ code: "codeExists" });
      expect(await countAirports()).toBe(before);
    });

    it("sorts and pages on the provider", async () => {
      for (const code of ["AAA", "AAB", "AAC"]) await as("api/Admin/Airports", { body: airportBody(code) });
      const page = (await as("api/Admin/Airports?sort=code&dir=desc&page=1")).json as { items: { code: string }[]; total: number; pageCount: number };
      const codes = page.items.map((a) => a.code);
      expect(codes).toEqual([...codes].sort().reverse());
      expect(page.total).toBeGreaterThanOrEqual(6);
      const past = (await as("api/Admin/Airports?page=99")).json as { items: unknown[]; total: number };
      expect(past.items).toEqual([]);
      expect(past.total).toBe(page.total);
    });

    it("refuses to delete an airport flights use, saying how many, in both languages", async () => {
      const ruh = (await as("api/Admin/Airports?q=RUH")).json as { items: { id: number; flightCount: number }[] };
      const id = ruh.items[0]!.id;
      const en = await as(`api/Admin/Airports/${id}`, { method: "DELETE" });
      expect(en.status).toBe(409);
      expect(errorOf(en)).toMatchObject({ code: "IN_USE", message: "Failed to delete: in use by 1 flight." });
      const ar = await as(`api/Admin/Airports/${id}`, { method: "DELETE", locale: "ar" });
      expect(errorOf(ar).message).toBe("فشل الحذف: مستخدم في رحلة واحدة.");
      const unused = (await as("api/Admin/Airports?q=AAA")).json as { items: { id: number }[] };
      expect((await as(`api/Admin/Airports/${unused.items[0]!.id}`, { method: "DELETE" })).status).toBe(204);
      expect((await as(`api/Admin/Airports/${unused.items[0]!.id}`)).status).toBe(404);
    });
  });

  describe("an airport's code", () => {
    it("cannot change while offers or destinations use it (409, translated, nothing changed); an unused code can", async () => {
      const created = await as("api/Admin/Airports", { body: airportBody("TUU") });
      const id = (created.json as { id: number }).id;
      const [offer] = await suite.db.db
        .insert(offers)
        .values({ ...offerRow, destination: "TUU" })
        .returning({ id: offers.id });
      const en = await as(`api/Admin/Airports/${id}`, { method: "PUT", body: airportBody("TUX") });
      expect([en.status, errorOf(en).code, errorOf(en).fields?.code]).toEqual([409, "AIRPORT_CODE_IN_USE", "airportCodeInUse"]);
      expect(errorOf(en).message).toBe("This airport's code cannot change while offers or popular destinations use it. Add a new airport instead.");
      const ar = await as(`api/Admin/Airports/${id}`, { method: "PUT", body: airportBody("TUX"), locale: "ar" });
      expect(errorOf(ar).message).toBe("لا يمكن تغيير رمز هذا المطار ما دامت عروض أو وجهات شائعة تستخدمه. أضف مطاراً جديداً بدلاً من ذلك.");
      for (const file of ["messages/en.json", "messages/ar.json"])
        expect(JSON.parse(readFileSync(file, "utf8")).AdminValidation.airportCodeInUse, file).toBeTruthy();
      // Its other fields still change; the code stays.
      const renamed = await as(`api/Admin/Airports/${id}`, { method: "PUT", body: airportBody("TUU", { nameEn: "Tabuk Regional" }) });
      expect(renamed.status).toBe(200);
      expect((await suite.db.db.select().from(airports).where(eq(airports.id, id)))[0]).toMatchObject({ code: "TUU", nameEn: "Tabuk Regional" });

      await suite.db.db.delete(offers).where(eq(offers.id, offer!.id));
      await suite.db.db.insert(destinations).values({ airportCode: "TUU", cityAr: "تبوك", cityEn: "Tabuk", countryAr: "السعودية", countryEn: "Saudi Arabia" });
      const byDestination = await as(`api/Admin/Airports/${id}`, { method: "PUT", body: airportBody("TUX") });
      expect([byDestination.status, errorOf(byDestination).code]).toEqual([409, "AIRPORT_CODE_IN_USE"]);
      await suite.db.db.delete(destinations).where(eq(destinations.airportCode, "TUU"));
      const free = await as(`api/Admin/Airports/${id}`, { method: "PUT", body: airportBody("TUX") });
      expect([free.status, (free.json as { code: string }).code]).toEqual([200, "TUX"]);
    });
  });

  describe("companies and meals", () => {
    it("adds an airline and a meal; a meal needs a name", async () => {
      const airline = await as("api/Admin/Companies", {
        body: { code: "f3", nameAr: "فلاي أديل", nameEn: "flyadeal", locationAr: "جدة", locationEn: "Jeddah", logo: "/uploads/abc.png" },
      });
      expect(airline.status).toBe(201);
      expect(airline.json).toMatchObject({ code: "F3", logo: "/uploads/abc.png" });
      const badLogo = await as("api/Admin/Companies", {
        body: { code: "F4", nameAr: "ا", nameEn: "a", locationAr: "ا", locationEn: "a", logo: "javascript:alert(1)" },
      });
      expect(errorOf(badLogo).fields).toEqual({ logo: "imageInvalid" });

      const noName = await as("api/Admin/Meals", { body: { nameAr: " ", nameEn: "", kind: "standard", price: 1500, image: null } });
      expect(noName.status).toBe(400);
      expect(errorOf(noName).fields).toMatchObject({ nameAr: "required", nameEn: "required" });
      const meal = await as("api/Admin/Meals", { body: { nameAr: "كبسة", nameEn: "Kabsa", kind: "special", price: 4500, image: null } });
      expect(meal.json).toMatchObject({ nameEn: "Kabsa", kind: "special", price: 4500, flightCount: 0 });
    });
  });

  it("refuses deleting a meal that a past booking bought, though no flight sells it any more (not a 500)", async () => {
    const [buyer] = await createUsers(suite.db.db, 1);
    const booked = await request("api/Reservations", {
      token: buyer!.token,
      body: booking(flight, { meals: [{ mealId: flight.meals.standard, quantity: 1 }] }),
    });
    expect(booked.status).toBe(201);
    await suite.db.db.execute(sql`delete from flight_meals where meal_id = ${flight.meals.standard}`);
    const refused = await as(`api/Admin/Meals/${flight.meals.standard}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe("IN_USE_BY_BOOKINGS");
    expect((await as(`api/Admin/Meals/${flight.meals.standard}`)).status).toBe(200);
  });

  describe("planes", () => {
    const seats = (rows: number, cls: "economy" | "business" = "economy") =>
      Array.from({ length: rows }, (_, r) => ["A", "B", "C"].map((column) => ({ row: r + 1, column, seatNumber: `${r + 1}${column}`, class: cls }))).flat();

    it("needs at least one seat and distinct seat numbers", async () => {
      const none = await as("api/Admin/Planes", { body: { model: "Empty", modelAr: "طائرة", layout: {}, seats: [] } });
      expect(errorOf(none).fields).toEqual({ seats: "planeNeedsSeat" });
      const twice = await as("api/Admin/Planes", {
        body: { model: "Twice", modelAr: "طائرة", layout: {}, seats: [...seats(1), { row: 2, column: "A", seatNumber: "1A", class: "economy" }] },
      });
      expect(errorOf(twice).fields).toEqual({ "seats.3.seatNumber": "seatNumberDuplicate" });
    });

    it("refuses a model that differs only in case, on add and on edit, in both languages", async () => {
      const first = await as("api/Admin/Planes", { body: { model: "B737 Case", modelAr: "طائرة", layout: {}, seats: seats(1) } });
      expect(first.status).toBe(201);
      const again = await as("api/Admin/Planes", { body: { model: "b737 CASE", modelAr: "طائرة", layout: {}, seats: seats(1) } });
      expect([again.status, errorOf(again).code, errorOf(again).fields?.model]).toEqual([409, "MODEL_EXISTS", "modelExists"]);
      const ar = await as("api/Admin/Planes", { body: { model: "B737 CASE", modelAr: "طائرة", layout: {}, seats: seats(1) }, locale: "ar" });
      expect(errorOf(ar).message).toBe("توجد طائرة بهذا الطراز بالفعل.");
      const other = await as("api/Admin/Planes", { body: { model: "B738 Case", modelAr: "طائرة", layout: {}, seats: seats(1) } });
      const renamed = await as(`api/Admin/Planes/${(other.json as { id: number }).id}`, {
        method: "PUT",
        body: { model: "b737 case", modelAr: "طائرة", layout: {}, seats: seats(1) },
      });
      expect([renamed.status, errorOf(renamed).code]).toEqual([409, "MODEL_EXISTS"]);
      const models = await suite.db.db.execute(sql`select model from planes where lower(model) like 'b73_ case' order by model`);
      expect(rowsOf<{ model: string }>(models).map((r) => r.model)).toEqual(["B737 Case", "B738 Case"]);
    });

    it("names a plane in both languages: the Arabic model needs Arabic letters, and the flight's readers answer both (issue 22 point 12)", async () => {
      const latin = await as("api/Admin/Planes", { body: { model: "Airbus A350-900 test", modelAr: "Airbus A350-900", layout: {}, seats: seats(1) } });
      expect([latin.status, errorOf(latin).fields]).toEqual([400, { modelAr: "arabicLettersRequired" }]);
      const missing = await as("api/Admin/Planes", { body: { model: "Airbus A350-900 test", layout: {}, seats: seats(1) } });
      expect(errorOf(missing).fields).toEqual({ modelAr: "required" });
      const saved = await as("api/Admin/Planes", { body: { model: "Airbus A350-900 test", modelAr: "إيرباص A350-900 test", layout: {}, seats: seats(1) } });
      expect(saved.status).toBe(201);
      const id = (saved.json as { id: number }).id;
      expect((await as(`api/Admin/Planes/${id}`)).json).toMatchObject({ model: "Airbus A350-900 test", modelAr: "إيرباص A350-900 test" });
      const found = (await as(`api/Admin/Planes?q=${encodeURIComponent("إيرباص A350")}`)).json as { items: { id: number; modelAr: string }[] };
      expect(found.items.map((p) => [p.id, p.modelAr])).toEqual([[id, "إيرباص A350-900 test"]]);
      const details = (await request(`api/Flights/${flight.id}`, { method: "GET" })).json as { plane: { model: { ar: string; en: string } } };
      expect(details.plane.model.ar).toMatch(/^طائرة اختبار/);
      expect(details.plane.model.en).toMatch(/^Test /);
    });

    it("creates a plane from its seat map and edits it, renumbering seats", async () => {
      const created = await as("api/Admin/Planes", { body: { model: "A320neo test", modelAr: "طائرة", layout: { economy: "3" }, seats: seats(2) } });
      expect(created.status).toBe(201);
      const plane = created.json as { id: number; seats: { seatNumber: string }[] };
      expect(plane.seats).toHaveLength(6);
      const renumbered = seats(2).map((seat) => ({ ...seat, seatNumber: seat.seatNumber === "1A" ? "1B" : seat.seatNumber === "1B" ? "1A" : seat.seatNumber }));
      const edited = await as(`api/Admin/Planes/${plane.id}`, {
        method: "PUT",
        body: { model: "A320neo test", modelAr: "طائرة", layout: { economy: "3" }, seats: renumbered },
      });
      expect(edited.status).toBe(200);
      expect(
        (edited.json as { seats: { row: number; column: string; seatNumber: string }[] }).seats.find((s) => s.row === 1 && s.column === "A")?.seatNumber,
      ).toBe("1B");
      const list = (await as("api/Admin/Planes?q=A320neo")).json as { items: { seats: { economy: number } }[] };
      expect(list.items[0]!.seats.economy).toBe(6);
    });

    it("keeps a booked seat: it cannot be removed nor change class; other seats can", async () => {
      const [traveller] = await createUsers(suite.db.db, 1);
      // Not the first seat: an earlier test's booking was given one automatically.
      const seat = flight.seats.economy[5]!;
      const booked = await request("api/Reservations", {
        token: traveller!.token,
        body: booking(flight, { travelers: [traveler(flight, "adult", { seatId: seat.id })] }),
      });
      expect(booked.status).toBe(201);
      const current = (await as(`api/Admin/Planes/${flight.planeId}`)).json as {
        model: string;
        modelAr: string;
        layout: Record<string, string>;
        seats: { row: number; column: string; seatNumber: string; class: string; sold: boolean }[];
      };
      expect(current.seats.filter((s) => s.sold).map((s) => s.seatNumber)).toContain(seat.seatNumber);
      const body = (seats: typeof current.seats) => ({
        model: current.model,
        modelAr: current.modelAr,
        layout: current.layout,
        seats: seats.map(({ sold: _sold, ...s }) => s),
      });

      const without = await as(`api/Admin/Planes/${flight.planeId}`, {
        method: "PUT",
        body: body(current.seats.filter((s) => s.seatNumber !== seat.seatNumber)),
      });
      expect(without.status).toBe(409);
      expect(errorOf(without)).toMatchObject({ code: "SEATS_SOLD", fields: { seats: "seatsSold" } });
      expect(errorOf(without).message).toContain(seat.seatNumber);
      const reclassed = await as(`api/Admin/Planes/${flight.planeId}`, {
        method: "PUT",
        body: body(current.seats.map((s) => (s.seatNumber === seat.seatNumber ? { ...s, class: "business" } : s))),
      });
      expect(reclassed.status).toBe(409);

      const lastEconomy = current.seats.filter((s) => s.class === "economy").at(-1)!;
      const fewer = await as(`api/Admin/Planes/${flight.planeId}`, { method: "PUT", body: body(current.seats.filter((s) => s !== lastEconomy)) });
      expect(fewer.status).toBe(200);
      // The flight it flies now sells one economy seat fewer.
      const capacity = await suite.db.db.execute(sql`select seat_capacity as n from flight_classes where flight_id = ${flight.id} and class = 'economy'`);
      expect(Number((capacity as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(flight.seats.economy.length - 1);
    });

    it("refuses deleting a plane flown by a flight", async () => {
      const res = await as(`api/Admin/Planes/${flight.planeId}`, { method: "DELETE" });
      expect(res.status).toBe(409);
      expect(errorOf(res).code).toBe("IN_USE");
    });
  });
});
