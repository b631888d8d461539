// zod parsing of request bodies and queries into the provider's error shape.
import type { Context } from "hono";
import type { z } from "zod";
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

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest("VALIDATION", fieldErrors(result.error));
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
