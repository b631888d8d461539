// Deterministic flight catalogue: the same PRNG seed gives the same schedule, fares and ids; dates are
// relative to the (UTC) day the seed runs. Rows go in 1,000 per statement and the per-flight fare types,
// bags and meals are derived in SQL, so the seed stays fast on PGlite.
import { getTableColumns, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { addDays } from "../../contracts/flight-rules";
import type { Db } from "../client";
import { airports, companies, currencyRates, flightClasses, flights, flightStops, meals, planes, planeSeats } from "../schema";
import { AIRLINES, AIRPORTS, MEALS, PLANES, ROUTES, type Service } from "./flights-data";
import { localToUtc } from "./time";

type FareClassName = "economy" | "business" | "first";

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function uuidFrom(rand: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16));
  hex[12] = "4";
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Bulk insert through one JSON parameter per chunk (json_to_recordset): on PGlite this is ~10x faster
 * than a multi-row VALUES list with thousands of bound parameters. Columns are those of the first row.
 */
export async function insertChunked<T extends PgTable>(db: Db, table: T, rows: T["$inferInsert"][], size = 5000): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const { name } = getTableConfig(table);
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const names = sql.raw(columns.map(([, c]) => `"${c.name}"`).join(", "));
  const shape = sql.raw(columns.map(([, c]) => `"${c.name}" ${c.getSQLType()}`).join(", "));
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size).map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, c] of columns) out[c.name] = (row as Record<string, unknown>)[key] ?? null;
      return out;
    });
    await db.execute(sql`insert into ${sql.identifier(name)} (${names}) select * from json_to_recordset(${JSON.stringify(chunk)}::json) as x(${shape})`);
  }
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

export type FlightSeedOptions = {
  /** Days of schedule from the start date (default 120). */
  days?: number;
  /** First day, YYYY-MM-DD (default: today in UTC). */
  startDate?: string;
  /** PRNG seed (default fixed): the benchmark varies it to add more flights on other days. */
  seed?: number;
};

/** Reference tables: airports, airlines, planes and seats, meals, currency rates. */
export async function seedFlightCatalogue(db: Db): Promise<void> {
  await db.insert(airports).values(AIRPORTS.map(({ terminals: _t, ...a }) => ({ ...a, image: null })));
  await db.insert(companies).values(
    AIRLINES.map((a) => ({
      nameAr: a.nameAr,
      nameEn: a.nameEn,
      code: a.code,
      locationAr: a.locationAr,
      locationEn: a.locationEn,
      logo: `/images/airlines/${a.code}.svg`,
    })),
  );
  const planeRows = await db
    .insert(planes)
    .values(
      PLANES.map((p) => ({
        model: p.model,
        modelAr: p.modelAr,
        layout: Object.fromEntries(p.cabins.map((c) => [c.class, c.groups.map((g) => g.length).join("-")])),
      })),
    )
    .returning({ id: planes.id, model: planes.model });
  const seats: (typeof planeSeats.$inferInsert)[] = [];
  for (const plane of PLANES) {
    const planeId = planeRows.find((r) => r.model === plane.model)!.id;
    for (const cabin of plane.cabins) {
      for (let row = cabin.rows[0]; row <= cabin.rows[1]; row++) {
        for (const column of cabin.groups.flat()) seats.push({ planeId, row, column, seatNumber: `${row}${column}`, class: cabin.class });
      }
    }
  }
  await insertChunked(db, planeSeats, seats);
  await db.insert(meals).values(MEALS.map((m) => ({ ...m, image: null })));
  await db.insert(currencyRates).values([
    { code: "SAR", rate: "1" },
    { code: "EGP", rate: "13.10" },
    { code: "USD", rate: "0.26667" },
  ]);
}

