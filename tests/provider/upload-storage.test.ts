// Issue 23: uploads shared by every instance. One contract for the three backends of provider/uploads/storage.ts —
// the data folder (the embedded default), the database (the default with DATABASE_URL: the machine's real Postgres, or
// PGlite where it is unreachable outside CI) and S3-compatible object storage (an s3rver the test starts) — through
// the storage itself and through the routes that serve a picture. A picture uploaded through instance A (its own
// DATA_DIR) is served by instance B (another DATA_DIR) on a shared backend; before, it was a 404 on B.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { uploadResponse } from "@/lib/provider/uploads";
import { providerApp } from "@/provider/app";
import { UPLOAD_CSP } from "@/provider/contracts/admin-uploads";
import { seedAccounts } from "@/provider/db/seed/accounts";
import { fileBackend } from "@/provider/uploads/file-storage";
import { postgresBackend } from "@/provider/uploads/postgres-storage";
import { s3Backend, s3Client, type S3Options } from "@/provider/uploads/s3-storage";
import { contentAddressed, type UploadStorage } from "@/provider/uploads/storage";
import { uploadStorage } from "@/provider/uploads/store";
import { createTestDatabase, requirePostgres, type TestDatabase } from "../support/db";
import { startS3Server, S3RVER_CREDENTIALS, type S3Server } from "../support/s3-server";
import { adminToken } from "./call";

const postgres = await requirePostgres();

const PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"));
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="teal"/></svg>');
/** A picture of its own per test: the stored names never collide between backends or tests. */
let serial = 0;
const uniquePng = () => Uint8Array.from([...PNG, ...new TextEncoder().encode(`#${serial++}:${Date.now()}`)]);

const UPLOAD_ENV = [
  "DATA_DIR",
  "DATABASE_URL",
  "UPLOADS_STORAGE",
  "UPLOADS_S3_BUCKET",
  "UPLOADS_S3_ENDPOINT",
  "UPLOADS_S3_REGION",
  "UPLOADS_S3_ACCESS_KEY_ID",
  "UPLOADS_S3_SECRET_ACCESS_KEY",
  "UPLOADS_S3_PREFIX",
];
const saved = Object.fromEntries(UPLOAD_ENV.map((name) => [name, process.env[name]]));
function setEnv(values: Record<string, string | undefined>): void {
  for (const name of UPLOAD_ENV) {
    const value = name in values ? values[name] : saved[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

let db: TestDatabase;
let s3: S3Server;
let admin: string;
const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "rahhal-upload-storage-"));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  db = await createTestDatabase(postgres ? "postgres" : "pglite", { seed: false });
  await seedAccounts(db.db);
  admin = await adminToken();
  s3 = await startS3Server();
}, 120_000);

afterEach(() => setEnv({}));

afterAll(async () => {
  await s3?.stop();
  await db?.drop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const s3Options = (prefix = ""): S3Options => ({ bucket: s3.bucket, region: "us-east-1", endpoint: s3.endpoint, credentials: S3RVER_CREDENTIALS, prefix });

type Backend = {
  kind: "files" | "postgres" | "s3";
  /** Two instances' storages (for files: on one folder, as one instance with a shared volume), and how many pictures
   * the backing store holds. */
  open: () => Promise<{ a: UploadStorage; b: UploadStorage; stored: () => Promise<number> }>;
  /** The environment that selects it (an instance's DATA_DIR aside). */
  env: () => Record<string, string | undefined>;
  shared: boolean;
};

const BACKENDS: Backend[] = [
  {
    kind: "files",
    shared: false,
    open: async () => {
      const dir = await tempDir();
      return {
        a: contentAddressed(fileBackend(() => dir)),
        b: contentAddressed(fileBackend(() => dir)),
        stored: async () => (await readdir(dir).catch(() => [])).length,
      };
    },
    env: () => ({}),
  },
  {
    kind: "postgres",
    shared: true,
    open: async () => ({
      a: contentAddressed(postgresBackend(async () => db.db)),
      b: contentAddressed(postgresBackend(async () => db.db)),
      stored: async () => ((await db.db.execute(sql`select count(*)::int as n from uploads`)) as unknown as { rows: { n: number }[] }).rows[0]!.n,
    }),
    // With DATABASE_URL it is the default; on PGlite (no reachable Postgres) it is chosen by name.
    env: () => (postgres ? { DATABASE_URL: "postgres://shared.example/rahhal" } : { UPLOADS_STORAGE: "postgres" }),
  },
  {
    kind: "s3",
    shared: true,
    open: async () => {
      const prefix = `t${serial++}/`;
      const client = s3Client(s3Options(prefix));
      return {
        a: contentAddressed(s3Backend(s3Options(prefix), client)),
        b: contentAddressed(s3Backend(s3Options(prefix))),
        stored: async () => (await (await client).send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))).KeyCount ?? 0,
      };
    },
    env: () => ({
      UPLOADS_S3_BUCKET: s3.bucket,
      UPLOADS_S3_ENDPOINT: s3.endpoint,
      UPLOADS_S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      UPLOADS_S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      UPLOADS_S3_PREFIX: "routes/",
    }),
  },
];

