// Wire contract of admin picture uploads: POST flight-backend api/Admin/Uploads takes the file's raw bytes as the body
// (its Content-Type is informative only: the provider decides the type from the content) and answers the public path
// the picture is served at by the app (`/uploads/<sha256>.<ext>`), which `imagePath` (./admin.ts) accepts.
import { z } from "zod";

/** 5 MB: larger files are refused with 413 UPLOAD_TOO_LARGE, by the BFF and by the provider. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** What the provider accepts, by extension, with the content type it is served with. */
export const UPLOAD_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
} as const;
export type UploadExtension = keyof typeof UPLOAD_TYPES;

/** The file input's `accept`: a hint to the browser's picker, never a check. */
export const UPLOAD_ACCEPT = Object.values(UPLOAD_TYPES).join(",");

/** A stored upload's file name: the content's SHA-256 in hex and the extension of its sniffed type. */
export const UPLOAD_NAME = /^[a-f0-9]{64}\.(?:png|jpg|gif|webp|svg)$/;

/** How an upload is served: nothing in it may run (an SVG's <script> included, even opened directly), and its name
 * is its content's hash, so what it serves never changes. */
export const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
export const UPLOAD_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * `?name=` the file's name on the admin's device, kept in the audit trail so the entry names the picture (the stored
 * file is named by its hash). Informative only: anything not a plain short name is dropped, never refused.
 */
export const uploadQuery = z.object({
  name: z
    .string()
    .optional()
    .transform(
      (value) =>
        value
          ?.split(/[\\/]/)
          .pop()
          ?.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
          .trim()
          .slice(0, 120) || undefined,
    )
    .catch(undefined),
});

export const uploadResponse = z.object({
  path: z.string().regex(/^\/uploads\/[a-f0-9]{64}\.(?:png|jpg|gif|webp|svg)$/),
});
export type UploadResponse = z.infer<typeof uploadResponse>;
