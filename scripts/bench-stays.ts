// The stays part of `npm run bench:search`: the hotels, chalets and transfers catalogue at 10× the seed (numbered
// copies), about a third of every room's and chalet's next four months booked, then realistic searches through the
// provider app: p50/p95 per service and the EXPLAIN ANALYZE of the hotel search.
import { sql } from "drizzle-orm";
import { providerApp } from "../provider/app";
import { addDays } from "../provider/contracts/flight-rules";
import type { Db, Handle } from "../provider/db/client";
import { users } from "../provider/db/schema";
import { mulberry32 } from "../provider/db/seed/flights";
import { seedChalets, seedCities, seedHotels, seedTaxiTransfers } from "../provider/db/seed/stays";
import { CITIES } from "../provider/db/seed/stays-data";
import { hotelSearchSql } from "../provider/services/hotels/search-sql";
import { stayOf } from "../provider/services/hotels/catalogue";
import { rowsOf } from "../provider/services/search-flight/rows";

const COPIES = 10;
const SEARCHES = Number(process.env.BENCH_SEARCHES || 300);
const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/** Confirmed stays written in bulk: every unit and chalet booked in six windows of 1–4 nights over 120 days. */
async function bookInBulk(db: Db): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      name: "Bench",
      email: `bench.${Date.now()}@example.com`,
      phoneNumber: `+9665${String(Date.now()).slice(-8)}`,
      passwordHash: "x",
      emailConfirmed: true,
    })
    .returning({ id: users.id });
  const core = (kind: string) =>
    sql.raw(`insert into reservations (id, kind, reference, user_id, status, payment_status, hold_expires_at, base, tax,
      service_fees, discount, extras, total, cancellation_deadline, cancellation_fee_percent, paid_at)
    select rid, '${kind}', upper(substr(replace(rid::text, '-', ''), 1, 12)), '${user!.id}', 'confirmed', 'paid', now(), 1, 0, 0, 0, 0, 1, now(), 0, now() from stays`);
  await db.execute(sql`create temporary table stays on commit drop as
    select gen_random_uuid() as rid, u.id as unit, rt.id as rt, rt.hotel_id as hotel, (current_date + (j * 20 + (u.id % 9)))::date as ci, 1 + (u.id + j) % 4 as len
    from hotel_room_units u join hotel_room_types rt on rt.id = u.room_type_id, generate_series(0, 5) j`);
  await db.execute(core("hotel"));
  await db.execute(sql`insert into reservation_stays (reservation_id, kind, hotel_id, room_type_id, room_unit_id, check_in, check_out, guests, weekend_nights,
      nightly_price, weekend_price, lead_full_name, lead_email, lead_phone)
    select rid, 'hotel', hotel, rt, unit, ci, ci + len, 1, 0, 1, 1, 'Bench', 'bench@example.com', '+966500000000' from stays`);
  const [hotelStays] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from stays`));
  await db.execute(sql`drop table stays`);
  await db.execute(sql`create temporary table stays on commit drop as
    select gen_random_uuid() as rid, c.id as chalet, (current_date + (j * 20 + (c.id % 9)))::date as ci, 1 + (c.id + j) % 4 as len
    from chalets c, generate_series(0, 5) j`);
  await db.execute(core("chalet"));
  await db.execute(sql`insert into reservation_stays (reservation_id, kind, chalet_id, check_in, check_out, guests, weekend_nights,
      nightly_price, weekend_price, lead_full_name, lead_email, lead_phone)
    select rid, 'chalet', chalet, ci, ci + len, 1, 0, 1, 1, 'Bench', 'bench@example.com', '+966500000000' from stays`);
  return hotelStays!.n;
}

function paths(): { hotels: string[]; chalets: string[]; taxis: string[] } {
  const rand = mulberry32(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const withChalets = CITIES.filter((c) => c.chalets?.length);
  const withAreas = CITIES.filter((c) => c.areas.length);
  const out = { hotels: [] as string[], chalets: [] as string[], taxis: [] as string[] };
  for (let i = 0; i < SEARCHES; i++) {
    const checkIn = addDays(today, 1 + Math.floor(rand() * 90));
    const checkOut = addDays(checkIn, 1 + Math.floor(rand() * 5));
    const h: Record<string, string> = { city: pick(CITIES).slug, checkIn, checkOut, guests: String(1 + Math.floor(rand() * 4)) };
    if (rand() < 0.3 && h.guests !== "1") h.rooms = "2";
    h.sort = pick(["recommended", "price-asc", "price-desc", "stars", "distance"]);
    if (rand() < 0.3) h.stars = pick(["4,5", "3", "5"]);
    if (rand() < 0.2) h.amenities = pick(["wifi", "pool", "wifi,parking"]);
    if (rand() < 0.2) h.freeCancellation = "true";
    if (rand() < 0.1) h.maxPrice = "60000";
    if (rand() < 0.1) h.page = "2";
    out.hotels.push(`/hotels/api/Hotels/Search?${new URLSearchParams(h)}`);
    const c: Record<string, string> = { city: pick(withChalets).slug, checkIn, checkOut, guests: String(2 + Math.floor(rand() * 10)) };
    if (rand() < 0.3) c.privatePool = "true";
    c.sort = pick(["recommended", "price-asc", "capacity"]);
    out.chalets.push(`/chalets/api/Chalets/Search?${new URLSearchParams(c)}`);
    const city = pick(withAreas);
    const area = pick(city.areas)[0];
    const t = {
      airport: city.airport,
      area,
      date: addDays(today, 1 + Math.floor(rand() * 60)),
      time: `${String(Math.floor(rand() * 24)).padStart(2, "0")}:${pick(["00", "15", "30", "45"])}`,
      passengers: String(1 + Math.floor(rand() * 8)),
      bags: String(Math.floor(rand() * 6)),
    };
    out.taxis.push(`/taxis/api/Transfers/Search?${new URLSearchParams(t)}`);
  }
  return out;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function runStays(kind: string, handle: Handle): Promise<void> {
  const db = handle.db;
  const start = performance.now();
  let booked = 0;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await seedCities(t);
    await seedHotels(t, { copies: COPIES });
    await seedChalets(t, { copies: COPIES });
    await seedTaxiTransfers(t, { copies: COPIES });
    booked = await bookInBulk(t);
  });
  await db.execute(sql`analyze`);
  const [n] = rowsOf<{ hotels: number; units: number; chalets: number; transfers: number }>(
    await db.execute(sql`select (select count(*)::int from hotels) as hotels, (select count(*)::int from hotel_room_units) as units,
      (select count(*)::int from chalets) as chalets, (select count(*)::int from taxi_transfers) as transfers`),
  );
  console.log(
    `\n[${kind}] stays at ${COPIES}× the seed: ${n!.hotels} hotels, ${n!.units} rooms, ${n!.chalets} chalets, ${n!.transfers} transfers, ${booked.toLocaleString("en")} booked hotel stays (${((performance.now() - start) / 1000).toFixed(1)} s)`,
  );
  for (const [service, list] of Object.entries(paths())) {
    for (const path of list.slice(0, 20)) await providerApp.fetch(new Request(`http://bench${path}`));
    const times: number[] = [];
    let results = 0;
    for (const path of list) {
      const t0 = performance.now();
      const response = await providerApp.fetch(new Request(`http://bench${path}`));
      const body = (await response.json()) as { items?: unknown[] };
      times.push(performance.now() - t0);
      if (response.status !== 200) throw new Error(`${path} → ${response.status} ${JSON.stringify(body)}`);
      results += body.items?.length ?? 0;
    }
    times.sort((x, y) => x - y);
    console.log(
      `[${kind}] ${service}: ${list.length} searches (${(results / list.length).toFixed(1)} results on average): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    );
  }
  const q = {
    city: "makkah",
    checkIn: addDays(today, 10),
    checkOut: addDays(today, 13),
    guests: 2,
    rooms: 1,
    sort: "recommended" as const,
    page: 1,
    pageSize: 20,
    freeCancellation: false,
  };
  const plan = rowsOf<Record<string, string>>(await db.execute(sql`explain (analyze, costs off) ${hotelSearchSql(q, stayOf(q.checkIn, q.checkOut), "en")}`));
  console.log(`[${kind}] EXPLAIN ANALYZE of the hotel search (Makkah, 3 nights, 2 guests):`);
  for (const row of plan) console.log(`  ${Object.values(row)[0]}`);
}
