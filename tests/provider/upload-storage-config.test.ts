// Which backend keeps the uploads (provider/uploads/storage-config.ts): the data folder by default, the database with
// DATABASE_URL, S3 with a bucket; every mistake stops the provider's start with the variable's name.
import { afterEach, describe, expect, it } from "vitest";
import { startProvider } from "@/provider/runtime";
import { uploadStorageConfig } from "@/provider/uploads/storage-config";

const S3 = { UPLOADS_S3_BUCKET: "pictures", UPLOADS_S3_ENDPOINT: "http://127.0.0.1:9000" };

describe("the uploads' backend", () => {
  it("is the data folder by default, the database with DATABASE_URL, S3 with a bucket (whatever the database)", () => {
    expect(uploadStorageConfig({})).toEqual({ kind: "files" });
    expect(uploadStorageConfig({ DATABASE_URL: "postgres://db/rahhal" })).toEqual({ kind: "postgres" });
    expect(uploadStorageConfig({ ...S3, DATABASE_URL: "postgres://db/rahhal" })).toEqual({
      kind: "s3",
      bucket: "pictures",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      credentials: undefined,
      prefix: "",
    });
    expect(
      uploadStorageConfig({
        ...S3,
        UPLOADS_S3_REGION: "eu-central-1",
        UPLOADS_S3_ACCESS_KEY_ID: "id",
        UPLOADS_S3_SECRET_ACCESS_KEY: "secret",
        UPLOADS_S3_PREFIX: "uploads/",
      }),
    ).toMatchObject({ region: "eu-central-1", credentials: { accessKeyId: "id", secretAccessKey: "secret" }, prefix: "uploads/" });
  });

  it("can be named with UPLOADS_STORAGE (files on a shared volume with DATABASE_URL; the database without it)", () => {
    expect(uploadStorageConfig({ UPLOADS_STORAGE: "files", DATABASE_URL: "postgres://db/rahhal" })).toEqual({ kind: "files" });
    expect(uploadStorageConfig({ UPLOADS_STORAGE: "postgres" })).toEqual({ kind: "postgres" });
    expect(uploadStorageConfig({ UPLOADS_STORAGE: "s3", UPLOADS_S3_BUCKET: "b" })).toMatchObject({ kind: "s3", bucket: "b" });
  });

  it("names what is wrong", () => {
    expect(() => uploadStorageConfig({ UPLOADS_STORAGE: "disk" })).toThrow('UPLOADS_STORAGE must be one of files, postgres, s3; it is "disk".');
    expect(() => uploadStorageConfig({ UPLOADS_STORAGE: "s3" })).toThrow("UPLOADS_S3_BUCKET must be set when UPLOADS_STORAGE is s3.");
    expect(() => uploadStorageConfig({ UPLOADS_S3_ENDPOINT: "http://minio:9000", UPLOADS_S3_REGION: "x" })).toThrow(
      "UPLOADS_S3_ENDPOINT and UPLOADS_S3_REGION are set but UPLOADS_S3_BUCKET is not",
    );
    expect(() => uploadStorageConfig({ ...S3, UPLOADS_S3_ENDPOINT: "minio:9000" })).toThrow(
      'UPLOADS_S3_ENDPOINT must be an http:// or https:// address; it is "minio:9000".',
    );
    expect(() => uploadStorageConfig({ ...S3, UPLOADS_S3_ACCESS_KEY_ID: "id" })).toThrow(
      "UPLOADS_S3_SECRET_ACCESS_KEY must be set with UPLOADS_S3_ACCESS_KEY_ID.",
    );
    expect(() => uploadStorageConfig({ ...S3, UPLOADS_S3_SECRET_ACCESS_KEY: "secret" })).toThrow(
      "UPLOADS_S3_ACCESS_KEY_ID must be set with UPLOADS_S3_SECRET_ACCESS_KEY.",
    );
  });
});

describe("the provider's start", () => {
  afterEach(() => {
    delete process.env.UPLOADS_S3_BUCKET;
    delete process.env.UPLOADS_S3_ACCESS_KEY_ID;
  });

  it("stops on a mistake in the uploads' settings, naming the variable, before opening the database", async () => {
    process.env.UPLOADS_S3_BUCKET = "pictures";
    process.env.UPLOADS_S3_ACCESS_KEY_ID = "id";
    await expect(startProvider()).rejects.toThrow("UPLOADS_S3_SECRET_ACCESS_KEY must be set with UPLOADS_S3_ACCESS_KEY_ID.");
  });
});
