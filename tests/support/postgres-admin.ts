// The test suite's connection to the real Postgres as its administrator: creating, copying and dropping databases.
import pg from "pg";

export const POSTGRES_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The URL of database `name` on the test server. */
export function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** pool.end() can resolve while its connections are still closing; copying or dropping a database wants them gone. */
export async function waitForNoConnections(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function dropDatabase(name: string): Promise<void> {
  await asAdmin(async (client) => {
    // Terminating connections still closing with FORCE surfaces as an uncaught "terminating connection" error in
    // the process that owned them, so they get a moment first.
    await waitForNoConnections(client, name);
    await client.query(`drop database if exists ${name} with (force)`);
  });
}
