import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { BffError } from "@/lib/api/bff-client";

/** Whether a provider's field path is one of the form's fields: "seats.3.seatNumber" is the "seats" field array's. */
const belongs = (fields: ReadonlyArray<string>, path: string) => fields.includes(path) || fields.includes(path.split(".")[0]!);

/** The provider's field errors ({email: "emailExists"}) that name one of the form's fields. */
export function serverFieldErrors(error: unknown, fields: ReadonlyArray<string>): [string, string][] {
  if (!(error instanceof BffError) || !error.fields) return [];
  return Object.entries(error.fields).filter(([field]) => belongs(fields, field));
}

/** Whether the provider named a field the form does not show (its refusal then also needs a form-level alert). */
export function hasOtherFieldErrors(error: unknown, fields: ReadonlyArray<string>): boolean {
  return error instanceof BffError && Object.keys(error.fields ?? {}).some((field) => !belongs(fields, field));
}

/**
 * Puts the provider's field errors on a react-hook-form's fields, the focus on the first. Returns true when at least
 * one landed, so the caller can skip the form-level alert.
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, fields: ReadonlyArray<string>, setError: UseFormSetError<T>): boolean {
  const found = serverFieldErrors(error, fields);
  found.forEach(([field, key], index) => setError(field as Path<T>, { type: "server", message: key }, { shouldFocus: index === 0 }));
  return found.length > 0;
}
