// Fixtures of the reservation suites: a small flight catalogue written straight into the database
// (independent of the demo seed), confirmed users with tokens, and calls with arbitrary headers.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe } from "vitest";
import { providerApp } from "@/provider/app";
import type { Db } from "@/provider/db/client";
import { airports, companies, flightBags, flightClasses, flightMeals, flights, flightTickets, meals, planes, planeSeats, users } from "@/provider/db/schema";
import { reservationResponse, type ReservationResponse } from "@/provider/contracts/reservations";
import { issueToken } from "@/provider/http/auth";
import { createTestDatabase, requirePostgres, type TestDatabase } from "../support/db";

const postgres = await requirePostgres();

export type DbSuite = { readonly db: TestDatabase };

/** The same suite on a fresh PGlite and on a fresh database of the real Postgres (required in CI). */
export function onEachDatabase(name: string, body: (suite: DbSuite) => void, kinds: ("pglite" | "postgres")[] = ["pglite", "postgres"]): void {
  for (const kind of kinds) {
    describe.skipIf(kind === "postgres" && !postgres)(`${name} on ${kind}`, () => {
      let db: TestDatabase | undefined;
      beforeAll(async () => {
        db = await createTestDatabase(kind, { seed: false });
      });
      afterAll(async () => {
        await db?.drop();
      });
      body({
        get db() {
          if (!db) throw new Error("database not open yet");
          return db;
        },
      });
    });
  }
}

export type Result = { status: number; json: unknown };
export type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

export async function request(
  path: string,
  options: { method?: string; body?: unknown; token?: string; headers?: Record<string, string>; locale?: "ar" | "en"; service?: string } = {},
): Promise<Result> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  headers["accept-language"] = options.locale ?? "en";
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await providerApp.fetch(
    new Request(`http://provider.internal/${options.service ?? "flight-backend"}/${path}`, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body),
    }),
  );
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

/** The error body of a failed call (status checked by the caller). */
export const errorOf = (r: Result) => r.json as ErrorBody;
/** A reservation answer, checked against its contract. */
export const reservationOf = (r: Result): ReservationResponse => {
  if (r.status >= 300) throw new Error(`expected a reservation, got ${r.status} ${JSON.stringify(r.json)}`);
  return reservationResponse.parse(r.json);
};

let userSeq = 0;

export type TestUser = { id: string; token: string; email: string };

/** Confirmed users inserted directly, with provider tokens. */
export async function createUsers(db: Db, count: number): Promise<TestUser[]> {
  const rows = Array.from({ length: count }, () => {
    userSeq += 1;
    const tag = `${randomBytes(4).toString("hex")}${userSeq}`;
    return {
      name: "Test Traveler",
      email: `traveler.${tag}@example.com`,
      phoneNumber: `+9665${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8)}${userSeq % 10}`,
      passwordHash: "not-a-real-hash",
      emailConfirmed: true,
    };
  });
  const inserted = await db.insert(users).values(rows).returning();
  return Promise.all(inserted.map(async (u) => ({ id: u.id, email: u.email, token: await issueToken(u) })));
}

export const PRICES = {
  economy: 50_000,
  business: 150_000,
  first: 300_000,
  flexTicket: 10_000,
  tax: 5_000,
  serviceFees: 2_000,
  discount: 1_000,
  seatSelection: 2_500,
  bag: 15_000,
  standardMeal: 3_000,
  dietaryMeal: 5_000,
} as const;

export type FlightFixture = {
  id: string;
  date: string;
  departureAt: Date;
  planeId: number;
  seats: { economy: SeatRow[]; business: SeatRow[]; first: SeatRow[] };
  tickets: { basic: number; flex: number };
  bagId: number;
  meals: { standard: number; dietary: number };
};
type SeatRow = typeof planeSeats.$inferSelect;

let flightSeq = 0;

async function airport(db: Db, code: string, name: string) {
  await db
    .insert(airports)
    .values({
      code,
      nameAr: name,
      nameEn: name,
      cityAr: name,
      cityEn: name,
      countryAr: "السعودية",
      countryEn: "Saudi Arabia",
      countryCode: "SA",
      timezone: "Asia/Riyadh",
    })
    .onConflictDoNothing();
  return (await db.select().from(airports).where(eq(airports.code, code)))[0]!;
}

