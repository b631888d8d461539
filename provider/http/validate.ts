// zod parsing of request bodies and queries into the provider's error shape.
import type { Context } from "hono";
import type { z } from "zod";
import { CONTROL_CHARS } from "../contracts/text";
import { badRequest } from "./errors";

/** Field path → the first issue's message (our schemas use message keys such as "passwordUpper"). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The path of the first string holding a NUL, anywhere in a parsed value; null when there is none. */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest("VALIDATION", fieldErrors(result.error));
  // The contracts refuse control characters in their text fields; this catches a field someone forgets, since
  // Postgres refuses a NUL in text with an error that would otherwise surface as a 500.
  const nul = nulPath(result.data);
  if (nul) throw badRequest("VALIDATION", { [nul.join(".") || "_"]: CONTROL_CHARS });
  return result.data;
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("VALIDATION", { _: "invalidJson" });
  }
  return parse(schema, body);
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parse(schema, c.req.query());
}
