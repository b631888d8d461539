// Uploads in S3-compatible object storage (AWS S3, MinIO, Ceph, Garage…): one object per content under
// `<prefix><sha256>.<ext>`, shared by every instance that names the bucket.
import type { S3Client } from "@aws-sdk/client-s3";
import { UPLOAD_TYPES } from "../contracts/admin-uploads";
import { extensionOfName, type UploadBackend } from "./storage";

export type S3Options = {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; AWS's own when absent. */
  endpoint?: string;
  /** Both or neither; neither: the SDK's own chain (AWS_ACCESS_KEY_ID…, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Put before every key, e.g. `uploads/`. */
  prefix: string;
};

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
};

/** The client as every S3-compatible server takes it. */
export async function s3Client(options: S3Options): Promise<S3Client> {
  const { S3Client } = await import("@aws-sdk/client-s3");
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    credentials: options.credentials,
    // Buckets in the path (`host/bucket/key`), not in the host name: S3-compatible servers seldom have the DNS for it.
    forcePathStyle: true,
    // The SDK's default since 3.729 adds a CRC32 checksum (and aws-chunked bodies) to every upload and checks one on
    // every download, which S3-compatible servers refuse or lack: only where an operation requires one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** `client`: one made by s3Client (tests pass one they watch); made on first use otherwise. */
export function s3Backend(options: S3Options, client?: Promise<S3Client>): UploadBackend {
  const key = (name: string) => `${options.prefix}${name}`;
  const connect = () => (client ??= s3Client(options));
  return {
    kind: "s3",
    async write(name, bytes, contentType) {
      const { HeadObjectCommand, PutObjectCommand } = await import("@aws-sdk/client-s3");
      const s3 = await connect();
      try {
        await s3.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key(name) }));
        return false;
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      // Two instances putting the same picture at once both write it: the same bytes, so the same object.
      await s3.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key(name),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
      return true;
    },
    async read(name) {
      const { GetObjectCommand } = await import("@aws-sdk/client-s3");
      const s3 = await connect();
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: options.bucket, Key: key(name) }));
        if (!object.Body) return null;
        // The type is the name's (the one it was put with), whatever the server reports.
        return { bytes: await object.Body.transformToByteArray(), contentType: UPLOAD_TYPES[extensionOfName(name)] };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  };
}