/** A flight RUH → JED (or JED → RUH with `back`: a round trip's return) with its own plane: `seats` per class (6 per row), two fare types, a bag and two meals. */
export async function createFlight(
  db: Db,
  options: {
    departureInHours?: number;
    seats?: { economy?: number; business?: number; first?: number };
    status?: "scheduled" | "cancelled";
    terminals?: { departure: { en: string; ar: string }; arrival: { en: string; ar: string } };
    back?: boolean;
  } = {},
): Promise<FlightFixture> {
  flightSeq += 1;
  const ruh = await airport(db, "RUH", "Riyadh");
  const jed = await airport(db, "JED", "Jeddah");
  await db.insert(companies).values({ nameAr: "السعودية", nameEn: "Saudia", code: "SV", locationAr: "جدة", locationEn: "Jeddah" }).onConflictDoNothing();
  const company = (await db.select().from(companies).where(eq(companies.code, "SV")))[0]!;
  const [plane] = await db
    .insert(planes)
    .values({
      model: `Test ${flightSeq} ${randomBytes(3).toString("hex")}`,
      modelAr: `طائرة اختبار ${flightSeq}`,
      layout: { economy: "3-3", business: "3-3", first: "3-3" },
    })
    .returning();
  const counts = { first: options.seats?.first ?? 6, business: options.seats?.business ?? 6, economy: options.seats?.economy ?? 30 };
  const seatRows: (typeof planeSeats.$inferInsert)[] = [];
  let row = 1;
  for (const cls of ["first", "business", "economy"] as const) {
    for (let i = 0; i < counts[cls]; i++) {
      const r = row + Math.floor(i / 6);
      const column = "ABCDEF"[i % 6]!;
      seatRows.push({ planeId: plane!.id, seatNumber: `${r}${column}`, row: r, column, class: cls });
    }
    row += Math.ceil(counts[cls] / 6);
  }
  const seats = await db.insert(planeSeats).values(seatRows).returning();
  const departureAt = new Date(Date.now() + (options.departureInHours ?? 24 * 10) * 3_600_000);
  departureAt.setUTCSeconds(0, 0);
  const date = departureAt.toISOString().slice(0, 10);
  const [flight] = await db
    .insert(flights)
    .values({
      flightNumber: `SV${1000 + flightSeq}`,
      date,
      departureAt,
      arrivalAt: new Date(departureAt.getTime() + 110 * 60_000),
      departureMinute: departureAt.getUTCHours() * 60 + departureAt.getUTCMinutes(),
      durationMinutes: 110,
      companyId: company.id,
      planeId: plane!.id,
      departureAirportId: options.back ? jed.id : ruh.id,
      arrivalAirportId: options.back ? ruh.id : jed.id,
      departureTerminal: options.terminals?.departure.en ?? null,
      departureTerminalAr: options.terminals?.departure.ar ?? null,
      arrivalTerminal: options.terminals?.arrival.en ?? null,
      arrivalTerminalAr: options.terminals?.arrival.ar ?? null,
      seatSelectionPrice: PRICES.seatSelection,
      status: options.status ?? "scheduled",
      tax: PRICES.tax,
      serviceFees: PRICES.serviceFees,
      discount: PRICES.discount,
      bookingTicketPrice: PRICES.economy + PRICES.tax + PRICES.serviceFees - PRICES.discount,
    })
    .returning();
  const id = flight!.id;
  await db.insert(flightClasses).values([
    { flightId: id, class: "economy", price: PRICES.economy, seatCapacity: counts.economy },
    { flightId: id, class: "business", price: PRICES.business, seatCapacity: counts.business },
  ]);
  const [basic, flex] = await db
    .insert(flightTickets)
    .values([
      { flightId: id, nameAr: "أساسية", nameEn: "Basic", price: 0 },
      { flightId: id, nameAr: "مرنة", nameEn: "Flex", price: PRICES.flexTicket, refundable: true, editable: true, editFees: 5_000 },
    ])
    .returning();
  const [bag] = await db.insert(flightBags).values({ flightId: id, weightKg: 23, price: PRICES.bag }).returning();
  const [standard, dietary] = await db
    .insert(meals)
    .values([
      { nameAr: "وجبة", nameEn: "Meal", kind: "standard", price: PRICES.standardMeal },
      { nameAr: "وجبة نباتية", nameEn: "Vegan meal", kind: "dietary", price: PRICES.dietaryMeal },
    ])
    .returning();
  await db.insert(flightMeals).values([
    { flightId: id, mealId: standard!.id },
    { flightId: id, mealId: dietary!.id },
  ]);
  const byClass = (cls: "economy" | "business" | "first") => seats.filter((s) => s.class === cls);
  return {
    id,
    date,
    departureAt,
    planeId: plane!.id,
    seats: { economy: byClass("economy"), business: byClass("business"), first: byClass("first") },
    tickets: { basic: basic!.id, flex: flex!.id },
    bagId: bag!.id,
    meals: { standard: standard!.id, dietary: dietary!.id },
  };
}

/** A date of birth `years` years (and a few days) before the flight date. */
export function bornYearsBefore(flightDate: string, years: number, extraDays = 10): string {
  const d = new Date(`${flightDate}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - extraDays);
  return d.toISOString().slice(0, 10);
}

let travelerSeq = 0;

export function traveler(flight: FlightFixture, type: "adult" | "child" | "infant" = "adult", overrides: Record<string, unknown> = {}) {
  travelerSeq += 1;
  const years = type === "adult" ? 30 : type === "child" ? 7 : 1;
  return {
    gender: type === "adult" ? "Mr" : "Mstr",
    fullName: "Omar Al Saud",
    email: `omar${travelerSeq}@example.com`,
    phone: "+966501234567",
    passportNumber: `P${String(1_000_000 + travelerSeq)}`,
    dateOfBirth: bornYearsBefore(flight.date, years),
    type,
    luggage: [],
    ...overrides,
  };
}

export function booking(flight: FlightFixture, overrides: Record<string, unknown> = {}) {
  return { flightId: flight.id, fareClass: "economy", ticketId: flight.tickets.basic, travelers: [traveler(flight)], ...overrides };
}

export const card = (cardNumber = "4242 4242 4242 4242") => ({
  cardNumber,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: "123",
  holderName: "Omar Al Saud",
});

export const newKey = () => `key_${randomBytes(12).toString("hex")}`;

/** POST api/Reservations as `user` (a booking body: `booking(…)`). */
export const book = (user: TestUser, body: unknown) => request("api/Reservations", { token: user.token, body });

/** Pays `id` as `user` with a fresh idempotency key (the sandbox's approved card unless another number is given). */
export const pay = (user: TestUser, id: string, cardNumber?: string) =>
  request(`api/Reservations/${id}/Pay`, { token: user.token, body: card(cardNumber), headers: { "Idempotency-Key": newKey() } });
