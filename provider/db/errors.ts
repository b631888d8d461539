// Recognising database errors across drivers: node-postgres and PGlite both expose SQLSTATE `code` and
// `constraint`, and drizzle wraps them in a DrizzleQueryError whose `cause` is the driver's error.

type PgErrorLike = { code?: unknown; constraint?: unknown; cause?: unknown };

function* errorChain(error: unknown): Generator<PgErrorLike> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    yield current as PgErrorLike;
    current = (current as PgErrorLike).cause;
  }
}

/** The name of the unique index a failed statement violated (SQLSTATE 23505), or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  for (const e of errorChain(error)) {
    if (e.code === "23505") return typeof e.constraint === "string" ? e.constraint : "";
  }
  return null;
}

/** Whether a failed statement broke a foreign key (SQLSTATE 23503): a row it would remove is still referenced. */
export function foreignKeyViolation(error: unknown): boolean {
  for (const e of errorChain(error)) if (e.code === "23503") return true;
  return false;
}

/**
 * SQLSTATEs of a value the database cannot take: a number out of its column's range (22003), text that is not the
 * column's type (22P02), a date or time off Postgres's calendar (22007, 22008, 22009). Only input gets there (the
 * contracts should refuse it first), so the provider answers 400, never 500.
 */
const INVALID_INPUT_SQLSTATES = new Set(["22003", "22P02", "22007", "22008", "22009"]);

/** Whether a failed statement was handed a value its column or function cannot hold. */
export function invalidInput(error: unknown): boolean {
  for (const e of errorChain(error)) if (typeof e.code === "string" && INVALID_INPUT_SQLSTATES.has(e.code)) return true;
  return false;
}

/** Node socket errors of a database that cannot be reached (refused, dropped, unresolvable, timed out). */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);
/** SQLSTATE of a server that is there but will not serve: shutting down, starting up, out of connections. */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** node-postgres and PGlite say these in words only, without a code. */
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /PGlite is closed/, /Client was closed/i];

/**
 * True when a failure means "the database cannot be reached right now" rather than "this query is wrong": the
 * provider then answers 503 UNAVAILABLE, which the app shows as a temporary outage and never as a logout.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (const e of errorChain(error)) {
    const code = typeof e.code === "string" ? e.code : "";
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08")) return true;
    // An AggregateError (every address of a host refused) carries the individual errors.
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some(databaseUnavailable)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** Whether a failed statement broke an exclusion constraint (SQLSTATE 23P01): e.g. a range overlapping another. */
export function exclusionViolation(error: unknown): boolean {
  for (const e of errorChain(error)) if (e.code === "23P01") return true;
  return false;
}
