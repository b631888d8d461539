// An S3-compatible server of the test's own (s3rver, on a free port, its objects in a temp folder removed afterwards),
// with one bucket made before it answers.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type S3Server = { endpoint: string; bucket: string; directory: string; stop: () => Promise<void> };

/** s3rver's own fixed pair (it checks signatures made with it). */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export async function startS3Server(bucket = "rahhal-uploads"): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "rahhal-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