async function postUpload(bytes: Uint8Array): Promise<{ status: number; path?: string }> {
  const response = await providerApp.fetch(
    new Request("http://provider.internal/flight-backend/api/Admin/Uploads", {
      method: "POST",
      headers: { authorization: `Bearer ${admin}` },
      body: new Uint8Array(bytes),
    }),
  );
  return { status: response.status, path: ((await response.json()) as { path?: string }).path };
}

const providerGet = (name: string) => providerApp.fetch(new Request(`http://provider.internal/flight-backend/api/Uploads/${name}`));

for (const backend of BACKENDS) {
  const driver = backend.kind === "postgres" ? (postgres ? " (the real Postgres)" : " (PGlite)") : "";
  describe(`upload storage: ${backend.kind}${driver}`, () => {
    it("keeps a picture under its content's hash and gives back the same bytes and type", async () => {
      const { a, stored } = await backend.open();
      const before = await stored();
      const bytes = uniquePng();
      const { name, created } = await a.put(bytes, "image/png");
      expect(name).toMatch(/^[a-f0-9]{64}\.png$/);
      expect(created).toBe(true);
      const got = await a.get(name);
      expect(got?.contentType).toBe("image/png");
      expect(new Uint8Array(got!.bytes)).toEqual(bytes);
      expect(await stored()).toBe(before + 1);

      const svg = await a.put(SVG, "image/svg+xml");
      expect(svg.name).toMatch(/\.svg$/);
      expect(new TextDecoder().decode((await a.get(svg.name))!.bytes)).toBe(new TextDecoder().decode(SVG));
      expect((await a.get(svg.name))!.contentType).toBe("image/svg+xml");
    });

    it("putting the same picture again (from either instance) keeps it once under the same name", async () => {
      const { a, b, stored } = await backend.open();
      const before = await stored();
      const bytes = uniquePng();
      const first = await a.put(bytes, "image/png");
      const again = await a.put(bytes, "image/png");
      const fromB = await b.put(bytes, "image/png");
      expect([again.name, fromB.name]).toEqual([first.name, first.name]);
      expect([first.created, again.created, fromB.created]).toEqual([true, false, false]);
      expect(await stored()).toBe(before + 1);
      expect(new Uint8Array((await b.get(first.name))!.bytes)).toEqual(bytes);
    });

    it("answers null for an unknown name, the same hash under another extension, and a name that is not an upload's", async () => {
      const { a } = await backend.open();
      const { name } = await a.put(uniquePng(), "image/png");
      expect(await a.get(`${"0".repeat(64)}.png`)).toBeNull();
      expect(await a.get(name.replace(/\.png$/, ".gif"))).toBeNull();
      for (const bad of ["../secrets.json", `${name}/..`, name.toUpperCase(), `${name.slice(0, 64)}.html`, ""]) {
        expect(await a.get(bad), bad).toBeNull();
      }
      await expect(a.put(uniquePng(), "text/html")).rejects.toThrow(/not an upload type/);
    });

    it(`is what the environment selects, and the routes serve from it with their headers (404 for an unknown name)`, async () => {
      const dataA = await tempDir();
      setEnv({ ...backend.env(), DATA_DIR: dataA });
      const bytes = uniquePng();
      const posted = await postUpload(bytes);
      expect(posted.status).toBe(201);
      const name = posted.path!.slice("/uploads/".length);
      // Instance B: another data folder. Only a shared backend has the picture there.
      const dataB = backend.shared ? await tempDir() : dataA;
      setEnv({ ...backend.env(), DATA_DIR: dataB });
      for (const served of [await providerGet(name), await uploadResponse(name, null)]) {
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/png");
        expect(served.headers.get("x-content-type-options")).toBe("nosniff");
        expect(served.headers.get("content-security-policy")).toBe(UPLOAD_CSP);
        expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
      }
      // Nothing written to instance B's data folder by a shared backend; the files backend writes there only.
      expect(await readdir(path.join(dataA, "uploads")).catch(() => [])).toEqual(backend.shared ? [] : [name]);
      const unknown = `${"f".repeat(64)}.png`;
      expect((await providerGet(unknown)).status).toBe(404);
      const missing = await uploadResponse(unknown, null);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("cache-control")).toBe("no-store");
      expect(uploadStorage().kind).toBe(backend.kind);
    });
  });
}

