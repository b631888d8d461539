// The signed-in traveller's saved companions: list, add, change, delete, and the one read that gives the passport
// number in full (to fill a booking form). Every read and write names the account: another account's traveller is 404.
import { and, asc, count, eq } from "drizzle-orm";
import {
  maskPassport,
  MAX_SAVED_TRAVELLERS,
  savedTraveller,
  savedTravellerFill,
  savedTravellerList,
  savedTravellerParams,
  savedTravellerRequest,
  type SavedTraveller,
  type SavedTravellerValues,
} from "../../contracts/saved-travellers";
import { getDb, type Db } from "../../db/client";
import { savedTravellers, users } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import type { Service } from "../../http/service";
import { decryptPassport, encryptPassport } from "./passport-cipher";

type Row = typeof savedTravellers.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fields = (r: Row) => ({
  id: r.id,
  title: r.title,
  firstName: r.firstName,
  lastName: r.lastName,
  dateOfBirth: r.dateOfBirth,
  nationality: r.nationality,
  passportExpiry: r.passportExpiry,
});
const toSaved = (r: Row): SavedTraveller => ({ ...fields(r), passportMasked: maskPassport(r.passportLast4) });

const columns = (v: SavedTravellerValues) => ({
  title: v.title,
  firstName: v.firstName,
  lastName: v.lastName,
  dateOfBirth: v.dateOfBirth,
  nationality: v.nationality,
  passportCipher: encryptPassport(v.passportNumber),
  passportLast4: v.passportNumber.slice(-4),
  passportExpiry: v.passportExpiry,
});

/** The account's own traveller, or 404 (a malformed id, an unknown one and another account's alike). */
async function ownTraveller(db: Db, userId: string, id: string): Promise<Row> {
  if (!UUID.test(id)) throw notFound("TRAVELLER_NOT_FOUND");
  const [row] = await db
    .select()
    .from(savedTravellers)
    .where(and(eq(savedTravellers.id, id), eq(savedTravellers.userId, userId)))
    .limit(1);
  if (!row) throw notFound("TRAVELLER_NOT_FOUND");
  return row;
}

export function registerSavedTravellerRoutes(svc: Service): void {
  svc.get(
    "api/Users/Travellers",
    { summary: "The signed-in user's saved travellers, passport numbers masked", access: "user", response: savedTravellerList },
    async ({ user }) => {
      const db = await getDb();
      const rows = await db
        .select()
        .from(savedTravellers)
        .where(eq(savedTravellers.userId, user.id))
        .orderBy(asc(savedTravellers.createdAt), asc(savedTravellers.id));
      return rows.map(toSaved);
    },
  );

  svc.post(
    "api/Users/Travellers",
    {
      summary: `Save a travelling companion (at most ${MAX_SAVED_TRAVELLERS})`,
      access: "user",
      body: savedTravellerRequest,
      response: savedTraveller,
      status: 201,
    },
    async ({ body, user }) => {
      const db = await getDb();
      const row = await db.transaction(async (tx) => {
        // The account's row is locked so two saves at once cannot both pass the limit.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
        const [held] = await tx.select({ n: count() }).from(savedTravellers).where(eq(savedTravellers.userId, user.id));
        if ((held?.n ?? 0) >= MAX_SAVED_TRAVELLERS) throw conflict("TRAVELLERS_LIMIT");
        const [inserted] = await tx
          .insert(savedTravellers)
          .values({ userId: user.id, ...columns(body) })
          .returning();
        return inserted!;
      });
      return toSaved(row);
    },
  );

  svc.put(
    "api/Users/Travellers/:id",
    {
      summary: "Change a saved traveller of the signed-in user",
      access: "user",
      params: savedTravellerParams,
      body: savedTravellerRequest,
      response: savedTraveller,
    },
    async ({ params, body, user }) => {
      const db = await getDb();
      await ownTraveller(db, user.id, params.id);
      const [row] = await db
        .update(savedTravellers)
        .set({ ...columns(body), updatedAt: new Date() })
        .where(and(eq(savedTravellers.id, params.id), eq(savedTravellers.userId, user.id)))
        .returning();
      if (!row) throw notFound("TRAVELLER_NOT_FOUND");
      return toSaved(row);
    },
  );

  svc.delete(
    "api/Users/Travellers/:id",
    { summary: "Delete a saved traveller of the signed-in user", access: "user", params: savedTravellerParams, status: 204 },
    async ({ params, user }) => {
      if (!UUID.test(params.id)) throw notFound("TRAVELLER_NOT_FOUND");
      const db = await getDb();
      const gone = await db
        .delete(savedTravellers)
        .where(and(eq(savedTravellers.id, params.id), eq(savedTravellers.userId, user.id)))
        .returning({ id: savedTravellers.id });
      if (!gone.length) throw notFound("TRAVELLER_NOT_FOUND");
    },
  );

  svc.get(
    "api/Users/Travellers/:id/Fill",
    {
      summary: "A saved traveller with the passport number in full, to fill a booking form",
      access: "user",
      params: savedTravellerParams,
      response: savedTravellerFill,
    },
    async ({ params, user }) => {
      const db = await getDb();
      const row = await ownTraveller(db, user.id, params.id);
      return { ...fields(row), passportNumber: decryptPassport(row.passportCipher) };
    },
  );
}
