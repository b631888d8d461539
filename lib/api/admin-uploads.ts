// The browser's picture upload: the file's bytes as the body of POST /api/flight-backend/api/Admin/Uploads (the BFF
// adds the admin's token); answers the path the picture is served at. XMLHttpRequest, for its upload progress.
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_TYPES, uploadResponse } from "@/provider/contracts/admin-uploads";
import { BAD_RESPONSE_CODE, BffError, CONNECTION_FALLBACK_MESSAGE } from "./bff-client";

export { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES };

const PICTURE_TYPES = new Set<string>(Object.values(UPLOAD_TYPES));

/** What the browser can tell before sending: too large, or a type that is not a picture's (the provider decides). */
export function uploadProblem(file: Pick<File, "size" | "type">): "tooLarge" | "notImage" | null {
  if (file.size > UPLOAD_MAX_BYTES) return "tooLarge";
  if (file.type && !PICTURE_TYPES.has(file.type)) return "notImage";
  return null;
}

type UploadOptions = {
  /** Share of the file sent, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
};

/**
 * Uploads a picture; resolves with its path (`/uploads/<sha256>.<ext>`). On failure throws BffError with the
 * provider's message in `locale` (413 UPLOAD_TOO_LARGE, 415 UPLOAD_NOT_IMAGE), else SPEC §7's fallback.
 */
export function uploadImage(file: File, locale: string, options: UploadOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    // The name rides along for the audit trail only: the stored file is named by its content's hash.
    request.open("POST", `/api/flight-backend/api/Admin/Uploads?name=${encodeURIComponent(file.name.slice(0, 120))}`);
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader("accept-language", locale);
    request.setRequestHeader("content-type", file.type || "application/octet-stream");
    request.responseType = "text";
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new BffError(CONNECTION_FALLBACK_MESSAGE, 0, "NETWORK"));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    request.onload = () => {
      let data: unknown = null;
      try {
        data = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        data = null;
      }
      if (request.status < 200 || request.status >= 300) {
        const body = (data && typeof data === "object" ? data : {}) as { message?: unknown; code?: unknown };
        const message = typeof body.message === "string" && body.message.trim() ? body.message : request.statusText || CONNECTION_FALLBACK_MESSAGE;
        reject(new BffError(message, request.status, typeof body.code === "string" ? body.code : `HTTP_${request.status}`));
        return;
      }
      const parsed = uploadResponse.safeParse(data);
      if (parsed.success) resolve(parsed.data.path);
      else reject(new BffError(CONNECTION_FALLBACK_MESSAGE, 502, BAD_RESPONSE_CODE));
    };
    if (options.signal?.aborted) return reject(new DOMException("The upload was cancelled.", "AbortError"));
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
}
