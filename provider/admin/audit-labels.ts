// What an audit entry is about, as an admin names it: the flight's number and route, the airport's code and name,
// the picture's file name. Read from the entry's own before/after snapshots, and for flights from the current rows
// (a cancellation's snapshot holds the summary, not the flight); the log itself keeps no label.
import { eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { airports, flights, type auditLog } from "../db/schema";
import type { ProviderLocale } from "../http/locale";
import { isUuid } from "../bookings/core";

type Row = Pick<typeof auditLog.$inferSelect, "entity" | "entityId" | "before" | "after">;
type Snapshot = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(" ") || null;

/** The upload's name as the admin chose it when the snapshot kept it, else the stored file's, its hash shortened. */
function uploadLabel(entityId: string, snapshot: Snapshot): string {
  const original = text(snapshot.fileName);
  if (original) return original;
  const name = (text(snapshot.path) ?? entityId).split("/").pop()!;
  const [stem, extension] = name.split(/\.(?=[^.]+$)/);
  return stem && stem.length > 16 ? `${stem.slice(0, 8)}…${stem.slice(-4)}${extension ? `.${extension}` : ""}` : name;
}

function snapshotLabel(row: Row, snapshot: Snapshot, locale: ProviderLocale): string | null {
  const name = (prefix: string) => text(snapshot[`${prefix}${locale === "en" ? "En" : "Ar"}`]) ?? text(snapshot[`${prefix}${locale === "en" ? "Ar" : "En"}`]);
  switch (row.entity) {
    case "airport":
    case "company":
      return joined(text(snapshot.code), name("name") ? `– ${name("name")}` : null);
    case "meal":
    case "hotel":
    case "roomType":
      return name("name");
    case "roomRate":
    case "chaletRate":
      return text(snapshot.fromDate) && text(snapshot.toDate) ? `${text(snapshot.fromDate)} – ${text(snapshot.toDate)}` : null;
    case "transferSlot": {
      const [from, to, fromTime, toTime] = [text(snapshot.fromDate), text(snapshot.toDate), text(snapshot.fromTime), text(snapshot.toTime)];
      return from && to && fromTime && toTime ? `${from === to ? from : `${from} – ${to}`}, ${fromTime}–${toTime}` : null;
    }
    case "plane":
      return (locale === "en" ? null : text(snapshot.modelAr)) ?? text(snapshot.model);
    case "offer":
      return name("title");
    case "chalet":
      return name("name");
    case "destination":
      return joined(text(snapshot.airportCode), name("city") ? `– ${name("city")}` : null);
    case "page":
      return joined(text(snapshot.slug) ?? row.entityId.split(":")[0]!, text(snapshot.locale) ? `(${text(snapshot.locale)})` : null);
    case "upload":
      return uploadLabel(row.entityId, snapshot);
    case "transfer":
      return joined(text(snapshot.airportCode), name("area") ? `– ${name("area")}` : null, name("vehicle") ? `(${name("vehicle")})` : null);
    case "account":
      return text(snapshot.email);
    case "reservation":
      return text(snapshot.reference);
    default:
      return null;
  }
}

/** The current flights of these ids, as "SV1020 RUH–JED". */
async function flightLabels(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const from = alias(airports, "from_airport");
  const to = alias(airports, "to_airport");
  const rows = await db
    .select({ id: flights.id, number: flights.flightNumber, from: from.code, to: to.code })
    .from(flights)
    .innerJoin(from, eq(from.id, flights.departureAirportId))
    .innerJoin(to, eq(to.id, flights.arrivalAirportId))
    .where(inArray(flights.id, ids));
  return new Map(rows.map((row) => [row.id, `${row.number} ${row.from}–${row.to}`]));
}

/** One label per row (null when nothing names it, e.g. the social links), in the caller's language. */
export async function auditLabels(db: Db, rows: Row[], locale: ProviderLocale): Promise<(string | null)[]> {
  const flightIds = [...new Set(rows.filter((row) => row.entity === "flight" && isUuid(row.entityId)).map((row) => row.entityId))];
  const flightsNow = await flightLabels(db, flightIds);
  return rows.map((row) => {
    if (row.entity === "flight") {
      const snapshot = { ...((row.before ?? {}) as Snapshot), ...((row.after ?? {}) as Snapshot) };
      return flightsNow.get(row.entityId) ?? text(snapshot.flightNumber);
    }
    const snapshot = (row.after ?? row.before ?? {}) as Snapshot;
    return typeof snapshot === "object" && snapshot !== null ? snapshotLabel(row, snapshot, locale) : null;
  });
}
