// Which upload backend the environment asks for, checked when the provider starts (provider/runtime.ts) so that a
// mistake stops it with the variable's name instead of failing on the first picture.
//
//   UPLOADS_STORAGE        files | postgres | s3; by default s3 when UPLOADS_S3_BUCKET is set, else postgres when
//                          DATABASE_URL is set, else files (DATA_DIR/uploads, the embedded default)
//   UPLOADS_S3_BUCKET      the bucket (it must exist)
//   UPLOADS_S3_ENDPOINT    an S3-compatible server's address (http or https); AWS's own when unset
//   UPLOADS_S3_REGION      default us-east-1
//   UPLOADS_S3_ACCESS_KEY_ID, UPLOADS_S3_SECRET_ACCESS_KEY   both or neither (neither: the AWS SDK's own chain)
//   UPLOADS_S3_PREFIX      put before every object's key, e.g. `uploads/`
import type { S3Options } from "./s3-storage";

export type UploadStorageConfig = { kind: "files" } | { kind: "postgres" } | ({ kind: "s3" } & S3Options);

const KINDS = ["files", "postgres", "s3"] as const;
const S3_VARIABLES = ["UPLOADS_S3_ENDPOINT", "UPLOADS_S3_REGION", "UPLOADS_S3_ACCESS_KEY_ID", "UPLOADS_S3_SECRET_ACCESS_KEY", "UPLOADS_S3_PREFIX"];

export class UploadConfigError extends Error {
  override name = "UploadConfigError";
}

type Env = Record<string, string | undefined>;

export function uploadStorageConfig(env: Env = process.env): UploadStorageConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const chosen = value("UPLOADS_STORAGE");
  if (chosen && !(KINDS as readonly string[]).includes(chosen)) {
    throw new UploadConfigError(`UPLOADS_STORAGE must be one of ${KINDS.join(", ")}; it is "${chosen}".`);
  }
  const bucket = value("UPLOADS_S3_BUCKET");
  const kind = (chosen as (typeof KINDS)[number] | undefined) ?? (bucket ? "s3" : value("DATABASE_URL") ? "postgres" : "files");
  if (kind !== "s3") {
    const stray = S3_VARIABLES.filter((name) => value(name));
    if (stray.length && !bucket) {
      throw new UploadConfigError(
        `${stray.join(" and ")} ${stray.length > 1 ? "are" : "is"} set but UPLOADS_S3_BUCKET is not: set the bucket to keep uploads in S3, or unset ${stray.length > 1 ? "them" : "it"}.`,
      );
    }
    return { kind };
  }
  if (!bucket) throw new UploadConfigError("UPLOADS_S3_BUCKET must be set when UPLOADS_STORAGE is s3.");
  const endpoint = value("UPLOADS_S3_ENDPOINT");
  if (endpoint) {
    let url: URL | null = null;
    try {
      url = new URL(endpoint);
    } catch {
      // named below
    }
    if (!url || !["http:", "https:"].includes(url.protocol)) {
      throw new UploadConfigError(`UPLOADS_S3_ENDPOINT must be an http:// or https:// address; it is "${endpoint}".`);
    }
  }
  const accessKeyId = value("UPLOADS_S3_ACCESS_KEY_ID");
  const secretAccessKey = value("UPLOADS_S3_SECRET_ACCESS_KEY");
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const missing = accessKeyId ? "UPLOADS_S3_SECRET_ACCESS_KEY" : "UPLOADS_S3_ACCESS_KEY_ID";
    const present = accessKeyId ? "UPLOADS_S3_ACCESS_KEY_ID" : "UPLOADS_S3_SECRET_ACCESS_KEY";
    throw new UploadConfigError(`${missing} must be set with ${present}.`);
  }
  return {
    kind,
    bucket,
    region: value("UPLOADS_S3_REGION") ?? "us-east-1",
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix: value("UPLOADS_S3_PREFIX") ?? "",
  };
}
