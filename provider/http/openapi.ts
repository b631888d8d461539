// Collects every endpoint declared through createService and renders the OpenAPI 3.1 document.
import { z } from "zod";

type Operation = {
  service: string;
  method: string;
  path: string;
  summary: string;
  access: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  status?: number;
};

const operations: Operation[] = [];

export function registerOperation(op: Operation): void {
  operations.push(op);
}

function jsonSchema(schema: z.ZodType): unknown {
  try {
    return z.toJSONSchema(schema, { unrepresentable: "any", io: "input" });
  } catch {
    return {};
  }
}

function parametersOf(schema: z.ZodType | undefined, where: "query" | "path") {
  if (!schema || !(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => ({
    name,
    in: where,
    required: where === "path" || !field.safeParse(undefined).success,
    schema: jsonSchema(field),
  }));
}

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const path = `/${op.service}${op.path}`.replace(/:(\w+)/g, "{$1}");
    const pathParams = [...op.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    paths[path] ??= {};
    paths[path][op.method] = {
      tags: [op.service],
      summary: op.summary,
      ...(op.access === "user" || op.access === "admin" ? { security: [{ bearer: [] }] } : {}),
      "x-access": op.access,
      parameters: [
        ...(op.params ? parametersOf(op.params, "path") : pathParams.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } }))),
        ...parametersOf(op.query, "query"),
      ],
      ...(op.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(op.body) } } } } : {}),
      responses: {
        [String(op.status ?? 200)]: {
          description: "Success",
          ...(op.response ? { content: { "application/json": { schema: jsonSchema(op.response) } } } : {}),
        },
        default: { description: "Error", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Rahhal provider services", version: "1.0.0" },
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: {
        Error: {
          type: "object",
          required: ["message", "code"],
          properties: {
            message: { type: "string" },
            code: { type: "string" },
            fields: { type: "object", additionalProperties: { type: "string" } },
          },
        },
      },
    },
  };
}
