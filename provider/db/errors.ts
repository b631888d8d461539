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
