// Every admin endpoint of the provider's OpenAPI document, called through the BFF the way the browser does: a guest
// gets 401 and a traveller 403, whatever the body (the provider decides; the BFF must pass the refusal on and never
// turn a missing session into an admin's call). A new admin endpoint is covered the day it is declared.
import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, expect, it } from "vitest";
import { forwardToProvider } from "@/lib/provider/bff";
import { providerApp } from "@/provider/app";
import { users } from "@/provider/db/schema";
import { issueToken } from "@/provider/http/auth";
import { createTestDatabase, type TestDatabase } from "../support/db";

const SITE = "http://localhost:3000";
type Document = { paths: Record<string, Record<string, { "x-access": string; requestBody?: unknown }>> };

let db: TestDatabase;
let travelerCookie: string;
let operations: { method: string; service: string; path: string; body: boolean }[];

beforeAll(async () => {
  db = await createTestDatabase("pglite");
  const [traveler] = await db.db.select().from(users).where(eq(users.email, "traveler@example.com"));
  const jwt = await encode({
    token: { userId: traveler!.id, name: traveler!.name, email: traveler!.email, role: "User", phoneNumber: "", accessToken: await issueToken(traveler!) },
    secret: process.env.NEXTAUTH_SECRET!,
  });
  travelerCookie = `next-auth.session-token=${jwt}`;
  const document = (await (await providerApp.fetch(new Request("http://provider.internal/openapi.json"))).json()) as Document;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op["x-access"] === "admin")
      .map(([method, op]) => {
        const [, service, ...rest] = path.replace(/\{[^}]+\}/g, "1").split("/");
        return { method: method.toUpperCase(), service: service!, path: rest.join("/"), body: Boolean(op.requestBody) };
      }),
  );
}, 120_000);

afterAll(async () => {
  await db.drop();
});

async function viaBff(op: (typeof operations)[number], cookie?: string) {
  const headers: Record<string, string> = { host: "localhost:3000", origin: SITE };
  if (cookie) headers.cookie = cookie;
  if (op.body) headers["content-type"] = "application/json";
  const request = new Request(`${SITE}/api/${op.service}/${op.path}`, { method: op.method, headers, body: op.body ? "{}" : undefined });
  return forwardToProvider(request, op.service, op.path.split("/"));
}

it("walks every admin endpoint (the document lists the catalogue, flights, offers, uploads, audit, dashboard)", () => {
  expect(operations.length).toBeGreaterThanOrEqual(30);
  const paths = operations.map((op) => `${op.service}/${op.path}`);
  for (const expected of [
    "flight-backend/api/Admin/Airports",
    "flight-backend/api/Admin/Flights",
    "offer-backend/api/Admin/Offers",
    "flight-backend/api/Admin/Audit",
  ]) {
    expect(paths).toContain(expected);
  }
});

it("answers 401 to a guest and 403 to a traveller through the BFF", async () => {
  for (const op of operations) {
    const guest = await viaBff(op);
    expect(guest.status, `${op.method} ${op.service}/${op.path} as a guest`).toBe(401);
    const traveler = await viaBff(op, travelerCookie);
    expect(traveler.status, `${op.method} ${op.service}/${op.path} as a traveller`).toBe(403);
  }
});
