// Record ids on the wire. Every serial/identity key of the database is a Postgres integer (at most 2³¹ − 1), so an id
// past that is not "unknown" to the database but an error it raises (22003): every contract bounds its ids here, and
// the provider answers such an id like any invalid field (400), or like an unknown record where a path holds it (404).
import { z } from "zod";

/** The largest value of a Postgres integer column: the bound of every numeric id. */
export const DB_ID_MAX = 2_147_483_647;

/** A numeric id in a body, with the message key the form shows under its field. */
export const dbId = (message = "invalid") => z.number({ error: message }).int(message).positive(message).max(DB_ID_MAX, message);

/** A numeric id in a path (`/Admin/Airports/:id`): anything else is a record that does not exist. */
export const dbIdParam = z.coerce.number({ error: "notFound" }).int("notFound").positive("notFound").max(DB_ID_MAX, "notFound");

/** An id taken from a path as typed ("42"), or null when it cannot name a record (the caller answers 404). */
export function dbIdOf(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= DB_ID_MAX ? id : null;
}
