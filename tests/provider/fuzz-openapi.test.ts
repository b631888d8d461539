// Every operation of /openapi.json called with values drawn from its own schemas (tests/provider/fuzz/): a
// valid-looking call, then each integer field at 2³¹, 2³², 2⁵³−1, −2³¹−1 and at the largest value its contract allows,
// the same all at once, strings at their longest and dates at the calendar's edges. Whatever the values, the provider
// answers 2xx or 4xx: a 5xx is a bug (an input the contract lets through that the database cannot hold, or one that
// the database refuses in a way nobody mapped). Seeded, so a failure names a call that fails again the same way.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { airports, offers } from "@/provider/db/schema";
import { adminToken, call } from "./call";
import { onEachDatabase } from "./fixtures";
import { createFlight, createUsers, request, type FlightFixture } from "./flight-fixtures";
import { atMaxLength, maximumOf, resolve, Sampler, withValue, type Leaf, type Path, type Schema } from "./fuzz/schema-sample";
import { riyadhDate } from "./offer-fixtures";
import { createChalet, createHotel, createTransfer } from "./stays-fixtures";

type Parameter = { name: string; in: "path" | "query"; required: boolean; schema: Schema };
type Operation = { "x-access": string; parameters: Parameter[]; requestBody?: { content: { "application/json": { schema: Schema } } } };
type Document = { paths: Record<string, Record<string, Operation>> };

const INT_EDGES = [2 ** 31, 2 ** 32, Number.MAX_SAFE_INTEGER, -(2 ** 31) - 1];
/** Year 0 and 9999 are valid ISO dates to JavaScript; Postgres has no year 0 and every contract stops well before 9999. */
const DATE_EDGES = ["0000-01-01", "0001-01-01", "1899-12-31", "1900-01-01", "2099-12-31", "2100-01-01", "9999-12-31"];
const DATE_NAMES = /^(date|arrivalDate|returnDate|checkIn|checkOut|startDate|endDate|dateOfBirth)$/;
const SEED = 20_261_125;

type Call = { label: string; path: Record<string, unknown>; query: Record<string, unknown>; body: unknown };
type Failure = { operation: string; label: string; status: number; code: unknown };

