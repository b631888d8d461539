import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { BffError } from "@/lib/api/bff-client";

/**
 * Puts the provider's field errors ({email: "emailExists"}) on the form's fields. Returns true when
 * at least one landed, so the caller can skip the form-level alert.
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, fields: ReadonlyArray<Path<T>>, setError: UseFormSetError<T>): boolean {
  if (!(error instanceof BffError) || !error.fields) return false;
  let applied = false;
  for (const [field, key] of Object.entries(error.fields)) {
    const name = fields.find((candidate) => candidate === field);
    if (!name) continue;
    setError(name, { type: "server", message: key }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
