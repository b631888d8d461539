import { BffError } from "@/lib/api/bff-client";

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * What a submit's mutation throws when the form failed the contract's schema before anything was sent (its zod
 * issues), so that one error path shows these and the provider's own field refusals (BffError.fields).
 */
export class InvalidForm extends Error {
  readonly issues: { path: string; message: string }[];
  constructor(issues: readonly Issue[]) {
    super("invalid form");
    this.name = "InvalidForm";
    this.issues = issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
  }

  /** The first issue of each field path, shaped as the provider's field refusals come. */
  get fields(): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const { path, message } of this.issues) fields[path] ??= message;
    return fields;
  }
}

/** The field refusals an error carries, whether the schema's (InvalidForm) or the provider's (BffError). */
export function fieldRefusalsOf(error: unknown): Record<string, string> | undefined {
  if (error instanceof InvalidForm) return error.fields;
  return error instanceof BffError ? error.fields : undefined;
}