describe("two instances on the embedded default (for contrast)", () => {
  it("a picture uploaded through A is not on B with another data folder: the reason for the shared backends", async () => {
    setEnv({ DATA_DIR: await tempDir() });
    const posted = await postUpload(uniquePng());
    expect(posted.status).toBe(201);
    setEnv({ DATA_DIR: await tempDir() });
    expect((await providerGet(posted.path!.slice("/uploads/".length))).status).toBe(404);
  });
});

describe("after the switch to a shared backend", () => {
  it("a picture an earlier version left in DATA_DIR/uploads is still served, and copied into the shared store", async () => {
    const data = await tempDir();
    const bytes = uniquePng();
    const { name } = await contentAddressed(fileBackend(() => path.join(data, "uploads"))).put(bytes, "image/png");
    const { stored } = await BACKENDS[1]!.open();
    const before = await stored();
    setEnv({ ...BACKENDS[1]!.env(), DATA_DIR: data });
    const served = await uploadResponse(name, null);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect(await stored()).toBe(before + 1);
    // Another instance, without the old folder, now has it too.
    setEnv({ ...BACKENDS[1]!.env(), DATA_DIR: await tempDir() });
    expect((await uploadResponse(name, null)).status).toBe(200);
  });
});

describe("object storage out of reach", () => {
  it("a picture is answered 502 (never cached), not a 404 that would look like a missing picture", async () => {
    const closed = await startS3Server("closed");
    await closed.stop();
    setEnv({
      UPLOADS_S3_BUCKET: closed.bucket,
      UPLOADS_S3_ENDPOINT: closed.endpoint,
      UPLOADS_S3_ACCESS_KEY_ID: "S3RVER",
      UPLOADS_S3_SECRET_ACCESS_KEY: "S3RVER",
      DATA_DIR: await tempDir(),
    });
    const served = await uploadResponse(`${"c".repeat(64)}.png`, null);
    expect(served.status).toBe(502);
    expect(served.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the S3 client", () => {
  it("sends no checksum of its own (the SDK's default CRC32 breaks S3-compatible servers) and uses path-style addresses", async () => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const client = await s3Client(s3Options("checksums/"));
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { hostname: string; path: string; headers: Record<string, string> };
        seen.push({ url: `${request.hostname}${request.path}`, headers: request.headers });
        return next(args);
      },
      { step: "finalizeRequest", name: "recordRequests" },
    );
    const storage = contentAddressed(s3Backend(s3Options("checksums/"), Promise.resolve(client)));
    const { name } = await storage.put(uniquePng(), "image/png");
    expect((await storage.get(name))?.contentType).toBe("image/png");
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const request of seen) {
      expect(request.url).toBe(`127.0.0.1/${s3.bucket}/checksums/${name}`);
      const names = Object.keys(request.headers).map((header) => header.toLowerCase());
      expect(names.filter((header) => header.startsWith("x-amz-checksum") || header === "x-amz-sdk-checksum-algorithm")).toEqual([]);
      expect(request.headers["content-encoding"] ?? "").not.toContain("aws-chunked");
    }
  });
});
