// A chalet's closed dates and priced ranges (issue 24 point 2, as hotel room types have them): admins only, refused on
// their field in both languages with nothing stored (overlaps included, on the first night), removed once of two
// removals at once, audited; then the search, the chalet's page and the booking price each night by the same rule
// (range price, else weekend, else nightly), a closed night hides the chalet, shows it unavailable and refuses the
// booking with a translated 409, and a booking already made keeps its price when the ranges change.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { adminChalet } from "@/provider/contracts/admin-chalets";
import { chaletDetails, chaletSearchResponse, stayReservationResponse } from "@/provider/contracts/stays";
import { priceLines } from "@/provider/contracts/taxes";
import { auditLog, chaletRates, reservations } from "@/provider/db/schema";
import { seedCities } from "@/provider/db/seed/stays";
import { adminToken, call, travelerToken } from "./call";
import { onEachDatabase } from "./fixtures";
import { addDays, chaletBooking, createChalet, nextWeekday } from "./stays-fixtures";

const NIGHTLY = 100_000;
const WEEKEND = 150_000;
const saudi = (base: number, nights: number) => priceLines(base, { kind: "chalet", country: "SA", roomNights: nights });

onEachDatabase("admin chalet rates", (suite) => {
  let admin: string;
  let traveler: string;
  beforeAll(async () => {
    await seedCities(suite.db.db);
    [admin, traveler] = await Promise.all([adminToken(), travelerToken()]);
  });
  const api = (path: string, options: Parameters<typeof call>[1] = {}) => call(`/chalets/${path}`, { token: admin, ...options });
  const addRate = (id: number, body: Record<string, unknown>, locale: "ar" | "en" = "en") => api(`api/Admin/Chalets/${id}/Rates`, { body, locale });
  const trail = async () =>
    (await suite.db.db.select().from(auditLog).where(eq(auditLog.entity, "chaletRate")).orderBy(auditLog.id)).map((row) => [row.action, row.entityId]);
  const storedRates = async (id: number) => suite.db.db.select().from(chaletRates).where(eq(chaletRates.chaletId, id));

  it("answers 401 to a guest and 403 to a traveller on both range operations, and stores nothing", async () => {
    const id = await createChalet(suite.db.db);
    const ops: [string, string, unknown?][] = [
      ["POST", `api/Admin/Chalets/${id}/Rates`, { fromDate: "2030-01-01", toDate: "2030-01-02", closed: true }],
      ["DELETE", "api/Admin/ChaletRates/1"],
    ];
    for (const [method, path, body] of ops) {
      expect((await call(`/chalets/${path}`, { method, body })).status, `${method} ${path}`).toBe(401);
      expect((await call(`/chalets/${path}`, { method, body, token: traveler })).status, `${method} ${path}`).toBe(403);
    }
    expect(await storedRates(id)).toEqual([]);
  });

  it("refuses bad input and overlapping ranges on their fields in both languages, stores nothing, and removes a range once", async () => {
    const id = await createChalet(suite.db.db);
    const bad = await addRate(id, { fromDate: "2030-05-10", toDate: "2030-05-09", closed: false, price: "" });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ toDate: "dateRangeInvalid", price: "priceInvalid" });
    const noDates = await addRate(id, { fromDate: "", toDate: "2030-02-30", closed: true });
    expect(noDates.json.fields).toEqual({ fromDate: "dateRequired", toDate: "dateInvalid" });
    expect((await api("api/Admin/Chalets/999999/Rates", { body: { fromDate: "2030-05-10", toDate: "2030-05-10", closed: true } })).status).toBe(404);
    expect((await api("api/Admin/Chalets/abc/Rates", { body: { fromDate: "2030-05-10", toDate: "2030-05-10", closed: true } })).status).toBe(400);

    const first = await addRate(id, { fromDate: "2030-05-10", toDate: "2030-05-12", closed: true, price: 5000 });
    expect(first.status).toBe(201);
    // A closed range keeps no price.
    expect(adminChalet.parse(first.json).rates).toEqual([expect.objectContaining({ fromDate: "2030-05-10", toDate: "2030-05-12", closed: true, price: null })]);
    for (const [locale, message] of [
      ["en", "These dates overlap another closed or priced range of this chalet: remove that one first."],
      ["ar", "تتداخل هذه التواريخ مع فترة مغلقة أو مسعّرة أخرى لهذا الشاليه: احذفها أولاً."],
    ] as const) {
      const overlap = await addRate(id, { fromDate: "2030-05-12", toDate: "2030-05-14", closed: false, price: 90_000 }, locale);
      expect([overlap.status, overlap.json.code, overlap.json.message, overlap.json.fields]).toEqual([
        409,
        "CHALET_RATE_OVERLAPS",
        message,
        { fromDate: "rateOverlaps" },
      ]);
    }
    // The next day does not overlap.
    const next = adminChalet.parse((await addRate(id, { fromDate: "2030-05-13", toDate: "2030-05-13", closed: false, price: 90_000 })).json);
    expect(next.rates.map((r) => [r.fromDate, r.closed, r.price])).toEqual([
      ["2030-05-10", true, null],
      ["2030-05-13", false, 90_000],
    ]);
    expect(await storedRates(id)).toHaveLength(2);
    expect(adminChalet.parse((await api(`api/Admin/Chalets/${id}`)).json).rates).toEqual(next.rates);

    // Removed twice at once (a double press): one removal, one audit entry, the other 404.
    const rateId = next.rates[0]!.id;
    const removals = await Promise.all([1, 2].map(() => api(`api/Admin/ChaletRates/${rateId}`, { method: "DELETE" })));
    expect(removals.map((r) => r.status).sort()).toEqual([200, 404]);
    expect((await api(`api/Admin/ChaletRates/${rateId}`, { method: "DELETE" })).status).toBe(404);
    expect((await storedRates(id)).map((r) => r.fromDate)).toEqual(["2030-05-13"]);
    const mine = (await trail()).filter(([, entityId]) => entityId === String(rateId) || entityId === String(next.rates[1]!.id));
    expect(mine).toEqual([
      ["create", String(rateId)],
      ["create", String(next.rates[1]!.id)],
      ["delete", String(rateId)],
    ]);
  });

  it("prices search, page and booking night by night alike; a closed night hides the chalet and refuses the booking; a booking keeps its price", async () => {
    const id = await createChalet(suite.db.db, { nightly: NIGHTLY, weekend: WEEKEND });
    // Wednesday → Sunday: Wed nightly, Thu and Fri weekend, Sat priced by a range.
    const wednesday = nextWeekday(3, 20);
    const saturday = addDays(wednesday, 3);
    expect((await addRate(id, { fromDate: saturday, toDate: saturday, closed: false, price: 70_000 })).status).toBe(201);
    const closedDay = addDays(wednesday, 7);
    expect((await addRate(id, { fromDate: closedDay, toDate: closedDay, closed: true })).status).toBe(201);

    const base = NIGHTLY + 2 * WEEKEND + 70_000;
    const lines = saudi(base, 4);
    const stay = `checkIn=${wednesday}&checkOut=${addDays(wednesday, 4)}`;
    const search = chaletSearchResponse.parse((await call(`/chalets/api/Chalets/Search?city=riyadh&${stay}&guests=2&pageSize=50`)).json);
    expect(search.items.find((item) => item.id === id)?.quote).toMatchObject({ base, total: lines.total });
    const details = chaletDetails.parse((await call(`/chalets/api/Chalets/${id}?${stay}`)).json);
    expect(details).toMatchObject({ available: true, closed: false, quote: { base, total: lines.total } });
    // The late cancellation's fee is the first night as priced: the range's price on a stay starting Saturday.
    const fromSaturday = chaletDetails.parse((await call(`/chalets/api/Chalets/${id}?checkIn=${saturday}&checkOut=${addDays(saturday, 1)}`)).json);
    expect(fromSaturday.cancellationTerms?.feeAmount).toBe(saudi(70_000, 1).total);

    // The closed night: out of the search, unavailable on the page, refused at booking in both languages; check-out on it is fine.
    const closedStay = `checkIn=${addDays(closedDay, -1)}&checkOut=${addDays(closedDay, 1)}`;
    const closedSearch = chaletSearchResponse.parse((await call(`/chalets/api/Chalets/Search?city=riyadh&${closedStay}&guests=2&pageSize=50`)).json);
    expect(closedSearch.items.map((item) => item.id)).not.toContain(id);
    expect(chaletDetails.parse((await call(`/chalets/api/Chalets/${id}?${closedStay}`)).json)).toMatchObject({ available: false, closed: true });
    for (const [locale, message] of [
      ["en", "This chalet is closed on some of these nights. Choose other dates."],
      ["ar", "هذا الشاليه مغلق في بعض هذه الليالي. اختر تواريخ أخرى."],
    ] as const) {
      const refused = await call("/chalets/api/Reservations", {
        token: traveler,
        locale,
        body: chaletBooking(id, addDays(closedDay, -1), addDays(closedDay, 1)),
      });
      expect([refused.status, refused.json.code, refused.json.message]).toEqual([409, "CHALET_CLOSED", message]);
    }
    const before = (await suite.db.db.select({ id: reservations.id }).from(reservations)).length;
    expect((await call("/chalets/api/Reservations", { token: traveler, body: chaletBooking(id, addDays(closedDay, -1), closedDay) })).status).toBe(201);
    expect((await suite.db.db.select({ id: reservations.id }).from(reservations)).length).toBe(before + 1);

    const booked = stayReservationResponse.parse(
      (await call("/chalets/api/Reservations", { token: traveler, body: chaletBooking(id, wednesday, addDays(wednesday, 4)) })).json,
    );
    expect(booked.breakdown).toMatchObject({ base, total: lines.total });

    // The admin reprices the Saturday: the booking keeps what it was charged; the chalet's page quotes the new price.
    const saturdayRate = adminChalet.parse((await api(`api/Admin/Chalets/${id}`)).json).rates.find((r) => r.fromDate === saturday)!;
    expect((await api(`api/Admin/ChaletRates/${saturdayRate.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await addRate(id, { fromDate: saturday, toDate: saturday, closed: false, price: 200_000 })).status).toBe(201);
    const [stored] = await suite.db.db.select({ base: reservations.base, total: reservations.total }).from(reservations).where(eq(reservations.id, booked.id));
    expect(stored).toEqual({ base, total: lines.total });
    expect(stayReservationResponse.parse((await call(`/chalets/api/Reservations/${booked.id}`, { token: traveler })).json).breakdown.total).toBe(lines.total);
    const repriced = chaletDetails.parse((await call(`/chalets/api/Chalets/${id}?checkIn=${saturday}&checkOut=${addDays(saturday, 1)}`)).json);
    expect(repriced.quote?.base).toBe(200_000);
  });
});