/** Flights over `days` days on every route of ROUTES, both directions; returns how many. */
export async function seedFlightSchedule(db: Db, options: FlightSeedOptions = {}): Promise<number> {
  const days = options.days ?? 120;
  const start = options.startDate ?? new Date().toISOString().slice(0, 10);
  const rand = mulberry32(options.seed ?? 20_261_122);

  const airportRows = await db.select({ id: airports.id, code: airports.code, timezone: airports.timezone, countryCode: airports.countryCode }).from(airports);
  const airport = new Map(airportRows.map((a) => [a.code, a]));
  const companyRows = await db.select({ id: companies.id, code: companies.code }).from(companies);
  const company = new Map(companyRows.map((c) => [c.code, c.id]));
  const planeRows = await db.select({ id: planes.id, model: planes.model }).from(planes);
  const capacityRows = await db
    .select({ planeId: planeSeats.planeId, class: planeSeats.class, n: sql<number>`count(*)::int` })
    .from(planeSeats)
    .groupBy(planeSeats.planeId, planeSeats.class);
  const capacity = (planeId: number, cls: FareClassName) => capacityRows.find((r) => r.planeId === planeId && r.class === cls)?.n ?? 0;
  const airlineOf = new Map(AIRLINES.map((a) => [a.code, a]));
  const terminalsOf = new Map(AIRPORTS.map((a) => [a.code, a.terminals]));
  const numbers = new Map<string, number>();

  const flightRows: (typeof flights.$inferInsert)[] = [];
  const classRows: (typeof flightClasses.$inferInsert)[] = [];
  const stopRows: (typeof flightStops.$inferInsert)[] = [];

  for (const [a, b, blockMinutes, services] of ROUTES) {
    // Slots of the day, airlines interleaved so one carrier does not own the morning.
    const slots: Service[] = [];
    const total = services.reduce((n, svc) => n + svc.perDay, 0);
    for (let i = 0; slots.length < total; i++) for (const svc of services) if (i < svc.perDay) slots.push(svc);
    // Outbound flight numbers are even, the return flight is the next odd number.
    const slotNumbers = slots.map((svc) => {
      const next = numbers.get(svc.airline) ?? (svc.airline === "SV" ? 1000 : 100);
      numbers.set(svc.airline, next + 2);
      return next;
    });
    for (const [from, to, outbound] of [
      [a, b, true],
      [b, a, false],
    ] as const) {
      const fromAirport = airport.get(from)!;
      const toAirport = airport.get(to)!;
      const domestic = fromAirport.countryCode === "SA" && toAirport.countryCode === "SA";
      const jitter = Math.floor(rand() * 10) * 5;
      slots.forEach((svc, index) => {
        const airline = airlineOf.get(svc.airline)!;
        const flightNumber = `${airline.code}${slotNumbers[index]! + (outbound ? 0 : 1)}`;
        const minute =
          slots.length >= 4 && index === 0
            ? 150 + jitter
            : Math.min(1435, 360 + Math.round(((index - (slots.length >= 4 ? 1 : 0)) * (1020 / slots.length)) / 5) * 5 + jitter);
        const model = svc.wide && airline.wide ? airline.wide : airline.narrow;
        const plane = planeRows.find((p) => p.model === model)!;
        const wide = PLANES.find((p) => p.model === model)!.wide;
        const classes: FareClassName[] = wide ? ["economy", "business", "first"] : airline.lowCost ? ["economy"] : ["economy", "business"];
        const via = (svc.via ?? []).slice();
        if (!outbound) via.reverse();
        const stopsMinutes = via.reduce((n, [, layover]) => n + layover + 35, 0);
        const baseEconomy = (120 + blockMinutes * 2.1) * (domestic ? 1 : 1.25) * (airline.lowCost ? 0.78 : 1) * (via.length ? 0.85 : 1);
        const terminals = terminalsOf.get(from)!;
        const arrivalTerminals = terminalsOf.get(to)!;
        const terminalIndex = airline.code.charCodeAt(0) + airline.code.charCodeAt(1);
        const departureTerminal = terminals[terminalIndex % terminals.length]!;
        const arrivalTerminal = arrivalTerminals[terminalIndex % arrivalTerminals.length]!;

        for (let d = 0; d < days; d++) {
          const date = addDays(start, d);
          const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
          const demand = (1 + 0.3 * Math.exp(-d / 7)) * ([0, 4, 5].includes(weekday) ? 1.12 : 1) * (0.88 + 0.24 * rand());
          const economy = roundTo(baseEconomy * demand, 5) * 100;
          const duration = blockMinutes + stopsMinutes + [0, 5, -5, 10][Math.floor(rand() * 4)]!;
          const departureAt = localToUtc(date, minute, fromAirport.timezone);
          const tax = domestic ? Math.round(economy * 0.15) : 8700;
          const serviceFees = airline.lowCost ? 1500 : 2500;
          const discount = rand() < 0.12 ? 5000 : 0;
          const id = uuidFrom(rand);
          flightRows.push({
            id,
            flightNumber,
            date,
            departureAt,
            arrivalAt: new Date(departureAt.getTime() + duration * 60_000),
            departureMinute: minute,
            durationMinutes: duration,
            stopsCount: via.length,
            companyId: company.get(airline.code)!,
            planeId: plane.id,
            departureAirportId: fromAirport.id,
            arrivalAirportId: toAirport.id,
            departureTerminal: departureTerminal.en,
            departureTerminalAr: departureTerminal.ar,
            departureGate: `${"ABCD"[Math.floor(rand() * 4)]}${1 + Math.floor(rand() * 30)}`,
            arrivalTerminal: arrivalTerminal.en,
            arrivalTerminalAr: arrivalTerminal.ar,
            arrivalGate: `${"ABCD"[Math.floor(rand() * 4)]}${1 + Math.floor(rand() * 30)}`,
            seatSelectionPrice: wide ? 4000 : airline.lowCost ? 3500 : 2500,
            status: rand() < 0.006 ? "cancelled" : "scheduled",
            tax,
            serviceFees,
            discount,
            profit: Math.round(economy * 0.08),
            termsAr: "تخضع التذكرة لشروط شركة الطيران. يجب الحضور إلى المطار قبل الإقلاع بثلاث ساعات للرحلات الدولية وساعتين للرحلات الداخلية.",
            termsEn:
              "The ticket is subject to the airline's conditions of carriage. Arrive at the airport 3 hours before international and 2 hours before domestic departures.",
            notesAr: via.length ? "تتضمن الرحلة توقفاً؛ يبقى المسافر على متن الرحلة نفسها." : "",
            notesEn: via.length ? "This flight makes a stop; travellers stay with the same flight." : "",
            bookingTicketPrice: Math.max(0, economy + tax + serviceFees - discount),
          });
          for (const cls of classes) {
            const factor = cls === "economy" ? 1 : cls === "business" ? 3.1 : 5.8;
            classRows.push({ flightId: id, class: cls, price: roundTo((economy / 100) * factor, 5) * 100, seatCapacity: capacity(plane.id, cls) });
          }
          via.forEach(([code, layover], ordinal) =>
            stopRows.push({ flightId: id, ordinal: ordinal + 1, airportId: airport.get(code)!.id, durationMinutes: layover }),
          );
        }
      });
    }
  }

  await insertChunked(db, flights, flightRows);
  await insertChunked(db, flightClasses, classRows);
  await insertChunked(db, flightStops, stopRows);
  await seedFlightExtras(db);
  // The price calendar's rows (migration 0028), which its triggers write when they are on: withoutTriggers turns them off.
  await db.execute(sql`select flight_day_fares_fill()`);
  return flightRows.length;
}

