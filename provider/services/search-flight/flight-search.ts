// GET api/Flights/Search — one indexed query per leg for the flights, one for its facets, and one for
// nearby dates only when the day is empty.
import { inArray } from "drizzle-orm";
import {
  addDays,
  allIn,
  flightSearchQuery,
  flightSearchResponse,
  NEARBY_DAYS,
  partyFare,
  SEATS_LEFT_THRESHOLD,
  type FlightSearch,
  type FlightSearchResponse,
  type FlightSummary,
  type FlightStatus,
  type SearchLeg,
} from "../../contracts/flights";
import { getDb, type Db } from "../../db/client";
import { airports } from "../../db/schema";
import { badRequest } from "../../http/errors";
import type { Service } from "../../http/service";
import { legSearchSql, nearbyDatesSql, type LegKey } from "./flight-search-sql";
import { airportRef, iso, rowsOf, type AirportRow } from "./rows";

type LegRow = {
  id: string;
  flight_number: string;
  date: string;
  departure_at: Date | string;
  arrival_at: Date | string;
  duration_minutes: number;
  status: string;
  airline_code: string;
  airline_name_ar: string;
  airline_name_en: string;
  airline_logo: string | null;
  fare: number;
  tax: number;
  service_fees: number;
  discount: number;
  seats_available: number;
  adult_price: number;
  stops: { durationMinutes: number; airport: Omit<AirportRow, "id" | "image"> }[] | string;
};

type FacetRow = {
  airline_code: string;
  airline_name_ar: string;
  airline_name_en: string;
  airline_logo: string | null;
  min_price: number;
  max_price: number;
  s0: number;
  s1: number;
  s2: number;
};

/** json columns arrive parsed from node-postgres and PGlite alike, but tolerate text. */
function json<T>(value: T[] | string | undefined): T[] {
  return typeof value === "string" ? (JSON.parse(value) as T[]) : (value ?? []);
}

function summary(row: LegRow, from: AirportRow, to: AirportRow, search: FlightSearch): FlightSummary {
  const adult = { fare: Number(row.fare), tax: row.tax, serviceFees: row.service_fees, discount: row.discount };
  const stops = typeof row.stops === "string" ? (JSON.parse(row.stops) as Exclude<LegRow["stops"], string>) : row.stops;
  return {
    id: row.id,
    flightNumber: row.flight_number,
    date: row.date,
    airline: { code: row.airline_code, name: { ar: row.airline_name_ar, en: row.airline_name_en }, logo: row.airline_logo },
    from: airportRef(from),
    to: airportRef(to),
    departureAt: iso(row.departure_at),
    arrivalAt: iso(row.arrival_at),
    durationMinutes: row.duration_minutes,
    stops: (stops ?? []).map((s) => ({ durationMinutes: s.durationMinutes, airport: airportRef(s.airport) })),
    cabin: search.cabin,
    price: row.adult_price,
    totalPrice: allIn(partyFare(adult, search)),
    seatsLeft: row.seats_available < SEATS_LEFT_THRESHOLD ? row.seats_available : null,
    status: row.status as FlightStatus,
  };
}

async function searchLeg(db: Db, from: AirportRow, to: AirportRow, date: string, search: FlightSearch): Promise<SearchLeg> {
  const key: LegKey = { fromId: from.id, toId: to.id, date, cabin: search.cabin, seated: search.adults + search.children };
  const [result] = rowsOf<{ flights: LegRow[] | string; facets: FacetRow[] | string }>(await db.execute(legSearchSql(key, search)));
  const flightRows = json(result?.flights);
  const facetRows = json(result?.facets);
  const total = facetRows.reduce((n, r) => n + r.s0 + r.s1 + r.s2, 0);
  const leg: SearchLeg = {
    date,
    from: airportRef(from),
    to: airportRef(to),
    flights: flightRows.map((row) => summary(row, from, to, search)),
    total,
    facets: {
      airlines: facetRows.map((r) => ({
        code: r.airline_code,
        name: { ar: r.airline_name_ar, en: r.airline_name_en },
        logo: r.airline_logo,
        minPrice: r.min_price,
      })),
      price: total ? { min: Math.min(...facetRows.map((r) => r.min_price)), max: Math.max(...facetRows.map((r) => r.max_price)) } : null,
      stops: {
        0: facetRows.reduce((n, r) => n + r.s0, 0),
        1: facetRows.reduce((n, r) => n + r.s1, 0),
        2: facetRows.reduce((n, r) => n + r.s2, 0),
      },
    },
  };
  if (total === 0) {
    const first = addDays(date, -NEARBY_DAYS);
    const last = addDays(date, NEARBY_DAYS);
    const rows = rowsOf<{ date: string | Date; min_price: number }>(await db.execute(nearbyDatesSql(key, first, last)));
    const byDate = new Map(rows.map((r) => [typeof r.date === "string" ? r.date.slice(0, 10) : iso(r.date).slice(0, 10), r.min_price]));
    leg.nearbyDates = [];
    for (let d = first; d <= last; d = addDays(d, 1)) if (d !== date) leg.nearbyDates.push({ date: d, minPrice: byDate.get(d) ?? null });
  }
  return leg;
}

/** Both airports of a route by code; an unknown one is a 400 on its field. */
export async function routeAirports(db: Db, fromCode: string, toCode: string): Promise<{ from: AirportRow; to: AirportRow }> {
  const found = await db
    .select({
      id: airports.id,
      code: airports.code,
      nameAr: airports.nameAr,
      nameEn: airports.nameEn,
      cityAr: airports.cityAr,
      cityEn: airports.cityEn,
      countryAr: airports.countryAr,
      countryEn: airports.countryEn,
      countryCode: airports.countryCode,
      timezone: airports.timezone,
      image: airports.image,
    })
    .from(airports)
    .where(inArray(airports.code, [fromCode, toCode]));
  const from = found.find((a) => a.code === fromCode);
  const to = found.find((a) => a.code === toCode);
  if (!from || !to) {
    throw badRequest("VALIDATION", { ...(from ? {} : { from: "airportUnknown" }), ...(to ? {} : { to: "airportUnknown" }) });
  }
  return { from, to };
}

export async function searchFlights(search: FlightSearch): Promise<FlightSearchResponse> {
  const db = await getDb();
  const { from, to } = await routeAirports(db, search.from, search.to);
  // Both legs at once: concurrent on Postgres, queued on PGlite.
  const [outbound, inbound] = await Promise.all([
    searchLeg(db, from, to, search.date, search),
    search.returnDate ? searchLeg(db, to, from, search.returnDate, search) : undefined,
  ]);
  return inbound ? { outbound, inbound } : { outbound };
}

export function registerFlightSearchRoutes(svc: Service): void {
  svc.get(
    "api/Flights/Search",
    {
      summary: "Bookable flights of a route and day (and the return day) with facets and nearby dates",
      access: "public",
      query: flightSearchQuery,
      response: flightSearchResponse,
    },
    ({ query }) => searchFlights(query),
  );
}
