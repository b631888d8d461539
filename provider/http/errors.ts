// The one error shape of every provider service: { message, code, fields? } with the right status.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { databaseUnavailable, invalidInput } from "../db/errors";
import { errorText, log } from "../observe/log";
import { errorMessage, type ErrorCode, type MessageValues } from "./messages";
import { localeOf } from "./locale";

export class ProviderError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    /** Field name → error code, for form validation errors. */
    readonly fields?: Record<string, string>,
    /** Numbers and names the message shows ("in use by 3 flights"). */
    readonly values?: MessageValues,
  ) {
    super(code);
  }
}

export const notFound = (code: ErrorCode = "NOT_FOUND") => new ProviderError(404, code);
export const forbidden = () => new ProviderError(403, "FORBIDDEN");
export const unauthorized = (code: ErrorCode = "UNAUTHORIZED") => new ProviderError(401, code);
export const conflict = (code: ErrorCode, fields?: Record<string, string>) => new ProviderError(409, code, fields);
export const badRequest = (code: ErrorCode = "VALIDATION", fields?: Record<string, string>) => new ProviderError(400, code, fields);

/** A record other records still point at: deleting it would break them. */
export const inUse = (count: number) => new ProviderError(409, "IN_USE", undefined, { count });

const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

export function errorResponse(c: Context, error: unknown) {
  if (error instanceof ProviderError) {
    return c.json(
      { message: errorMessage(error.code, localeOf(c), error.values), code: error.code, ...(error.fields ? { fields: error.fields } : {}) },
      error.status,
    );
  }
  if (databaseUnavailable(error)) {
    // An outage, not a bug and not the caller's fault: 503 tells the app to keep the visitor signed in and say
    // "temporarily unavailable"; Retry-After lets clients and proxies back off.
    log().error({ err: errorText(error) }, "database unavailable");
    c.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return c.json({ message: errorMessage("UNAVAILABLE", localeOf(c)), code: "UNAVAILABLE" }, 503);
  }
  if (invalidInput(error)) {
    // A net under the contracts: logged, since a contract should have refused the value before SQL saw it.
    log().warn({ err: errorText(error) }, "input the database refused");
    return c.json({ message: errorMessage("VALIDATION", localeOf(c)), code: "VALIDATION" }, 400);
  }
  log().error({ err: error }, "unexpected error");
  return c.json({ message: errorMessage("SERVER_ERROR", localeOf(c)), code: "SERVER_ERROR" }, 500);
}
