// GET api/Transfers/Places and api/Transfers/Search — the public airport transfers catalogue.
import type { Executor } from "../../bookings/core";
import { addDays } from "../../contracts/flight-rules";
import { localInstant } from "../../contracts/local-time";
import { BOOKING_WINDOW_DAYS, TAXI_FREE_CANCELLATION_HOURS, TAXI_MIN_LEAD_MINUTES, TAXI_SLOT_MINUTES, todayInRiyadh } from "../../contracts/stay-rules";
import { priceLines } from "../../contracts/taxes";
import {
  transferPlacesResponse,
  transferSearchQuery,
  transferSearchResponse,
  type TransferItem,
  type TransferPlace,
  type TransferSearchQuery,
  type TransferSearchResponse,
} from "../../contracts/taxis";
import { getDb } from "../../db/client";
import { taxiTerms, termsOnWire } from "../../bookings/terms";
import { badRequest } from "../../http/errors";
import type { ProviderLocale } from "../../http/locale";
import type { Service } from "../../http/service";
import { rowsOf } from "../search-flight/rows";
import { airportZoneSql, placesSql, transferSearchSql } from "./search-sql";

const SLOT_MS = TAXI_SLOT_MINUTES * 60_000;

/** The 30-minute slot an instant falls in (slots start on the hour and half hour UTC, i.e. local in every whole- and half-hour zone). */
export const slotOf = (pickupMs: number) => new Date(Math.floor(pickupMs / SLOT_MS) * SLOT_MS);

/**
 * The pickup instant of a local date and time at an airport, or 400 with the field's message: unknown airport,
 * too soon to send a driver, beyond the booking window. Reads through the caller's executor: inside a booking's
 * transaction a second connection would wait forever on PGlite's only one.
 */
export async function pickupAt(
  db: Executor,
  airport: string,
  date: string,
  time: string,
  now = Date.now(),
): Promise<{ airportId: number; timezone: string; pickupMs: number }> {
  const [zone] = rowsOf<{ id: number; timezone: string }>(await db.execute(airportZoneSql(airport)));
  if (!zone) throw badRequest("VALIDATION", { airport: "airportUnknown" });
  const pickupMs = localInstant(date, time, zone.timezone);
  if (pickupMs < now + TAXI_MIN_LEAD_MINUTES * 60_000) throw badRequest("VALIDATION", { [pickupMs < now ? "date" : "time"]: "pickupTooSoon" });
  if (date > addDays(todayInRiyadh(new Date(now)), BOOKING_WINDOW_DAYS)) throw badRequest("VALIDATION", { date: "dateOutOfRange" });
  return { airportId: zone.id, timezone: zone.timezone, pickupMs };
}

export async function listPlaces(locale: ProviderLocale): Promise<TransferPlace[]> {
  type Row = { code: string; name: string; city: string; timezone: string; areas: TransferPlace["areas"] | string };
  const rows = rowsOf<Row>(await (await getDb()).execute(placesSql(locale)));
  return rows.map(({ areas, ...airport }) => ({ airport, areas: typeof areas === "string" ? (JSON.parse(areas) as TransferPlace["areas"]) : areas }));
}

type Row = Omit<TransferItem, "airport" | "area" | "quote"> & { airportCode: string; airportName: string; area: string; areaName: string; countryCode: string };

export async function searchTransfers(q: TransferSearchQuery, locale: ProviderLocale): Promise<TransferSearchResponse> {
  const db = await getDb();
  const { airportId, pickupMs } = await pickupAt(db, q.airport, q.date, q.time);
  const rows = rowsOf<Row>(
    await db.execute(transferSearchSql({ airportId, area: q.area, passengers: q.passengers, bags: q.bags, slotStart: slotOf(pickupMs) }, locale)),
  );
  return {
    pickupAt: new Date(pickupMs).toISOString(),
    freeCancellationUntil: new Date(pickupMs - TAXI_FREE_CANCELLATION_HOURS * 3_600_000).toISOString(),
    cancellationTerms: termsOnWire(taxiTerms(pickupMs)),
    items: rows.map(({ airportCode, airportName, area, areaName, countryCode, ...t }) => ({
      ...t,
      airport: { code: airportCode, name: airportName },
      area: { slug: area, name: areaName },
      vehiclesLeft: Math.max(0, t.vehiclesLeft),
      quote: { ...priceLines(t.price, { kind: "taxi", country: countryCode }), currency: "SAR" as const },
    })),
  };
}

export function registerTransferCatalogueRoutes(svc: Service): void {
  svc.get(
    "api/Transfers/Places",
    {
      summary: "Airports with private transfers and the destination areas served from each, in the caller's language",
      access: "public",
      response: transferPlacesResponse,
    },
    ({ locale }) => listPlaces(locale),
  );
  svc.get(
    "api/Transfers/Search",
    {
      summary:
        "Private transfers from an airport to a destination area at a local date AND time (both required, SPEC §5) for the passengers and bags: one vehicle per class that fits (sedan and business 1–3, minivan 4–7, van 8+ as SPEC §9's groups), with luggage capacity, fixed price and its lines (5 % service fee and the named taxes of the airport's country: VAT 15 % in Saudi Arabia, 14 % in Egypt, 5 % in the UAE; sales tax 16 % in Jordan), free waiting after landing, meet and greet, child seats and the vehicles left in the pickup's 30-minute slot; cheapest first. Free cancellation until 24 h before pickup. 400 pickupTooSoon on time (less than 2 h ahead) or date (past), airportUnknown",
      access: "public",
      query: transferSearchQuery,
      response: transferSearchResponse,
    },
    ({ query, locale }) => searchTransfers(query, locale),
  );
}
