// Shared test scaffolding: one suite per database kind, and registrations that never collide.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe } from "vitest";
import { users } from "@/provider/db/schema";
import { seedAccounts } from "@/provider/db/seed/accounts";
import { seedContent } from "@/provider/db/seed/content";
import { seedOffers } from "@/provider/db/seed/offers";
import { createTestDatabase, requirePostgres, type TestDatabase } from "../support/db";

const postgres = await requirePostgres();

export type Suite = {
  readonly db: TestDatabase;
  userCount: () => Promise<number>;
  userByEmail: (email: string) => Promise<typeof users.$inferSelect | undefined>;
};

/**
 * Runs the same suite on a fresh PGlite and on a fresh database of the real Postgres (skipped only when
 * unreachable outside CI). Only the seed these suites read is written (accounts, content, offers): the flight
 * catalogue would make every database cost several seconds more and none of these tests reads it.
 */
export function onEachDatabase(name: string, body: (suite: Suite) => void): void {
  for (const kind of ["pglite", "postgres"] as const) {
    describe.skipIf(kind === "postgres" && !postgres)(`${name} on ${kind}`, () => {
      let db: TestDatabase | undefined;
      beforeAll(async () => {
        db = await createTestDatabase(kind, { seed: false });
        await seedAccounts(db.db);
        await seedContent(db.db);
        await seedOffers(db.db);
      }, 180_000);
      afterAll(async () => {
        await db?.drop();
      });
      const suite: Suite = {
        get db() {
          if (!db) throw new Error("database not open yet");
          return db;
        },
        userCount: async () => (await suite.db.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n,
        userByEmail: async (email) => (await suite.db.db.select().from(users).where(eq(users.email, email)))[0],
      };
      body(suite);
    });
  }
}

let seq = 0;

/** A valid registration body with an email and phone number no other test uses. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const unique = `${Date.now() % 100_000}${String(seq).padStart(3, "0")}`;
  return {
    name: "Layla Hassan",
    email: `layla.${unique}@example.com`,
    phoneNumber: `+9665${unique.slice(-8).padStart(8, "1")}`,
    password: "Secret#2024",
    confirmPassword: "Secret#2024",
    acceptTerms: true,
    locale: "en",
    ...overrides,
  } as { name: string; email: string; phoneNumber: string; password: string; confirmPassword: string; acceptTerms: boolean; locale: string };
}
