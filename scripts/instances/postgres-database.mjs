// A database of its own on the machine's Postgres for a run of several app instances: created empty (the first
// instance migrates and seeds it), dropped at the end with every connection still open to it.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const POSTGRES_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** Whether the Postgres at POSTGRES_URL answers. */
export async function postgresReachable() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Resolves to { name, url, drop }. */
export async function createPostgresDatabase(label = "instances") {
  const name = `rahhal_${label}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    const again = new pg.Client({ connectionString: POSTGRES_URL });
    await again.connect();
    try {
      await again.query(`drop database if exists ${name} with (force)`);
    } finally {
      await again.end();
    }
  };
  return { name, url: url.toString(), drop };
}
