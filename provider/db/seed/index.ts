// Deterministic demo data, written once into an empty database.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { users } from "../schema";
import { seedAccounts } from "./accounts";
import { seedContent } from "./content";
import { seedDestinations } from "./destinations";
import { seedFlights } from "./flights";
import { seedOffers } from "./offers";
import { seedReturningTraveler } from "./returning";
import { seedStaysIfEmpty } from "./stays";
import { seedTaxiSuppliersIfEmpty } from "./taxi-suppliers";

export async function seedIfEmpty(db: Db): Promise<boolean> {
  // The advisory lock keeps two processes starting on one Postgres from seeding twice.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((row?.n ?? 0) > 0) {
      // Added after the first release: a database seeded before it gets the stays catalogue once.
      await seedStaysIfEmpty(tx as unknown as Db);
      // And, since migration 0013, who drives its transfers and where they meet travellers.
      await seedTaxiSuppliersIfEmpty(tx as unknown as Db);
      // Only an install that still has the demo traveller (demo data) gets the returning traveller's account, whose
      // password the README prints.
      const [demo] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.email, "traveler@example.com"));
      if ((demo?.n ?? 0) > 0) await seedReturningTraveler(tx as unknown as Db);
      return false;
    }
    await seed(tx as unknown as Db);
    return true;
  });
}

export async function seed(db: Db): Promise<void> {
  await seedAccounts(db);
  await seedContent(db);
  await seedFlights(db);
  await seedOffers(db);
  await seedDestinations(db);
  await seedStaysIfEmpty(db);
  await seedTaxiSuppliersIfEmpty(db);
  await seedReturningTraveler(db);
}