onEachDatabase("every operation under fuzz", (suite) => {
  let admin: string;
  let traveler: string;
  let flight: FlightFixture;
  let known: Record<string, unknown>;
  let document: Document;
  /** The reservation each service's valid-looking booking made, by service: its Pay, Cancel and Voucher are called on it. */
  const reservations: Record<string, string> = {};
  let keys = 0;

  beforeAll(async () => {
    const db = suite.db.db;
    flight = await createFlight(db);
    const { hotelId, roomTypeId } = await createHotel(db, { units: 2, capacity: 4 });
    const chaletId = await createChalet(db);
    const transferId = await createTransfer(db, { area: "al-olaya" });
    const [dxb] = await db
      .insert(airports)
      .values({
        code: "DXB",
        nameAr: "دبي",
        nameEn: "Dubai",
        cityAr: "دبي",
        cityEn: "Dubai",
        countryAr: "الإمارات",
        countryEn: "UAE",
        countryCode: "AE",
        timezone: "Asia/Dubai",
      })
      .onConflictDoNothing()
      .returning();
    const [ruh] = await db.select().from(airports).where(eq(airports.code, "RUH"));
    const [jed] = await db.select().from(airports).where(eq(airports.code, "JED"));
    const [offer] = await db.select({ id: offers.id }).from(offers).limit(1);
    const [user] = await createUsers(db, 1);
    [admin, traveler] = [await adminToken(), user!.token];
    known = { hotelId, roomTypeId, chaletId, transferId, dxb: dxb!.id, ruh: ruh!.id, jed: jed!.id, offerId: offer!.id };
    document = (await call<Document>("/openapi.json")).json;
  }, 120_000);

  /** What a field's name stands for here, so that the valid-looking call finds its records. */
  function hint(name: string, path: Path, operation: string): unknown {
    const inAdminFlights = operation.includes("/Admin/Flights");
    const byName: Record<string, unknown> = {
      email: "fuzz.traveller@example.com",
      phone: "+966501234567",
      phoneNumber: "+966501234567",
      password: "Secret#2024",
      confirmPassword: "Secret#2024",
      currentPassword: "Secret#2024",
      newPassword: "Secret#2024",
      name: "Omar Al Saud",
      fullName: "Omar Al Saud",
      holderName: "Omar Al Saud",
      passportNumber: "A1234567",
      cardNumber: "4242424242424242",
      cvc: "123",
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      dateOfBirth: "1990-01-15",
      flightId: flight.id,
      companyId: 1,
      planeId: flight.planeId,
      departureAirportId: known.ruh,
      arrivalAirportId: known.jed,
      airportId: known.dxb,
      mealId: flight.meals.standard,
      mealIds: [flight.meals.standard],
      bagId: flight.bagId,
      ticketId: flight.tickets.basic,
      seatId: flight.seats.economy[0]!.id,
      offerId: known.offerId,
      roomTypeId: known.roomTypeId,
      chaletId: known.chaletId,
      transferId: known.transferId,
      date: inAdminFlights ? riyadhDate(40) : operation.includes("/taxis/") ? riyadhDate(5) : flight.date,
      arrivalDate: riyadhDate(40),
      returnDate: flight.date,
      departureTime: "10:00",
      arrivalTime: "12:00",
      time: "10:00",
      checkIn: riyadhDate(20),
      checkOut: riyadhDate(22),
      startDate: riyadhDate(0),
      endDate: riyadhDate(30),
      from: "RUH",
      to: operation.includes("Outbox") ? "fuzz.traveller@example.com" : "JED",
      tags: ["family"],
      airport: "RUH",
      area: "al-olaya",
      city: "riyadh",
      timezone: "Asia/Riyadh",
      flightNumber: "SV123",
      slug: "about-us",
    };
    if (name === "id") {
      if (path.includes("tickets")) return flight.tickets.basic;
      if (path.includes("bags")) return flight.bagId;
      if (operation.includes("/Reservations/")) return reservations[operation.split("/")[1]!];
      if (/\/(Admin\/)?Flights\/\{id\}/.test(operation)) return flight.id;
      if (operation.includes("/hotels/")) return known.hotelId;
      if (operation.includes("/chalets/")) return known.chaletId;
      if (operation.includes("/Offers/")) return known.offerId;
      if (operation.includes("/Admin/Airports/")) return known.jed;
      if (operation.includes("/Admin/Planes/")) return flight.planeId;
      return 1;
    }
    return byName[name];
  }

  /** The calls of one operation: valid-looking first, then every edge. */
  function callsOf(operation: string, op: Operation): Call[] {
    const sampler = new Sampler(SEED, hint);
    const leaves: Leaf[] = [];
    const sampled = (where: "path" | "query") =>
      Object.fromEntries(
        op.parameters.filter((p) => p.in === where).map((p) => [p.name, sampler.sample(p.schema, p.name, [where, p.name], operation, leaves)]),
      );
    const base = {
      path: sampled("path"),
      query: sampled("query"),
      body: op.requestBody ? sampler.sample(op.requestBody.content["application/json"].schema, "", ["body"], operation, leaves) : undefined,
    };
    // Path parameters hold ids even where the contract types them as strings: they get the integer edges too.
    const numeric = leaves.filter((l) => l.kind !== "string" || l.path[0] === "path");
    const apply = (changes: [Path, unknown][]) =>
      changes.reduce((call, [path, value]) => withValue(call, path, value), base as Record<string, unknown>) as Omit<Call, "label">;
    const calls: Call[] = [{ label: "valid-looking", ...base }];
    const edgesOf = (leaf: Leaf) => {
      const max = maximumOf(resolve(leaf.schema));
      return max === undefined || INT_EDGES.includes(max) ? INT_EDGES : [...INT_EDGES, max];
    };
    for (const leaf of numeric) for (const value of edgesOf(leaf)) calls.push({ label: `${leaf.path.join(".")}=${value}`, ...apply([[leaf.path, value]]) });
    if (numeric.length > 1) {
      for (const value of INT_EDGES) calls.push({ label: `every integer=${value}`, ...apply(numeric.map((l) => [l.path, value])) });
      const atMax = numeric.flatMap((l): [Path, unknown][] => {
        const max = maximumOf(resolve(l.schema));
        return max === undefined ? [] : [[l.path, max]];
      });
      if (atMax.length > 1) calls.push({ label: "every integer at its maximum", ...apply(atMax) });
    }
    const longest = leaves.flatMap((l): [Path, unknown][] => {
      const value = atMaxLength(
        l.path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], base),
        resolve(l.schema),
      );
      return value === undefined ? [] : [[l.path, value]];
    });
    if (longest.length) calls.push({ label: "every string at its longest", ...apply(longest) });
    for (const leaf of leaves.filter((l) => l.kind === "string" && DATE_NAMES.test(l.name)))
      for (const value of DATE_EDGES) calls.push({ label: `${leaf.path.join(".")}=${value}`, ...apply([[leaf.path, value]]) });
    return calls;
  }

  it("answers no call with a 5xx", async () => {
    const failures: Failure[] = [];
    let sent = 0;
    const started = Date.now();
    for (const [template, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const operation = `${method.toUpperCase()} ${template}`;
        const token = op["x-access"] === "admin" ? admin : op["x-access"] === "public" ? undefined : traveler;
        for (const c of callsOf(operation, op)) {
          const url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(c.path[name] ?? "00000000-0000-4000-8000-000000000000")));
          const query = new URLSearchParams();
          for (const [key, value] of Object.entries(c.query))
            if (value !== undefined && value !== null) query.set(key, Array.isArray(value) ? value.join(",") : String(value));
          const search = query.size ? `?${query}` : "";
          const headers = /\/(Pay|PaymentIntent)$/.test(template) ? { "idempotency-key": `fuzz-key-${++keys}` } : undefined;
          const [, service, ...rest] = url.split("/");
          const result = await request(`${rest.join("/")}${search}`, { method: method.toUpperCase(), body: c.body, token, headers, service });
          const created = result.json as { id?: unknown } | null;
          if (c.label === "valid-looking" && result.status === 201 && template.endsWith("/api/Reservations") && typeof created?.id === "string")
            reservations[template.split("/")[1]!] = created.id;
          sent++;
          if (process.env.FUZZ_DEBUG && c.label === "valid-looking")
            console.log(`[fuzz] ${operation} ${result.status} ${JSON.stringify(result.json).slice(0, 160)}`);
          if (result.status >= 500) failures.push({ operation, label: c.label, status: result.status, code: (result.json as { code?: unknown } | null)?.code });
        }
      }
    }
    console.log(`[fuzz] ${suite.db.kind}: ${sent} calls in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} answered 5xx`);
    expect(failures.map((f) => `${f.operation} with ${f.label}: ${f.status} ${String(f.code)}`)).toEqual([]);
  }, 180_000);
});
