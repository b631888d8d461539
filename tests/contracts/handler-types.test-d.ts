// Type-level test, run by `tsc --noEmit` (part of `npm test`): a provider handler whose answer drifts from its
// response schema fails to compile. Each `@ts-expect-error` below fails the type check if the line it guards
// stops being an error, so loosening the wrapper's typing breaks this file.
import { z } from "zod";
import { createService } from "@/provider/http/service";

const svc = createService("type-test");
const item = z.object({ code: z.string(), seats: z.number().int() });
const response = z.object({
  id: z.string(),
  note: z.string().nullable(),
  items: z.array(item),
  locale: z.enum(["ar", "en"]).default("ar"),
});
const good = { id: "f1", note: null, items: [{ code: "RUH", seats: 2 }] };

// The right shape compiles, sync or async, and a Response is always allowed.
svc.get("ok", { summary: "", access: "public", response }, () => good);
svc.get("ok-async", { summary: "", access: "public", response }, async ({ c }) => (c.req.query("raw") ? c.body("x") : good));
svc.get("ok-list", { summary: "", access: "public", response: z.array(item) }, () => [{ code: "JED", seats: 1 }]);
svc.delete("ok-none", { summary: "", access: "user", status: 204 }, () => undefined);

// @ts-expect-error a field of the wrong type
svc.get("wrong-type", { summary: "", access: "public", response }, () => ({ ...good, id: 1 }));
// @ts-expect-error a required field missing
svc.get("missing", { summary: "", access: "public", response }, async () => ({ id: "f1", items: [] }));
// @ts-expect-error a Date where the wire says string (input type, not output: c.json would stringify it by accident)
svc.get("date", { summary: "", access: "public", response }, () => ({ ...good, note: new Date() }));
// @ts-expect-error an enum value the schema does not allow
svc.get("enum", { summary: "", access: "public", response }, () => ({ ...good, locale: "fr" }));

const row = { ...good, passwordHash: "scrypt$…" };
// @ts-expect-error an undeclared field, e.g. a database row spread into the answer, would leak on the wire
svc.get("extra", { summary: "", access: "public", response }, () => row);
// @ts-expect-error an undeclared field inside an array item
svc.get("extra-nested", { summary: "", access: "public", response }, () => ({ ...good, items: [{ code: "RUH", seats: 2, cost: 1 }] }));
// @ts-expect-error the wrong shape in a list answer
svc.get("list", { summary: "", access: "public", response: z.array(item) }, () => [{ code: "JED" }]);

// A list of several kinds (a discriminated union): each item is held to its own member's fields, so a member's
// own fields compile (they did not while the check took the keys all members share) and an undeclared one fails.
const kinds = z.array(z.discriminatedUnion("kind", [z.object({ kind: z.literal("a"), a: z.string() }), z.object({ kind: z.literal("b"), b: z.number() })]));
svc.get("ok-union", { summary: "", access: "public", response: kinds }, () => [
  { kind: "a" as const, a: "x" },
  { kind: "b" as const, b: 1 },
]);
// @ts-expect-error an undeclared field in one member of a union
svc.get("extra-union", { summary: "", access: "public", response: kinds }, () => [{ kind: "a" as const, a: "x", secret: 1 }]);
