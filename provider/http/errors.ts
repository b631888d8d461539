// The one error shape of every provider service: { message, code, fields? } with the right status.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorMessage, type ErrorCode } from "./messages";
import { localeOf } from "./locale";

export class ProviderError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    /** Field name → error code, for form validation errors. */
    readonly fields?: Record<string, string>,
  ) {
    super(code);
  }
}

export const notFound = (code: ErrorCode = "NOT_FOUND") => new ProviderError(404, code);
export const forbidden = () => new ProviderError(403, "FORBIDDEN");
export const unauthorized = (code: ErrorCode = "UNAUTHORIZED") => new ProviderError(401, code);
export const conflict = (code: ErrorCode, fields?: Record<string, string>) => new ProviderError(409, code, fields);
export const badRequest = (code: ErrorCode = "VALIDATION", fields?: Record<string, string>) =>
  new ProviderError(400, code, fields);

export function errorResponse(c: Context, error: unknown) {
  if (error instanceof ProviderError) {
    return c.json(
      { message: errorMessage(error.code, localeOf(c)), code: error.code, ...(error.fields ? { fields: error.fields } : {}) },
      error.status,
    );
  }
  console.error("[provider] unexpected error", error);
  return c.json({ message: errorMessage("SERVER_ERROR", localeOf(c)), code: "SERVER_ERROR" }, 500);
}
