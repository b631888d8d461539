// Admin picture uploads: POST api/Admin/Uploads stores an image (checked by its bytes, at most 5 MB) by its content
// hash; GET api/Uploads/:name serves it with headers under which nothing in it can run (an SVG's <script> included).
import type { Context } from "hono";
import { z } from "zod";
import { UPLOAD_CACHE_CONTROL, UPLOAD_CSP, UPLOAD_MAX_BYTES, UPLOAD_TYPES, uploadQuery, uploadResponse } from "../../contracts/admin-uploads";
import { recordAudit } from "../../admin/audit";
import { getDb } from "../../db/client";
import { notFound, ProviderError } from "../../http/errors";
import type { Service } from "../../http/service";
import { sniffImage } from "../../uploads/sniff";
import { readUpload, storeUpload } from "../../uploads/store";
import { sanitizeSvg } from "../../uploads/svg-sanitize";

const tooLarge = () => new ProviderError(413, "UPLOAD_TOO_LARGE");
const notImage = () => new ProviderError(415, "UPLOAD_NOT_IMAGE");

/** The body, read as it streams and dropped past `max` bytes; a declared length over it is refused unread. */
async function bodyWithin(c: Context, max: number): Promise<Uint8Array> {
  const declared = Number(c.req.header("content-length") ?? 0);
  if (declared > max) throw tooLarge();
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

const nameParams = z.object({ name: z.string() });

export function registerUploadRoutes(svc: Service): void {
  svc.post(
    "api/Admin/Uploads",
    {
      summary:
        "Admin: upload a picture. The body is the file's raw bytes (PNG, JPEG, GIF, WebP, or SVG whose root is <svg>, decided by content; an SVG is stored without scripts, event handlers, foreignObject or references outside the file), at most 5 MB (413 UPLOAD_TOO_LARGE; 415 UPLOAD_NOT_IMAGE otherwise); answers its path, /uploads/<sha256>.<ext>",
      access: "admin",
      query: uploadQuery,
      response: uploadResponse,
      status: 201,
    },
    async ({ c, user, query }) => {
      const received = await bodyWithin(c, UPLOAD_MAX_BYTES);
      const extension = sniffImage(received);
      if (!extension) throw notImage();
      // An SVG is stored as what is left once scripts and outside references are gone (provider/uploads/svg-sanitize.ts).
      const bytes = extension === "svg" ? await sanitizeSvg(received) : received;
      if (!bytes) throw notImage();
      const { name, created } = await storeUpload(bytes, extension);
      const path = `/uploads/${name}`;
      const db = await getDb();
      await db.transaction((tx) =>
        recordAudit(tx, user, {
          entity: "upload",
          entityId: name,
          action: "create",
          after: { path, fileName: query.name ?? null, type: UPLOAD_TYPES[extension], bytes: bytes.byteLength, created },
        }),
      );
      return { path };
    },
  );

  svc.get(
    "api/Uploads/:name",
    {
      summary: "An uploaded picture's bytes, with its type, a year's immutable cache and a CSP under which nothing in it runs",
      access: "public",
      params: nameParams,
    },
    async ({ params }) => {
      const upload = await readUpload(params.name);
      if (!upload) throw notFound();
      return new Response(new Uint8Array(upload.bytes), {
        headers: {
          "content-type": upload.contentType,
          "content-length": String(upload.bytes.byteLength),
          "x-content-type-options": "nosniff",
          "content-security-policy": UPLOAD_CSP,
          "cache-control": UPLOAD_CACHE_CONTROL,
          etag: `"${params.name.slice(0, params.name.indexOf("."))}"`,
        },
      });
    },
  );
}
