// Saved travellers: each account sees and changes only its own (another's id answers 404, as an unknown one does),
// the passport number is masked in the list, whole only in the fill read, and encrypted in the database; an expired
// passport and the 21st traveller are refused with nothing stored; a booking refuses a passport that expires within
// six months of the flight.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { addDays } from "@/provider/contracts/flight-rules";
import { savedTraveller, savedTravellerFill, savedTravellerList, MAX_SAVED_TRAVELLERS } from "@/provider/contracts/saved-travellers";
import { todayInRiyadh } from "@/provider/contracts/stay-rules";
import { savedTravellers } from "@/provider/db/schema";
import { decryptPassport } from "@/provider/services/auth-backend/passport-cipher";
import { addMonths } from "@/provider/contracts/passport-rules";
import { booking, createFlight, createUsers, errorOf, onEachDatabase, request, traveler } from "./flight-fixtures";

const companion = (overrides: Record<string, unknown> = {}) => ({
  title: "Mrs",
  firstName: "Sara",
  lastName: "Al Harbi",
  dateOfBirth: "1990-04-12",
  nationality: "SA",
  passportNumber: "k98765432",
  passportExpiry: addDays(todayInRiyadh(), 900),
  ...overrides,
});
const auth = (path: string, options: Parameters<typeof request>[1] = {}) => request(path, { ...options, service: "auth-backend" });

onEachDatabase("saved travellers", (t) => {
  it("saves, lists masked, fills in full, keeps the number encrypted, and deletes", async () => {
    const [user] = await createUsers(t.db.db, 1);
    const token = user!.token;
    expect((await auth("api/Users/Travellers")).status).toBe(401);

    const added = await auth("api/Users/Travellers", { token, body: companion() });
    expect(added.status).toBe(201);
    const saved = savedTraveller.parse(added.json);
    expect(saved).toMatchObject({ firstName: "Sara", lastName: "Al Harbi", nationality: "SA", passportMasked: "•••••5432" });
    expect(JSON.stringify(added.json)).not.toContain("K98765432");

    const list = savedTravellerList.parse((await auth("api/Users/Travellers", { token })).json);
    expect(list.map((s) => s.passportMasked)).toEqual(["•••••5432"]);
    expect(JSON.stringify(list)).not.toContain("K98765432");

    const fill = savedTravellerFill.parse((await auth(`api/Users/Travellers/${saved.id}/Fill`, { token })).json);
    expect(fill.passportNumber).toBe("K98765432");

    const [row] = await t.db.db.select().from(savedTravellers).where(eq(savedTravellers.id, saved.id));
    expect(JSON.stringify(row)).not.toContain("K98765432");
    expect(row!.passportCipher).not.toBe("K98765432");
    expect(decryptPassport(row!.passportCipher)).toBe("K98765432");

    const changed = await auth(`api/Users/Travellers/${saved.id}`, {
      method: "PUT",
      token,
      body: companion({ firstName: "Noura", passportNumber: "X1112223" }),
    });
    expect(changed.status).toBe(200);
    expect(savedTraveller.parse(changed.json)).toMatchObject({ id: saved.id, firstName: "Noura", passportMasked: "•••••2223" });

    expect((await auth(`api/Users/Travellers/${saved.id}`, { method: "DELETE", token })).status).toBe(204);
    expect(savedTravellerList.parse((await auth("api/Users/Travellers", { token })).json)).toEqual([]);
    expect((await auth(`api/Users/Travellers/${saved.id}`, { method: "DELETE", token })).status).toBe(404);
  });

  it("answers another account's traveller as not found, for every read and write, and leaves it as it was", async () => {
    const [owner, other] = await createUsers(t.db.db, 2);
    const saved = savedTraveller.parse((await auth("api/Users/Travellers", { token: owner!.token, body: companion() })).json);
    const token = other!.token;
    for (const [path, method, body] of [
      [`api/Users/Travellers/${saved.id}/Fill`, "GET", undefined],
      [`api/Users/Travellers/${saved.id}`, "PUT", companion({ firstName: "Mallory" })],
      [`api/Users/Travellers/${saved.id}`, "DELETE", undefined],
      ["api/Users/Travellers/not-a-uuid/Fill", "GET", undefined],
      ["api/Users/Travellers/00000000-0000-4000-8000-000000000000", "DELETE", undefined],
    ] as const) {
      const answer = await auth(path, { method, token, body, locale: "ar" });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(errorOf(answer)).toMatchObject({ code: "TRAVELLER_NOT_FOUND", message: "المسافر المحفوظ غير موجود." });
    }
    expect(savedTravellerList.parse((await auth("api/Users/Travellers", { token })).json)).toEqual([]);
    const mine = savedTravellerList.parse((await auth("api/Users/Travellers", { token: owner!.token })).json);
    expect(mine).toEqual([saved]);
  });

  it("refuses an expired passport and the traveller past the limit, storing nothing", async () => {
    const [user] = await createUsers(t.db.db, 1);
    const token = user!.token;
    const expired = await auth("api/Users/Travellers", { token, body: companion({ passportExpiry: addDays(todayInRiyadh(), -3) }) });
    expect(expired.status).toBe(400);
    expect(errorOf(expired).fields).toEqual({ passportExpiry: "passportExpired" });
    for (let i = 0; i < MAX_SAVED_TRAVELLERS; i++) {
      expect((await auth("api/Users/Travellers", { token, body: companion({ passportNumber: `P${1_000_000 + i}` }) })).status).toBe(201);
    }
    const over = await auth("api/Users/Travellers", { token, body: companion(), locale: "en" });
    expect(over.status).toBe(409);
    expect(errorOf(over).code).toBe("TRAVELLERS_LIMIT");
    const rows = await t.db.db.select().from(savedTravellers).where(eq(savedTravellers.userId, user!.id));
    expect(rows).toHaveLength(MAX_SAVED_TRAVELLERS);
  });

  it("refuses a booking whose passport expires within six months of the flight, and takes one valid a day longer", async () => {
    const flight = await createFlight(t.db.db);
    const [user] = await createUsers(t.db.db, 1);
    const soon = addDays(addMonths(flight.date, 6), -1);
    const refused = await request("api/Reservations", {
      token: user!.token,
      body: booking(flight, { travelers: [traveler(flight, "adult", { passportExpiry: soon })] }),
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: "PASSPORT_EXPIRES_SOON", fields: { "travelers.0.passportExpiry": "passportExpiresSoon" } });
    const ok = await request("api/Reservations", {
      token: user!.token,
      body: booking(flight, { travelers: [traveler(flight, "adult", { passportExpiry: addMonths(flight.date, 6) })] }),
    });
    expect(ok.status).toBe(201);
  });
});
