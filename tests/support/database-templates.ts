// Vitest globalSetup: builds the test databases' starting points once per run (migrating and seeding a database
// costs seconds, copying one a fraction of that). createTestDatabase (./db.ts) starts every database from them.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import "./setup";
import { openDatabase, openPglite } from "@/provider/db/client";
import { seedIfEmpty } from "@/provider/db/seed";
import { asAdmin, databaseUrl, dropDatabase, postgresReachable, waitForNoConnections } from "./postgres-admin";

export type DatabaseTemplates = {
  /** dumpDataDir files of a PGlite: migrated only, and migrated then seeded by seedIfEmpty. */
  pglite: { migrated: string; seeded: string };
  /** Databases on the real Postgres to `create database … template` from; absent when it is unreachable. */
  postgres?: { migrated: string; seeded: string };
};

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | undefined;
  }
}

async function pgliteTemplates(dir: string): Promise<DatabaseTemplates["pglite"]> {
  const { client, db } = await openPglite("memory://");
  try {
    const migrated = path.join(dir, "migrated.tar");
    await writeFile(migrated, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    await seedIfEmpty(db);
    const seeded = path.join(dir, "seeded.tar");
    await writeFile(seeded, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    return { migrated, seeded };
  } finally {
    await client.close();
  }
}

/** Migrates (and seeds) a database through openDatabase, then closes it to copying: a template takes no connections. */
async function postgresTemplate(name: string, from: string | undefined, seed: boolean): Promise<void> {
  await asAdmin((client) => client.query(from ? `create database ${name} template ${from}` : `create database ${name}`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(name), seed });
  await handle.close();
  await asAdmin(async (client) => {
    await waitForNoConnections(client, name);
    await client.query(`alter database ${name} with allow_connections false`);
  });
}

async function postgresTemplates(names: { migrated: string; seeded: string }): Promise<DatabaseTemplates["postgres"]> {
  if (!(await postgresReachable())) return undefined;
  const { migrated, seeded } = names;
  await postgresTemplate(migrated, undefined, false);
  await postgresTemplate(seeded, migrated, true);
  return { migrated, seeded };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Unique per run: two runs on one Postgres (parallel CI jobs, two worktrees) each build and drop their own.
  const run = randomBytes(4).toString("hex");
  const names = { migrated: `rahhal_template_${run}_migrated`, seeded: `rahhal_template_${run}_seeded` };
  const dir = await mkdtemp(path.join(os.tmpdir(), "rahhal-vitest-"));
  const [pglite, postgres] = await Promise.allSettled([pgliteTemplates(dir), postgresTemplates(names)]);
  const teardown = async () => {
    await rm(dir, { recursive: true, force: true });
    // Also after a failed build: whichever of the two was made goes.
    if (postgres.status === "rejected" || postgres.value) {
      for (const name of [names.seeded, names.migrated]) await dropDatabase(name);
    }
  };
  if (pglite.status === "rejected" || postgres.status === "rejected") {
    await teardown();
    throw pglite.status === "rejected" ? pglite.reason : (postgres as PromiseRejectedResult).reason;
  }
  project.provide("databaseTemplates", { pglite: pglite.value, postgres: postgres.value });
  return teardown;
}
