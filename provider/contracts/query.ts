// Pieces of the query-string schemas shared by the search endpoints (flights, offers): every value arrives as a
// string, an empty one means "not given", and lists come comma-separated.
import { z } from "zod";
import { MAX_PRICE_FILTER } from "./money";

export const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/**
 * A comma-separated list in the URL ("SV,XY"), or repeated values; parsed to a de-duplicated array of `item`'s
 * output. Any wrong item answers `message` on the list itself (not "airlines.0" with zod's own English text): the
 * app looks the message up as a Validation key.
 */
export function csv<T extends z.ZodType>(item: T, message: string) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === "") return undefined;
      const parts = (Array.isArray(v) ? v : String(v).split(",")).map((s) => String(s).trim()).filter(Boolean);
      return [...new Set(parts)];
    },
    z
      .array(z.string(), { error: message })
      .max(20, message)
      .transform((parts, ctx) => {
        const out: z.output<T>[] = [];
        for (const part of parts) {
          const parsed = item.safeParse(part);
          if (!parsed.success) {
            ctx.issues.push({ code: "custom", message, input: parts });
            return z.NEVER;
          }
          out.push(parsed.data);
        }
        return [...new Set(out)];
      })
      // The document shows what an item may be (the enum of types, the pattern of a code), not just "string".
      .meta({ items: itemSchema(item) })
      .optional(),
  );
}

function itemSchema(item: z.ZodType): unknown {
  try {
    const { $schema: _schema, ...schema } = z.toJSONSchema(item, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
    return schema;
  } catch {
    return {};
  }
}

/** A whole number within [min, max], `fallback` when absent. */
export const count = (min: number, max: number, message: string, fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback));

/**
 * An optional price filter in SAR minor units (halalas). Past MAX_PRICE_FILTER nothing costs more, so a larger one is
 * taken as that (a typed 99999999999 SAR means "no limit"), and no number the database cannot compare reaches SQL.
 */
export const money = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: "priceInvalid" })
    .int("priceInvalid")
    .min(0, "priceInvalid")
    .transform((value) => Math.min(value, MAX_PRICE_FILTER))
    .optional(),
);

/** An IATA airport code, any case, trimmed. */
export const iataCode = (message: string) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), z.string({ error: "required" }).regex(/^[A-Z]{3}$/, message));