/** Fare types, extra bags and meals of the flights that have none yet, derived in SQL from each flight's economy price. */
async function seedFlightExtras(db: Db): Promise<void> {
  await db.execute(sql`
    insert into flight_tickets (flight_id, name_ar, name_en, price, description_ar, description_en, editable, edit_fees, refundable)
    select f.id, t.name_ar, t.name_en, (round(fc.price * t.pct / 100.0 / 500) * 500)::int, t.description_ar, t.description_en, t.editable, t.edit_fees, t.refundable
    from flights f
    join flight_classes fc on fc.flight_id = f.id and fc.class = 'economy'
    cross join (values
      (1, 'أساسي', 'Basic', 0, 'أقل سعر، بدون تعديل أو استرداد.', 'Lowest price; no changes, no refund.', false, 0, false),
      (2, 'قيمة', 'Value', 15, 'تعديل الموعد مقابل رسوم، غير قابلة للاسترداد.', 'Date changes for a fee; non-refundable.', true, 15000, false),
      (3, 'مرن', 'Flex', 35, 'تعديل مجاني وقابلة للاسترداد.', 'Free changes and refundable.', true, 0, true)
    ) as t(ord, name_ar, name_en, pct, description_ar, description_en, editable, edit_fees, refundable)
    where not exists (select 1 from flight_tickets x where x.flight_id = f.id)
    order by f.id, t.ord`);
  await db.execute(sql`
    insert into flight_bags (flight_id, weight_kg, price)
    select f.id, b.kg, (round((100 + f.duration_minutes * 0.4) * b.factor / 5) * 500)::int
    from flights f cross join (values (1, 23, 1.0), (2, 32, 1.6)) as b(ord, kg, factor)
    where not exists (select 1 from flight_bags x where x.flight_id = f.id)
    order by f.id, b.ord`);
  // Short hops carry a small menu; longer flights the whole catalogue.
  await db.execute(sql`
    insert into flight_meals (flight_id, meal_id)
    select f.id, m.id from flights f cross join meals m
    where not exists (select 1 from flight_meals x where x.flight_id = f.id)
      and (m.name_en in ('Chicken kabsa', 'Child meal', 'Vegetarian meal')
        or (f.duration_minutes >= 180 and m.name_en in ('Lamb mandi', 'Gluten-free meal')))`);
}

export async function seedFlights(db: Db, options: FlightSeedOptions = {}): Promise<void> {
  await seedFlightCatalogue(db);
  await withoutTriggers(db, () => seedFlightSchedule(db, options));
}

/**
 * Runs a bulk load with foreign-key triggers off (half the seed's time on PGlite goes to per-row FK
 * checks, and the generated rows are consistent by construction). Needs a superuser, as PGlite and the
 * test Postgres are; elsewhere the checks simply stay on. Must run inside a transaction.
 */
export async function withoutTriggers<T>(db: Db, load: () => Promise<T>): Promise<T> {
  const rows = (await db.execute(sql`select rolsuper as "super" from pg_roles where rolname = current_user`)) as unknown as
    { rows: { super: boolean }[] } | { super: boolean }[];
  const first = Array.isArray(rows) ? rows[0] : rows.rows[0];
  if (!first?.super) return load();
  await db.execute(sql`set local session_replication_role = replica`);
  try {
    return await load();
  } finally {
    await db.execute(sql`set local session_replication_role = origin`);
  }
}
