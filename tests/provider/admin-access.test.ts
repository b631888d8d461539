// Every admin endpoint the provider documents refuses a guest (401) and a traveller (403) before it reads anything:
// the test walks /openapi.json, so an admin endpoint added later is covered the day it is declared.
import { beforeAll, expect, it } from "vitest";
import { adminToken, call, travelerToken } from "./call";
import { onEachDatabase } from "./fixtures";

type Document = { paths: Record<string, Record<string, { "x-access": string; requestBody?: unknown }>> };

/** A path of the document made callable: each {param} becomes a value no record has. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");

onEachDatabase("admin endpoints", () => {
  let traveler: string;
  let admin: string;
  let operations: { method: string; path: string; body: boolean }[];

  beforeAll(async () => {
    [traveler, admin] = await Promise.all([travelerToken(), adminToken()]);
    const document = (await call<Document>("/openapi.json")).json;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op["x-access"] === "admin")
        .map(([method, op]) => ({ method: method.toUpperCase(), path: concrete(path), body: Boolean(op.requestBody) })),
    );
  });

  it("are documented (the walk below is not empty)", () => {
    expect(operations.length).toBeGreaterThanOrEqual(4);
  });

  it("answer 401 to a guest and 403 to a traveller, whatever the body, and let an admin through the gate", async () => {
    for (const op of operations) {
      const body = op.body ? {} : undefined;
      const guest = await call(op.path, { method: op.method, body });
      expect(guest.status, `${op.method} ${op.path} as a guest`).toBe(401);
      const user = await call(op.path, { method: op.method, body, token: traveler });
      expect(user.status, `${op.method} ${op.path} as a traveller`).toBe(403);
      // The admin passes the gate: whatever follows (400 for the empty body, 404 for the made-up id), never 401/403.
      const allowed = await call(op.path, { method: op.method, body, token: admin });
      expect([401, 403], `${op.method} ${op.path} as an admin`).not.toContain(allowed.status);
    }
  });
});
