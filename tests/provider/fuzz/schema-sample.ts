// Values for the OpenAPI fuzz, drawn from an operation's JSON schemas: a valid-looking sample of every field (known
// ids where the field names one, so calls get past the lookups), and the leaves the variants then push to the edges.
// Seeded: the same document gives the same calls in the same order on every run.
import RandExp from "randexp";

export type Schema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
};

export type Path = (string | number)[];
/** A field the variants change: its place in the value, its (resolved) schema and the name it goes by. */
export type Leaf = { path: Path; schema: Schema; name: string; kind: "integer" | "number" | "string" };

/** What a name stands for in this database: real ids, codes and dates, so a valid-looking call reaches the handler's work. */
export type Hints = (name: string, path: Path, operation: string) => unknown;

/** mulberry32: small, seeded, good enough to pick regex branches. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The schema a value is drawn from: the first alternative that is not null, allOf merged. */
export function resolve(schema: Schema): Schema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const chosen = alternatives.find((s) => s.type !== "null") ?? alternatives[0]!;
    return resolve({ ...schema, anyOf: undefined, oneOf: undefined, ...chosen });
  }
  if (schema.allOf) return resolve(schema.allOf.reduce<Schema>((merged, s) => ({ ...merged, ...s }), { ...schema, allOf: undefined }));
  if (Array.isArray(schema.type)) return { ...schema, type: schema.type.find((t) => t !== "null") ?? "null" };
  return schema;
}

const UNSAFE = Number.MAX_SAFE_INTEGER;

/** The largest integer a field accepts, when the contract says one narrower than "any safe integer". */
export function maximumOf(schema: Schema): number | undefined {
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1);
  return max === undefined || max >= UNSAFE ? undefined : max;
}

function minimumOf(schema: Schema): number {
  return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
}

export class Sampler {
  private readonly random: () => number;

  constructor(
    seed: number,
    private readonly hints: Hints,
  ) {
    this.random = seededRandom(seed);
  }

  private fromPattern(pattern: string, maxLength?: number): string {
    const generator = new RandExp(pattern);
    generator.max = 6;
    generator.randInt = (from: number, to: number) => from + Math.floor(this.random() * (to - from + 1));
    const value = generator.gen();
    return maxLength === undefined ? value : value.slice(0, maxLength);
  }

  uuid(): string {
    const hex = Array.from({ length: 32 }, () => Math.floor(this.random() * 16).toString(16)).join("");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }

  /** A valid-looking value of `schema`, with every leaf a variant may change listed in `leaves`. */
  sample(raw: Schema, name: string, path: Path, operation: string, leaves: Leaf[]): unknown {
    const schema = resolve(raw);
    if (schema.const !== undefined) return schema.const;
    const hinted = this.hints(name, path, operation);
    if (schema.enum) return hinted !== undefined && schema.enum.includes(hinted) ? hinted : schema.enum[0];
    switch (schema.type) {
      case "object": {
        const value: Record<string, unknown> = {};
        for (const [key, field] of Object.entries(schema.properties ?? {})) value[key] = this.sample(field, key, [...path, key], operation, leaves);
        return value;
      }
      case "array": {
        const items = schema.items ?? { type: "string" };
        const count = Math.max(1, schema.minItems ?? 0);
        if (Array.isArray(hinted)) return hinted;
        return Array.from({ length: count }, (_, i) => this.sample(items, name, [...path, i], operation, leaves));
      }
      case "integer":
      case "number": {
        leaves.push({ path, schema, name, kind: schema.type });
        if (typeof hinted === "number") return hinted;
        const min = minimumOf(schema);
        const max = maximumOf(schema) ?? UNSAFE;
        return Math.min(Math.max(1, min), max);
      }
      case "boolean":
        return typeof hinted === "boolean" ? hinted : false;
      case "string": {
        leaves.push({ path, schema, name, kind: "string" });
        if (typeof hinted === "string" || typeof hinted === "number") return String(hinted);
        if (schema.format === "uuid") return this.uuid();
        if (schema.format === "uri") return "https://example.com/fuzz";
        if (schema.format === "email") return "fuzz@example.com";
        if (schema.pattern) return this.fromPattern(schema.pattern, schema.maxLength);
        const text = "Fuzz text";
        return text.padEnd(schema.minLength ?? 0, "a").slice(0, schema.maxLength ?? text.length);
      }
      default:
        return null;
    }
  }
}

/** A deep copy of `value` with the field at `path` replaced. */
export function withValue<T>(value: T, path: Path, replacement: unknown): T {
  if (path.length === 0) return replacement as T;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path;
  copy[head!] = withValue(copy[head!], rest, replacement);
  return copy as T;
}

/** A string field as long as the contract lets it be, still looking like what it holds (an email stays an email). */
export function atMaxLength(value: unknown, schema: Schema): string | undefined {
  if (typeof value !== "string" || schema.maxLength === undefined || schema.pattern || schema.enum || schema.format) return undefined;
  const at = value.indexOf("@");
  if (at > 0) return `${"a".repeat(Math.max(0, schema.maxLength - (value.length - at)))}${value.slice(at)}`;
  return value.padEnd(schema.maxLength, "x");
}
