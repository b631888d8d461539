// Issue 23, point 3: a picture an admin uploads through instance A is served by instance B (each has its own data
// folder), with the route's headers, on the database (the default with DATABASE_URL) and on S3-compatible object
// storage (an s3rver this spec starts). Before, it was kept in A's DATA_DIR/uploads and B answered 404.
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { startAppInstances, type AppInstance } from "../../scripts/instances/app-instances.mjs";
import { createPostgresDatabase, postgresReachable } from "../../scripts/instances/postgres-database.mjs";
import { startS3Server, S3RVER_CREDENTIALS, type S3Server } from "../../tests/support/s3-server";
import { ADMIN, signIn } from "../support/accounts";

test.describe.configure({ mode: "serial" });
const available = await postgresReachable();
test.skip(!available && !process.env.CI, "needs Postgres at 127.0.0.1:5432");

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

type Started = { a: AppInstance; b: AppInstance; dataDir: string; databaseUrl: string; stop: () => Promise<void> };

async function startPair(env: Record<string, string>): Promise<Started> {
  if (!available) throw new Error("the several-instances suite needs Postgres at 127.0.0.1:5432");
  const database = await createPostgresDatabase("uploads");
  const dataDir = path.resolve(".data/instances", `uploads-${randomBytes(4).toString("hex")}`);
  try {
    const started = await startAppInstances({ env: { DATABASE_URL: database.url, ...env }, dataDir });
    const [a, b] = started.instances as [AppInstance, AppInstance];
    return {
      a,
      b,
      dataDir,
      databaseUrl: database.url,
      stop: async () => {
        await started.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** Uploads a picture of its own through `instance` as the admin (the admin's form posts the same), answering its name. */
async function uploadThrough(instance: AppInstance, contexts: APIRequestContext[]): Promise<{ name: string; bytes: Buffer }> {
  const admin = await playwrightRequest.newContext({ baseURL: instance.url });
  contexts.push(admin);
  await signIn(admin, ADMIN);
  // A PNG with a trailer of its own: a name no earlier run left anywhere.
  const bytes = Buffer.concat([PNG, Buffer.from(randomBytes(8).toString("hex"))]);
  const response = await admin.post("/api/flight-backend/api/Admin/Uploads?name=logo.png", {
    data: bytes,
    headers: { origin: instance.url, "content-type": "image/png" },
  });
  expect(response.status()).toBe(201);
  const { path: served } = (await response.json()) as { path: string };
  expect(served).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
  return { name: served.slice("/uploads/".length), bytes };
}

async function expectServedBy(instance: AppInstance, name: string, bytes: Buffer, contexts: APIRequestContext[]): Promise<void> {
  const guest = await playwrightRequest.newContext({ baseURL: instance.url });
  contexts.push(guest);
  const response = await guest.get(`/uploads/${name}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-security-policy"]).toBe(CSP);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(Buffer.from(await response.body())).toEqual(bytes);
  expect((await guest.get(`/uploads/${"e".repeat(64)}.png`)).status()).toBe(404);
}

const uploadFolders = (dataDir: string) =>
  ["1", "2"].flatMap((instance) => (existsSync(path.join(dataDir, instance, "uploads")) ? readdirSync(path.join(dataDir, instance, "uploads")) : []));

test.describe("on the database (DATABASE_URL)", () => {
  let pair: Started | undefined;
  const contexts: APIRequestContext[] = [];
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    pair = await startPair({});
  });
  test.afterAll(async () => {
    await Promise.all(contexts.map((context) => context.dispose()));
    await pair?.stop();
  });

  test("a picture uploaded through A is served by B, kept once in the uploads table", async () => {
    const { name, bytes } = await uploadThrough(pair!.a, contexts);
    await expectServedBy(pair!.b, name, bytes, contexts);
    await expectServedBy(pair!.a, name, bytes, contexts);
    const client = new pg.Client({ connectionString: pair!.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ content_type: string; size: number }>("select content_type, size from uploads where sha256 = $1", [
        name.slice(0, 64),
      ]);
      expect(rows).toEqual([{ content_type: "image/png", size: bytes.byteLength }]);
    } finally {
      await client.end();
    }
    expect(uploadFolders(pair!.dataDir)).toEqual([]);
  });
});

test.describe("on S3-compatible object storage (UPLOADS_S3_BUCKET)", () => {
  let pair: Started | undefined;
  let s3: S3Server | undefined;
  const contexts: APIRequestContext[] = [];
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    s3 = await startS3Server();
    pair = await startPair({
      UPLOADS_S3_BUCKET: s3.bucket,
      UPLOADS_S3_ENDPOINT: s3.endpoint,
      UPLOADS_S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      UPLOADS_S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      UPLOADS_S3_PREFIX: "pictures/",
    });
  });
  test.afterAll(async () => {
    await Promise.all(contexts.map((context) => context.dispose()));
    await pair?.stop();
    await s3?.stop();
  });

  test("a picture uploaded through A is served by B, kept once in the bucket", async () => {
    const { name, bytes } = await uploadThrough(pair!.a, contexts);
    await expectServedBy(pair!.b, name, bytes, contexts);
    const client = new S3Client({ region: "us-east-1", endpoint: s3!.endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3!.bucket, Prefix: "pictures/" }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual([`pictures/${name}`]);
    client.destroy();
    expect(uploadFolders(pair!.dataDir)).toEqual([]);
  });
});
